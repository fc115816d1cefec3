import Foundation
import GuidedGeneration
import Quiz
import Support

/// The embedded default question source: correct questions from the bundled WordNet lexicon, with no
/// model, no network and no configuration.
///
/// It remembers the words asked this session so none repeats until the pool is exhausted; then a new
/// round starts. It also remembers every word shown in the last `recentQuestions` questions, so a
/// distractor never comes back as the key soon after, nor a key as a distractor. One seeded
/// generator drives every choice, so `--seed` reproduces the session.
public final class OfflineQuestionSource: QuestionSource, Sendable {
    /// How many questions a shown word stays out of targets and choices.
    public static let recentQuestions = 20

    struct State {
        var random: SeededGenerator
        var asked: Set<String> = []
        /// The words the last `recentQuestions` questions showed.
        var recent = RecentWords(limit: OfflineQuestionSource.recentQuestions)
        /// Pool entries that supported no question this round, for the request they failed in
        /// (a level change or another word list starts a new memory).
        var unaskable: Set<Int> = []
        var unaskableFor: PoolKey?
    }

    /// What decides a request's pool (`QuestionGenerator`'s `pool(for:)`): its level and its word list.
    struct PoolKey: Equatable {
        let level: CEFRLevel?
        let words: [String]?

        init(_ request: QuestionRequest) {
            level = request.level
            words = request.words
        }
    }

    public let sourceName = QuestionGenerator.sourceName
    public let generator: QuestionGenerator
    private let state: Locked<State>

    public init(lexicon: Lexicon, seed: UInt64) {
        generator = QuestionGenerator(lexicon: lexicon)
        state = Locked(State(random: SeededGenerator(seed: seed)))
    }

    /// The next question, synchronously: the path benchmarks and scripts use.
    public func makeQuestion(for request: QuestionRequest) throws(LexiconError) -> QuizItem {
        try state.withLock { (state: inout State) throws(LexiconError) -> QuizItem in
            let recent = state.recent.words
            let pool = PoolKey(request)
            if state.unaskableFor != pool {
                state.unaskable.removeAll()
                state.unaskableFor = pool
            }
            let generated: QuestionGenerator.Generated
            do throws(LexiconError) {
                generated = try generator.generate(
                    for: request, asked: state.asked, recent: recent, unaskable: &state.unaskable,
                    using: &state.random)
            } catch .noWordsLeft where !state.asked.isEmpty || !recent.isEmpty {
                // A word held back only because it was shown lately (a listed word offered as another's
                // wrong answer) is asked before the round starts over, so no word repeats before it.
                if !recent.isEmpty,
                    let unasked = try? generator.generate(
                        for: request, asked: state.asked, recent: [], unaskable: &state.unaskable,
                        using: &state.random)
                {
                    return record(unasked, in: &state)
                }
                state.asked.removeAll()
                state.recent.removeAll()
                state.unaskable.removeAll()
                generated = try generator.generate(
                    for: request, asked: state.asked, recent: [], unaskable: &state.unaskable, using: &state.random)
            }
            return record(generated, in: &state)
        }
    }

    /// Remembers `generated`'s target as asked and its words as shown lately.
    private func record(_ generated: QuestionGenerator.Generated, in state: inout State) -> QuizItem {
        state.asked.insert(Question.normalized(generated.item.question.word))
        state.recent.append(generated.shownWords)
        return generated.item
    }

    public func nextQuestion(
        for request: QuestionRequest, onPartial: @escaping @Sendable (QuestionProgress) -> Void
    ) async throws -> QuizItem {
        try makeQuestion(for: request)
    }
}
