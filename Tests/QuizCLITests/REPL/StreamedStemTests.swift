import Foundation
import GuidedGeneration
import Quiz
import Testing

@testable import QuizCLI

@Suite("Streamed stem")
struct StreamedStemTests {
    static func partial(_ text: String) -> Question.PartiallyGenerated {
        Question.PartiallyGenerated(text: text)
    }

    /// Snapshots arrive on one task while the REPL attaches and detaches on another: what `attach`
    /// returns plus the deltas it forwards is exactly the text up to `detach`, never more, never torn.
    @Test func attachPlusDeltasIsTheTextAtDetach() async {
        let full = String(repeating: "abcdefghij", count: 50)
        for _ in 0..<20 {
            let stem = StreamedStem()
            let producer = Task.detached {
                for end in stride(from: 1, through: full.count, by: 7) {
                    stem.receive(Self.partial(String(full.prefix(end))))
                    await Task.yield()
                }
            }
            let shown = Locked("")
            await Task.yield()
            let head = stem.attach { delta in shown.withLock { $0 += delta } }
            await Task.yield()
            let atDetach = stem.detach()
            let seen = head + shown.value
            await producer.value
            #expect(seen == atDetach)
        }
    }
}
