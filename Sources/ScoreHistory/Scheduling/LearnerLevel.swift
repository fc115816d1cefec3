import Foundation
import Quiz

/// The level a session starts at when the learner gives no `--level`: what their history shows, or
/// their last placement, or B1.
public struct LearnerLevel: Sendable, Hashable {
    public enum Reason: Sendable, Hashable {
        /// No history and no placement yet.
        case start
        case placement(Date)
        /// From the accuracy of the latest answers at the latest level.
        case history(Date)
    }

    public var level: CEFRLevel
    public var reason: Reason
    /// For a history-based level, the answers it rests on: the level they were at, how many, how
    /// many right. When `answeredAt` differs from `level`, the level has just changed.
    public var evidence: Evidence?

    public struct Evidence: Sendable, Hashable {
        public var answeredAt: CEFRLevel
        public var count: Int
        public var correct: Int
    }

    /// "Level B2 → C1: your last 20 answers were 90% right.", when history has just moved the level.
    public var changeAnnouncement: String? {
        guard let evidence, evidence.answeredAt != level else { return nil }
        let percent = Int((Double(evidence.correct) * 100 / Double(max(1, evidence.count))).rounded())
        return "Level \(evidence.answeredAt.rawValue) → \(level.rawValue): your last \(evidence.count) answers "
            + "were \(percent)% right."
    }

    /// Where a learner with nothing to go on starts.
    public static let start = LearnerLevel(level: .b1, reason: .start)
    /// Answers at one level that make a history-based level: at least 10 of the last 20.
    static let window = 20
    static let minimumAnswers = 10

    public init(level: CEFRLevel, reason: Reason) {
        self.level = level
        self.reason = reason
    }

    /// From history alone: the latest answer's level, kept when the last answers there were 70–85%
    /// right, one up above that, one down below; nil with too few answers at that level.
    public static func fromHistory(_ records: [HistoryRecord]) -> LearnerLevel? {
        fromHistory(records.map(\.outcome))
    }

    /// The same from answer outcomes, which load far faster than whole records.
    public static func fromHistory(_ records: [AnswerOutcome]) -> LearnerLevel? {
        guard let latest = records.max(by: { $0.time < $1.time }), let level = latest.level else { return nil }
        let recent = records.filter { $0.level == level }.sorted { $0.time < $1.time }.suffix(window)
        guard recent.count >= minimumAnswers else { return nil }
        let accuracy = Double(recent.filter(\.isCorrect).count) / Double(recent.count)
        let placed =
            accuracy > 0.85 ? (level.higher ?? level) : accuracy < 0.70 ? (level.lower ?? level) : level
        var result = LearnerLevel(level: placed, reason: .history(latest.time))
        result.evidence = Evidence(
            answeredAt: level, count: recent.count, correct: recent.filter(\.isCorrect).count)
        return result
    }

    /// The more recent of the placement and the history-based level; B1 with neither.
    public static func resolve(placement: StoredPlacement?, records: [HistoryRecord]) -> LearnerLevel {
        resolve(placement: placement, outcomes: records.map(\.outcome))
    }

    /// The same from answer outcomes.
    public static func resolve(placement: StoredPlacement?, outcomes: [AnswerOutcome]) -> LearnerLevel {
        let history = fromHistory(outcomes)
        let placed = placement.map { LearnerLevel(level: $0.level, reason: .placement($0.time)) }
        switch (placed, history) {
        case let (placed?, history?): return placed.date >= history.date ? placed : history
        case let (placed?, nil): return placed
        case let (nil, history?): return history
        case (nil, nil): return .start
        }
    }

    private var date: Date {
        switch reason {
        case .start: .distantPast
        case let .placement(time), let .history(time): time
        }
    }
}
