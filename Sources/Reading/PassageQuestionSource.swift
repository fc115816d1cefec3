import Lexicon
import Quiz
import Support

/// Asks a reading text's words, one question each, in the list's order (best first); none twice.
///
/// A word no correct question can be built for is skipped. The seed drives distractors and shuffling,
/// so `--seed` reproduces the set.
public final class PassageQuestionSource: QuestionSource, Sendable {
    public let sourceName = "offline, from a text"
    let questions: PassageQuestions
    let words: [ReadingWord]
    private let state: Locked<(random: SeededGenerator, next: Int)>

    public init(list: ReadingList, lexicon: Lexicon, inflections: Inflections, seed: UInt64) {
        questions = PassageQuestions(lexicon: lexicon, inflections: inflections)
        words = list.words
        state = Locked((SeededGenerator(seed: seed), 0))
    }

    /// The next word's question, skipping words already asked this round and words with no question.
    public func makeQuestion(for request: QuestionRequest) throws(ReadingError) -> QuizItem {
        try state.withLock { (state: inout (random: SeededGenerator, next: Int)) throws(ReadingError) -> QuizItem in
            if let named = request.words?.first {
                guard let word = words.first(where: { $0.lemma == Question.normalized(named) }),
                    let item = questions.question(for: word, using: &state.random)
                else { throw .notInText(Question.normalized(named)) }
                return item
            }
            for _ in 0..<(2 * words.count) {
                let word = words[state.next % words.count]
                state.next += 1
                guard !request.excludedWords.contains(Question.normalized(word.lemma)),
                    let item = questions.question(for: word, using: &state.random)
                else { continue }
                return item
            }
            throw .noQuestions
        }
    }

    public func nextQuestion(
        for request: QuestionRequest, onPartial: @escaping @Sendable (QuestionProgress) -> Void
    ) async throws -> QuizItem {
        try makeQuestion(for: request)
    }
}
