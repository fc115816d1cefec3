import Foundation
import Quiz

/// Which algorithm turns answers into review dates.
public enum SchedulerKind: String, Sendable, Hashable, CaseIterable, Codable {
    /// FSRS-6 (the default), as Anki ships it.
    case fsrs
    /// SuperMemo 2, the scheduler before FSRS.
    case sm2
}

/// Replays history through FSRS-6 (or SM-2) to get every word's memory state.
///
/// History is the source of truth, so there is no side file to go stale: replaying a million
/// outcomes takes a fraction of a second (see the stats benchmark).
public struct Scheduler: Sendable {
    /// Turns correctness and latency into grades.
    public var policy: GradingPolicy

    /// FSRS or SM-2.
    public var kind: SchedulerKind
    /// FSRS's parameters and desired retention; also the target `review` and `stats` use.
    public var fsrs: FSRS

    /// A scheduler grading with `policy` (10 s slow, 3 s fast by default).
    public init(policy: GradingPolicy = GradingPolicy(), kind: SchedulerKind = .fsrs, fsrs: FSRS = FSRS()) {
        self.policy = policy
        self.kind = kind
        self.fsrs = fsrs
    }

    /// The FSRS parameters when FSRS schedules; nil under SM-2.
    public var activeFSRS: FSRS? { kind == .fsrs ? fsrs : nil }

    /// Memory states keyed by `Question.normalized(_:)`: a word is the same word whatever its case and surrounding white space.
    ///
    /// - Parameter outcomes: Answers in any order; they are replayed oldest first.
    public func memories(from outcomes: [AnswerOutcome]) -> [String: WordMemory] {
        let ordered = Self.isChronological(outcomes) ? outcomes : outcomes.sorted { $0.time < $1.time }
        var memories: [String: WordMemory] = [:]
        for outcome in ordered {
            let grade = policy.grade(isCorrect: outcome.isCorrect, latency: outcome.latency)
            switch kind {
            case .fsrs:
                memories[Question.normalized(outcome.word), default: WordMemory(word: outcome.word)].apply(
                    grade, at: outcome.time, using: fsrs)
            case .sm2:
                memories[Question.normalized(outcome.word), default: WordMemory(word: outcome.word)].apply(
                    grade, at: outcome.time)
            }
        }
        return memories
    }

    /// Appends from two processes may be slightly out of order; sorting is only paid for then.
    private static func isChronological(_ outcomes: [AnswerOutcome]) -> Bool {
        zip(outcomes, outcomes.dropFirst()).allSatisfy { $0.time <= $1.time }
    }
}
