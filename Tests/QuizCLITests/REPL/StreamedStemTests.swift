import Foundation
import Quiz
import Support
import Testing

@testable import QuizCLI

/// How a streamed stem reaches the screen when the reply it belongs to is rejected.
@Suite struct StreamedStemTests {
    final class Updates: Sendable {
        private let updates = Locked<[StreamedStem.Update]>([])
        var all: [StreamedStem.Update] { updates.value }
        func append(_ update: StreamedStem.Update) { updates.withLock { $0.append(update) } }
    }

    @Test func aRejectedStemIsErasedAndTheNextReplyReplacesIt() {
        let stem = StreamedStem()
        let updates = Updates()
        stem.attach(updates.append)
        stem.receive(.partial(.init(text: "What does")))
        stem.receive(.partial(.init(text: "What does \"load\" mean?")))
        stem.receive(.restarted)
        stem.receive(.partial(.init(text: "Which")))
        stem.receive(.partial(.init(text: "Which word means a burden?")))
        #expect(
            updates.all == [
                .started("What does"), .text(" \"load\" mean?"), .rejected, .restarted("Which"),
                .text(" word means a burden?"),
            ])
        #expect(stem.detach() == ("Which word means a burden?", true))
    }

    @Test func aRejectionBeforeTheLearnerSawTheStemLeavesNoTrace() {
        let stem = StreamedStem()
        stem.receive(.partial(.init(text: "What does \"load\" mean?")))
        stem.receive(.restarted)
        stem.receive(.partial(.init(text: "Which word")))
        let updates = Updates()
        stem.attach(updates.append)
        stem.receive(.partial(.init(text: "Which word means a burden?")))
        #expect(updates.all == [.started("Which word"), .text(" means a burden?")])
    }

    /// Snapshots arrive on one task while the REPL attaches and detaches on another: the text the
    /// updates carry is exactly the text at `detach`, never more, never torn.
    @Test func updatesFromAnotherTaskAddUpToTheTextAtDetach() async {
        let full = String(repeating: "abcdefghij", count: 50)
        for _ in 0..<20 {
            let stem = StreamedStem()
            let producer = Task.detached {
                for end in stride(from: 1, through: full.count, by: 7) {
                    stem.receive(.partial(.init(text: String(full.prefix(end)))))
                    await Task.yield()
                }
            }
            let updates = Updates()
            await Task.yield()
            stem.attach(updates.append)
            await Task.yield()
            let atDetach = stem.detach()
            await producer.value
            let seen = updates.all.map { update -> String in
                switch update {
                case let .started(text), let .text(text), let .restarted(text): text
                case .rejected: ""
                }
            }.joined()
            #expect(seen == atDetach.text)
        }
    }
}
