import Foundation

/// Replays history through SM-2 to get every word's memory state.
///
/// History is the source of truth, so there is no side file to go stale: replaying a million
/// outcomes takes a fraction of a second (see the stats benchmark).
public struct Scheduler: Sendable {
    public var policy: GradingPolicy

    public init(policy: GradingPolicy = GradingPolicy()) {
        self.policy = policy
    }

    /// Memory states keyed by `Scheduler.key(for:)`.
    ///
    /// - Parameter outcomes: Answers in any order; they are replayed oldest first.
    public func memories(from outcomes: [AnswerOutcome]) -> [String: WordMemory] {
        let ordered = Self.isChronological(outcomes) ? outcomes : outcomes.sorted { $0.time < $1.time }
        var memories: [String: WordMemory] = [:]
        for outcome in ordered {
            let grade = policy.grade(isCorrect: outcome.isCorrect, latency: outcome.latency)
            memories[Self.key(for: outcome.word), default: WordMemory(word: outcome.word)].apply(grade, at: outcome.time)
        }
        return memories
    }

    /// Words are the same word regardless of case and surrounding white space.
    public static func key(for word: String) -> String {
        word.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }

    /// Appends from two processes may be slightly out of order; sorting is only paid for then.
    private static func isChronological(_ outcomes: [AnswerOutcome]) -> Bool {
        zip(outcomes, outcomes.dropFirst()).allSatisfy { $0.time <= $1.time }
    }
}
