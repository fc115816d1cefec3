import Foundation

/// What to drill next: due words first (most overdue first), then recently missed ones.
///
/// `vocabquiz review` and `:review` ask `words` in order; when both lists are empty they tell
/// the learner `nextDue`.
public struct ReviewPlan: Sendable, Hashable, Encodable {
    /// Words whose due day is today or earlier, most overdue first.
    public var due: [WordMemory]
    /// Words not yet due whose last answer was wrong or hard, most recent first. SM-2 asks
    /// to repeat items graded below 4 until they score at least 4; this is that list.
    public var recentlyMissed: [WordMemory]
    /// The earliest due date among words not yet due, if any.
    public var nextDue: Date?

    /// Due words, then recently missed ones, as spelled in history.
    public var words: [String] { (due + recentlyMissed).map(\.word) }

    /// Plans a review at `now`.
    ///
    /// - Parameters:
    ///   - memories: From `Scheduler.memories(from:)`.
    ///   - days: The learner's calendar; a word due any time today counts as due.
    public init(memories: [String: WordMemory], now: Date, days: LocalDays) {
        let today = days.day(of: now)
        var due: [WordMemory] = []
        var missed: [WordMemory] = []
        var nextDue: Date?
        for memory in memories.values {
            guard let date = memory.due else { continue }
            if days.day(of: date) <= today {
                due.append(memory)
                continue
            }
            nextDue = min(nextDue ?? date, date)
            if memory.lastGrade == .again || memory.lastGrade == .hard {
                missed.append(memory)
            }
        }
        self.due = due.sorted { ($0.due ?? now, $0.word) < ($1.due ?? now, $1.word) }
        recentlyMissed = missed.sorted {
            ($1.lastAnswered ?? now, $0.word) < ($0.lastAnswered ?? now, $1.word)
        }
        self.nextDue = nextDue
    }
}
