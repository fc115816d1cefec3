import Foundation
import Quiz
import Support
import Testing

@testable import QuizExport

/// An unusable reply that carries a fallback question (a lexicon-bound turn whose replies were all
/// rejected) is taken only once the question's retries are used up, and counted apart.
@Suite struct ExportFallbackTests {
    /// The error of a turn whose replies were rejected, holding the question to show instead.
    struct Rejected: QuestionSourceError {
        var fallback: QuizItem?
        var isUnusableReply: Bool { true }
    }

    /// Rejects the first `rejections` calls for each word, each with a fallback about that word;
    /// then writes the question. A count's request is about the first of `w0`, `w1`, … not excluded.
    final class RejectingSource: QuestionSource {
        let sourceName = "rejecting"
        let rejections: Int
        let calls = Locked((total: 0, byWord: [String: Int]()))

        init(rejections: Int) { self.rejections = rejections }

        func nextQuestion(
            for request: QuestionRequest, onPartial: @escaping @Sendable (QuestionProgress) -> Void
        ) async throws -> QuizItem {
            let (word, count) = calls.withLock { calls in
                let word =
                    request.words?.first ?? (0...).lazy.map { "w\($0)" }.first { !request.excludedWords.contains($0) }
                    ?? ""
                calls.total += 1
                calls.byWord[word, default: 0] += 1
                return (word, calls.byWord[word, default: 0])
            }
            guard count > rejections else { throw Rejected(fallback: try Self.item(word, rejected: 1)) }
            return try Self.item(word, rejected: nil)
        }

        /// A fallback says how many replies its own turn rejected (one: an export turn asks once).
        static func item(_ word: String, rejected: Int?) throws -> QuizItem {
            let question = try Question(
                word: word, text: "Which word is \(word)?", choices: [word, "x", "y", "z"], answer: word,
                explanation: "")
            var item = QuizItem(question: question, level: .b1, kind: .definitionToWord, source: "rejecting")
            item.choiceOrigin = .lexicon
            item.rejectedReplies = rejected
            return item
        }
    }

    private func run(_ target: ExportTarget, rejections: Int) async -> (ExportRunResult, RejectingSource) {
        let source = RejectingSource(rejections: rejections)
        let result = await ExportRunner(target: target, level: .b1, concurrency: 1, maxAttempts: 3) { _ in source }
            .run()
        return (result, source)
    }

    @Test func aCountTakesTheFallbackOnlyAfterTheQuestionsRetriesAreRejected() async {
        let (result, source) = await run(.count(2), rejections: .max)
        #expect(result.isComplete, "\(result.summary)")
        #expect(result.items.map(\.question.word) == ["w0", "w1"])
        #expect(result.items.map(\.rejectedReplies) == [3, 3])
        #expect(source.calls.value.total == 6)
        #expect(
            result.summary == "2 of 2 questions produced (2 written offline after the model's replies were rejected)")
    }

    @Test func aListedWordTakesItsFallbackAfterItsRetries() async {
        let (result, source) = await run(.words(["lamb", "duck"]), rejections: .max)
        #expect(result.isComplete && result.failures.isEmpty, "\(result.summary)")
        #expect(result.items.map(\.question.word) == ["lamb", "duck"])
        #expect(result.items.map(\.rejectedReplies) == [3, 3])
        #expect(source.calls.value.byWord == ["lamb": 3, "duck": 3])
    }

    @Test func aReplyAcceptedWithinTheRetriesIsTheModelsQuestion() async {
        let (result, source) = await run(.count(2), rejections: 2)
        #expect(result.isComplete, "\(result.summary)")
        #expect(result.items.allSatisfy { $0.rejectedReplies == nil }, "the source's question, not a fallback")
        #expect(source.calls.value.total == 6)
        #expect(result.summary == "2 of 2 questions produced")
    }
}
