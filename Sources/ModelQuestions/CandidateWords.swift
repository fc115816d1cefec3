import Foundation
import Lexicon
import Quiz
import Support

/// Draws candidate target words for a model from the offline lexicon: a handful at the requested
/// level, none asked before, so the model's `word` is restricted through the run-time `anyOf`.
public final class CandidateWords: Sendable {
    private let lexicon: Lexicon
    private let count: Int
    private let generator: Locked<SeededGenerator>

    public init(lexicon: Lexicon, seed: UInt64, count: Int = 8) {
        self.lexicon = lexicon
        self.count = count
        generator = Locked(SeededGenerator(seed: seed))
    }

    /// Up to `count` words for `request`, or nil when the level's pool is used up.
    public func suggest(for request: QuestionRequest) -> [String]? {
        let levels = request.level.map { [$0] } ?? [.a2, .b1, .b2]
        // A view over the level buckets and a set of this call's picks: neither copies what grows with
        // the session (the pool, the words already asked), so the thousandth call costs what the first did.
        let pool = lexicon.entryPool(at: levels)
        guard pool.count > 0 else { return nil }
        var words: [String] = []
        var picked = Set<String>()
        generator.withLock { generator in
            for _ in 0..<(count * 20) where words.count < count {
                let word = lexicon.lemma(ofEntry: pool[Int.random(in: 0..<pool.count, using: &generator)])
                let key = Question.normalized(word)
                if !request.excludedWords.contains(key), picked.insert(key).inserted { words.append(word) }
            }
        }
        return words.isEmpty ? nil : words
    }
}
