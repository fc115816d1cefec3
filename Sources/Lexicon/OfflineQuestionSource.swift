import Foundation
import GuidedGeneration
import Quiz
import Support

/// The embedded default question source: correct questions from the bundled WordNet lexicon, with no
/// model, no network and no configuration.
///
/// It remembers the words asked this session so none repeats until the pool is exhausted; then a new
/// round starts. One seeded generator drives every choice, so `--seed` reproduces the session.
public final class OfflineQuestionSource: QuestionSource, Sendable {
    public let sourceName = QuestionGenerator.sourceName
    public let generator: QuestionGenerator
    private let state: Locked<(random: SeededGenerator, asked: Set<String>)>

    public init(lexicon: Lexicon, seed: UInt64) {
        generator = QuestionGenerator(lexicon: lexicon)
        state = Locked((SeededGenerator(seed: seed), []))
    }

    /// The next question, synchronously: the path benchmarks and scripts use.
    public func makeQuestion(for request: QuestionRequest) throws(LexiconError) -> QuizItem {
        try state.withLock {
            (state: inout (random: SeededGenerator, asked: Set<String>)) throws(LexiconError) -> QuizItem in
            let item: QuizItem
            do throws(LexiconError) {
                item = try generator.makeQuestion(for: request, asked: state.asked, using: &state.random)
            } catch .noWordsLeft where !state.asked.isEmpty {
                state.asked.removeAll()
                item = try generator.makeQuestion(for: request, asked: state.asked, using: &state.random)
            }
            state.asked.insert(Question.normalized(item.question.word))
            return item
        }
    }

    public func nextQuestion(
        for request: QuestionRequest, onPartial: @escaping @Sendable (Question.PartiallyGenerated) -> Void
    ) async throws -> QuizItem {
        try makeQuestion(for: request)
    }
}
