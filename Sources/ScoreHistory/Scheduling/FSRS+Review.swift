import Foundation

extension OutcomeGrade {
    /// FSRS's rating: Again 1, Hard 2, Good 3, Easy 4.
    public var fsrsRating: Int {
        switch self {
        case .again: 1
        case .hard: 2
        case .good: 3
        case .easy: 4
        }
    }
}

extension FSRS {
    /// `card` after an answer graded `grade` at `millis`: the reference's `review_card` without fuzz.
    public func review(_ card: FSRSCard, _ grade: OutcomeGrade, atMillis millis: Int64) -> FSRSCard {
        var card = card
        let rating = grade.fsrsRating
        let elapsedDays = card.lastReviewMillis.map { Self.wholeDays(from: $0, to: millis) }
        let interval: Int64
        if let stability = card.stability, let difficulty = card.difficulty {
            if let elapsedDays, elapsedDays < 1 {
                card.stability = shortTermStability(stability, rating: rating)
            } else {
                card.stability = nextStability(
                    difficulty: difficulty, stability: stability,
                    retrievability: retrievability(of: card, atMillis: millis), rating: rating)
            }
            card.difficulty = nextDifficulty(difficulty, rating: rating)
        } else {
            card.stability = initialStability(rating)
            card.difficulty = initialDifficulty(rating, isClamped: true)
        }
        switch card.state {
        case .learning: interval = stepInterval(&card, rating: rating, steps: learningSteps)
        case .relearning: interval = stepInterval(&card, rating: rating, steps: relearningSteps)
        case .review:
            if rating == 1, let first = relearningSteps.first {
                card.state = .relearning
                card.step = 0
                interval = first * 1000
            } else {
                interval = graduatedInterval(card)
            }
        }
        card.dueMillis = millis + interval
        card.lastReviewMillis = millis
        return card
    }

    /// The next interval (milliseconds) of a learning or relearning card, moving its step and state.
    private func stepInterval(_ card: inout FSRSCard, rating: Int, steps: [Int64]) -> Int64 {
        let step = card.step ?? 0
        if steps.isEmpty || (step >= steps.count && rating > 1) || rating == 4
            || (rating == 3 && step + 1 == steps.count)
        {
            card.state = .review
            card.step = nil
            return graduatedInterval(card)
        }
        switch rating {
        case 1:
            card.step = 0
            return steps[0] * 1000
        case 2:
            if step == 0 {
                return steps.count == 1 ? steps[0] * 1500 : (steps[0] + steps[1]) * 500
            }
            return steps[step] * 1000
        default:
            card.step = step + 1
            return steps[step + 1] * 1000
        }
    }

    private func graduatedInterval(_ card: FSRSCard) -> Int64 {
        Int64(nextInterval(stability: card.stability ?? Self.minimumStability)) * 86_400_000
    }
}
