import Foundation

/// One word's FSRS state, as the reference's `Card`: the learning state, step, stability,
/// difficulty, when it is due and when it was last reviewed.
///
/// Times are whole milliseconds since 1970, the precision of `history.jsonl`, so day counts
/// never drift by a floating-point hair across a day boundary.
public struct FSRSCard: Sendable, Hashable, Codable {
    /// Where a word is in its life: the reference's `State`.
    public enum State: String, Sendable, Hashable, Codable {
        /// New, going through the learning steps.
        case learning
        /// Graduated; scheduled in whole days.
        case review
        /// Forgotten after graduating; going through the relearning steps.
        case relearning
    }

    /// The current state; `learning` before the first answer.
    public var state = State.learning
    /// The learning or relearning step; nil in `review`.
    public var step: Int? = 0
    /// Days until recall falls to 90%; nil before the first answer.
    public var stability: Double?
    /// 1 (easy) … 10 (hard); nil before the first answer.
    public var difficulty: Double?
    /// When the word is next due; nil before the first answer.
    public var dueMillis: Int64?
    /// When it was last answered; nil before the first answer.
    public var lastReviewMillis: Int64?

    /// A card never reviewed.
    public init() {}

    /// `dueMillis` as a date.
    public var due: Date? { dueMillis.map(Self.date) }

    /// Whole milliseconds since 1970 for `date`.
    static func millis(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded())
    }

    static func date(_ millis: Int64) -> Date {
        Date(timeIntervalSince1970: Double(millis) / 1000)
    }
}
