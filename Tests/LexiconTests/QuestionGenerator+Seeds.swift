import Lexicon
import Quiz

extension QuestionGenerator {
    /// The questions about `word` at `level`, one per seed that yields one, with the seed: how tests see every
    /// way the generator may show a word (its senses, examples and feedback vary with the draw).
    func questions(about word: String, at level: CEFRLevel, seeds: ClosedRange<Int>) -> [(seed: Int, item: QuizItem)] {
        seeds.compactMap { seed in
            var random = SeededGenerator(seed: UInt64(seed))
            return (try? makeQuestion(for: QuestionRequest(level: level, words: [word]), using: &random)).map {
                (seed, $0)
            }
        }
    }
}
