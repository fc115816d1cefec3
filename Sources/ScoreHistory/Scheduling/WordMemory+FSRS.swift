import Foundation

extension WordMemory {
    /// Applies one answer graded `grade` at `time`, following FSRS-6 (`FSRS.review`).
    ///
    /// Unlike SM-2 here, every answer counts, early ones too: FSRS models the short-term
    /// effect of an answer on the same day, so nothing needs to be left out.
    public mutating func apply(_ grade: OutcomeGrade, at time: Date, using fsrs: FSRS) {
        attempts += 1
        if grade != .again { correct += 1 }
        let before = card ?? FSRSCard()
        if before.state == .review && grade == .again { lapses += 1 }
        let millis = FSRSCard.millis(time)
        let after = fsrs.review(before, grade, atMillis: millis)
        card = after
        due = after.due
        intervalDays = after.state == .review ? Int(((after.dueMillis ?? millis) - millis) / 86_400_000) : 0
        lastGrade = grade
        lastAnswered = time
    }

    /// The probability of recalling the word at `now`.
    ///
    /// FSRS: the reference's retrievability. SM-2 has no forgetting curve; the open
    /// spaced-repetition benchmark reads its interval as the time recall falls to 90%,
    /// so R = 0.9^(t/I) with t in days since the last answer.
    public func retrievability(at now: Date, using fsrs: FSRS?) -> Double {
        if let card, let fsrs {
            return fsrs.retrievability(of: card, atMillis: FSRSCard.millis(now))
        }
        guard let lastAnswered, intervalDays > 0 else { return lastAnswered == nil ? 0 : 1 }
        let elapsed = max(0, now.timeIntervalSince(lastAnswered) / 86_400)
        return pow(0.9, elapsed / Double(intervalDays))
    }

    /// `learning`, `review` or `relearning`: FSRS's state, or SM-2's read the same way
    /// (no successful repetition yet: learning, or relearning after a lapse).
    public var stateName: FSRSCard.State {
        if let card { return card.state }
        if repetitions > 0 { return .review }
        return lapses > 0 ? .relearning : .learning
    }
}
