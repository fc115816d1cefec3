import Foundation
import TestSupport
import Testing

@testable import ScoreHistory

/// FSRS against py-fsrs, the reference implementation, on generated review histories.
///
/// Skipped with a note when python3 or the `fsrs` package is missing (`scripts/test` installs it).
@Suite("FSRS against py-fsrs")
struct FSRSReferenceTests {
    struct ReferenceCard: Decodable {
        var word: String
        var state: FSRSCard.State
        var step: Int?
        var stability: Double
        var difficulty: Double
        var due: Int64
        var retrievabilityNextDay: Double
    }

    @Test(.enabled(if: FSRSReference.isAvailable), arguments: [(1, 0.9), (2, 0.9), (3, 0.8), (4, 0.97), (5, 0.7)])
    func everyReviewMatchesTheReference(seed: UInt64, retention: Double) throws {
        let sequence = ReviewSequence(seed: seed, words: 60, reviewsPerWord: 3...30)
        let expected = try Self.reference(sequence, retention: retention)
        try #require(expected.count == sequence.reviews.count)
        let fsrs = FSRS(desiredRetention: retention)
        var cards: [String: FSRSCard] = [:]
        for (review, reference) in zip(sequence.reviews, expected) {
            let grade = OutcomeGrade.allCases[review.rating - 1]
            let card = fsrs.review(cards[review.word] ?? FSRSCard(), grade, atMillis: review.millis)
            cards[review.word] = card
            Self.expect(card, equals: reference, fsrs: fsrs, review: review)
        }
        #expect(expected.contains { $0.state == .relearning }, "the sequence should include relearning")
        #expect(expected.contains { $0.state == .review && $0.stability > 30 }, "and long intervals")
    }

    @Test(.enabled(if: FSRSReference.isAvailable))
    func replayingHistoryEndsInTheReferenceStatePerWord() throws {
        let sequence = ReviewSequence(seed: 42, words: 200, reviewsPerWord: 1...20)
        let expected = try Self.reference(sequence, retention: 0.9)
        var last: [String: ReferenceCard] = [:]
        for card in expected { last[card.word] = card }
        let memories = Scheduler().memories(from: sequence.outcomes.shuffled())
        #expect(memories.count == last.count)
        for (word, reference) in last {
            let card = try #require(memories[word]?.card)
            Self.expect(card, equals: reference, fsrs: FSRS(), review: nil)
        }
    }

    static func expect(_ card: FSRSCard, equals reference: ReferenceCard, fsrs: FSRS, review: ReviewSequence.Review?) {
        let context = Comment(rawValue: "\(reference.word) at \(review?.millis ?? 0)")
        #expect(card.state == reference.state, context)
        #expect(card.step == reference.step, context)
        #expect(relative(card.stability ?? .nan, reference.stability) <= 1e-6, context)
        #expect(relative(card.difficulty ?? .nan, reference.difficulty) <= 1e-6, context)
        #expect(abs((card.dueMillis ?? 0) - reference.due) < 1000, context)
        let nextDay = fsrs.retrievability(of: card, atMillis: (card.lastReviewMillis ?? 0) + 86_400_000)
        #expect(relative(nextDay, reference.retrievabilityNextDay) <= 1e-6, context)
    }

    static func relative(_ value: Double, _ reference: Double) -> Double {
        abs(value - reference) / max(abs(reference), 1e-12)
    }

    /// Runs `scripts/fsrs-reference` on `sequence` and decodes one card per review.
    static func reference(_ sequence: ReviewSequence, retention: Double) throws -> [ReferenceCard] {
        struct Request: Encodable {
            var retention: Double
            var reviews: [ReviewSequence.Review]
        }
        let request = try JSONEncoder().encode(Request(retention: retention, reviews: sequence.reviews))
        let decoder = JSONDecoder()
        return try FSRSReference.replay(request).map { try decoder.decode(ReferenceCard.self, from: $0) }
    }
}
