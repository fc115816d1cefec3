import Foundation
import Quiz
import Testing

@testable import QuizCLI

/// How a streamed stem reaches the screen when the reply it belongs to is rejected.
@Suite struct StreamedStemTests {
    final class Updates: @unchecked Sendable {
        let lock = NSLock()
        var all: [StreamedStem.Update] = []
        func append(_ update: StreamedStem.Update) { lock.withLock { all.append(update) } }
    }

    @Test func aRejectedStemIsErasedAndTheNextReplyReplacesIt() {
        let stem = StreamedStem()
        let updates = Updates()
        stem.attach(updates.append)
        stem.receive(.init(text: "What does"))
        stem.receive(.init(text: "What does \"load\" mean?"))
        stem.receive(.init())
        stem.receive(.init(text: "Which"))
        stem.receive(.init(text: "Which word means a burden?"))
        #expect(
            updates.all == [
                .started("What does"), .text(" \"load\" mean?"), .rejected, .restarted("Which"),
                .text(" word means a burden?"),
            ])
        #expect(stem.detach() == ("Which word means a burden?", true))
    }

    @Test func aRejectionBeforeTheLearnerSawTheStemLeavesNoTrace() {
        let stem = StreamedStem()
        stem.receive(.init(text: "What does \"load\" mean?"))
        stem.receive(.init())
        stem.receive(.init(text: "Which word"))
        let updates = Updates()
        stem.attach(updates.append)
        stem.receive(.init(text: "Which word means a burden?"))
        #expect(updates.all == [.started("Which word"), .text(" means a burden?")])
    }
}
