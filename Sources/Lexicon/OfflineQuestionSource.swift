import Foundation
import Quiz

/// The embedded default question source: correct questions from the bundled WordNet lexicon, with no
/// model, no network and no configuration.
///
/// It remembers the words asked this session so none repeats until the pool is exhausted; then a new
/// round starts. One seeded generator drives every choice, so `--seed` reproduces the session.
public final class OfflineQuestionSource: QuestionSource, @unchecked Sendable {
    public let sourceName = QuestionGenerator.sourceName
    public let generator: QuestionGenerator
    // Guards `random` and `asked`; @unchecked Sendable is sound because nothing else is mutable.
    private let lock = NSLock()
    private var random: SeededGenerator
    private var asked: Set<String> = []

    public init(lexicon: Lexicon, seed: UInt64) {
        generator = QuestionGenerator(lexicon: lexicon)
        random = SeededGenerator(seed: seed)
    }

    /// The next question, synchronously: the path benchmarks and scripts use.
    public func makeQuestion(for request: QuestionRequest) throws(LexiconError) -> QuizItem {
        lock.lock()
        defer { lock.unlock() }
        let item: QuizItem
        do {
            item = try generator.makeQuestion(for: request, asked: asked, using: &random)
        } catch .noWordsLeft where !asked.isEmpty {
            asked.removeAll()
            item = try generator.makeQuestion(for: request, asked: asked, using: &random)
        }
        asked.insert(Lexicon.normalizedWord(item.question.word))
        return item
    }

    public func nextQuestion(
        for request: QuestionRequest, onPartial: @escaping @Sendable (Question.PartiallyGenerated) -> Void
    ) async throws -> QuizItem {
        try makeQuestion(for: request)
    }
}
