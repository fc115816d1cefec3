import Lexicon
import Quiz
import Support

/// Asks a reading text's words, one question each, in the list's order (best first), then its easier
/// words below the level (`ReadingList.spares`); none twice.
///
/// A word no correct question can be built for is skipped. At most one blank question is asked per
/// sentence of the text: two blanks in one sentence would each show the other's answer, so a later word
/// of a taken sentence gets a definition question. The seed drives distractors and shuffling, so
/// `--seed` reproduces the set.
public final class PassageQuestionSource: QuestionSource, Sendable {
    public let sourceName = "offline, from a text"
    let questions: PassageQuestions
    let words: [ReadingWord]
    /// The lemmas of the list's words below the level (`ReadingList.spares`), asked last.
    public let spares: Set<String>
    private let state: Locked<State>

    public init(
        list: ReadingList, lexicon: Lexicon, inflections: Inflections, relations: SenseRelations, seed: UInt64
    ) {
        questions = PassageQuestions(lexicon: lexicon, inflections: inflections, relations: relations)
        words = list.words + list.spares
        spares = Set(list.spares.map(\.lemma))
        state = Locked(State(random: SeededGenerator(seed: seed)))
    }

    struct State: Sendable {
        var random: SeededGenerator
        var next = 0
        /// The sentences a blank question of this set already uses.
        var blanked: Set<String> = []

        /// `word`'s question, noting its sentence when the question blanks it.
        mutating func question(for word: ReadingWord, from questions: PassageQuestions) -> QuizItem? {
            let item = questions.question(for: word, mayBlank: !blanked.contains(word.sentence), using: &random)
            if item?.kind == .fillInTheBlank { blanked.insert(word.sentence) }
            return item
        }
    }

    /// The next word's question, skipping words already asked this round and words with no question.
    public func makeQuestion(for request: QuestionRequest) throws(ReadingError) -> QuizItem {
        try state.withLock { (state: inout State) throws(ReadingError) -> QuizItem in
            if let named = request.words?.first {
                guard let word = words.first(where: { $0.lemma == Question.normalized(named) }) else {
                    throw .notInText(Question.normalized(named))
                }
                guard let item = state.question(for: word, from: questions) else {
                    throw .noQuestion(word.lemma, reason: questions.whyNoQuestion(for: word))
                }
                return item
            }
            for _ in 0..<(2 * words.count) {
                let word = words[state.next % words.count]
                state.next += 1
                guard !request.excludedWords.contains(Question.normalized(word.lemma)),
                    let item = state.question(for: word, from: questions)
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
