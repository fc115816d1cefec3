import Foundation
import Quiz

@testable import ScoreHistory

/// Random review histories for checking FSRS against py-fsrs: many words, answers right and
/// wrong at random latencies, gaps from seconds (learning steps) to a year (long lapses).
struct ReviewSequence {
    struct Review: Encodable {
        var word: String
        var millis: Int64
        var rating: Int
    }

    var outcomes: [AnswerOutcome] = []
    var reviews: [Review] = []

    /// - Parameters:
    ///   - seed: Reproduces the whole sequence.
    ///   - words: How many words.
    ///   - reviewsPerWord: Each word gets a random count in this range.
    init(seed: UInt64, words: Int, reviewsPerWord: ClosedRange<Int>, policy: GradingPolicy = GradingPolicy()) {
        var random = SeededGenerator(seed: seed)
        let start: Int64 = 1_795_996_800_000
        var all: [(millis: Int64, word: String, isCorrect: Bool, latency: Double)] = []
        for index in 0..<words {
            let word = "word\(index)"
            var time = start + Int64.random(in: 0...86_400_000, using: &random)
            let accuracy = Double.random(in: 0.4...0.95, using: &random)
            for _ in 0..<Int.random(in: reviewsPerWord, using: &random) {
                let isCorrect = Double.random(in: 0..<1, using: &random) < accuracy
                let latency = (Double.random(in: 0.5...20, using: &random) * 1000).rounded() / 1000
                all.append((time, word, isCorrect, latency))
                time += Self.gap(using: &random)
            }
        }
        all.sort { ($0.millis, $0.word) < ($1.millis, $1.word) }
        for answer in all {
            let date = Date(timeIntervalSince1970: Double(answer.millis) / 1000)
            outcomes.append(
                AnswerOutcome(time: date, word: answer.word, isCorrect: answer.isCorrect, latency: answer.latency))
            let grade = policy.grade(isCorrect: answer.isCorrect, latency: answer.latency)
            reviews.append(Review(word: answer.word, millis: answer.millis, rating: grade.fsrsRating))
        }
    }

    /// Seconds within a sitting, minutes (learning steps), hours (same day), days, or months.
    private static func gap(using random: inout SeededGenerator) -> Int64 {
        let second: Int64 = 1000
        let day = 86_400 * second
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return Int64.random(in: 1...120, using: &random) * second
        case 1, 2: return Int64.random(in: 60...1_200, using: &random) * second
        case 3: return Int64.random(in: 3_600...86_000, using: &random) * second
        case 4: return day + Int64.random(in: -600...600, using: &random) * second
        case 9: return Int64.random(in: 60...400, using: &random) * day + Int64.random(in: 0..<day, using: &random)
        default: return Int64.random(in: 1...40, using: &random) * day + Int64.random(in: 0..<day, using: &random)
        }
    }
}
