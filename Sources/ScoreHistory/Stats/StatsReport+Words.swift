import Foundation

/// One word's scheduling state, for `stats --json`.
public struct WordStatus: Sendable, Hashable, Encodable {
    /// The word as last asked.
    public var word: String
    /// `learning`, `review` or `relearning`.
    public var state: FSRSCard.State
    /// FSRS stability in days (the interval at which recall falls to 90%); absent under SM-2.
    public var stability: Double?
    /// FSRS difficulty, 1…10; absent under SM-2.
    public var difficulty: Double?
    /// The probability of recalling the word now, 0…1.
    public var retrievability: Double
    /// When it is next due, ISO 8601 UTC.
    public var due: String?
    /// Every answer to it.
    public var reviews: Int
    /// Times it was forgotten after being learnt.
    public var lapses: Int
    /// Missed `WordMemory.leechMisses` times or more.
    public var isLeech: Bool

    /// The status of `memory`, whose retrievability now is `recall`.
    public init(_ memory: WordMemory, recall: Double) {
        word = memory.word
        state = memory.stateName
        stability = memory.card?.stability
        difficulty = memory.card?.difficulty
        retrievability = recall
        due = memory.due.map(Timestamp.format)
        reviews = memory.attempts
        lapses = memory.lapses
        isLeech = memory.isLeech
    }
}

/// Reviews falling due on one local day.
public struct DueDay: Sendable, Hashable, Encodable {
    /// `YYYY-MM-DD` in the learner's time zone.
    public var date: String
    /// Words due that day (today includes overdue ones).
    public var reviews: Int
}

extension WordAccuracy {
    /// The record of `memory`.
    init(_ memory: WordMemory) {
        self.init(word: memory.word, attempts: memory.attempts, correct: memory.correct, accuracy: memory.accuracy)
    }
}
