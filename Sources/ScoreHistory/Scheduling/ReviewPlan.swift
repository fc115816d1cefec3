import Foundation

/// What to drill next: due words first (most overdue first), then recently missed ones, and
/// leeches last.
///
/// `vocabquiz review` and `:review` ask `words` in order; when the lists are empty they tell
/// the learner `nextDue`.
public struct ReviewPlan: Sendable, Hashable, Encodable {
    /// Due words that are not leeches, most overdue first.
    public var due: [WordMemory]
    /// Words not yet due whose last answer was wrong or hard, most recent first. SM-2 asks
    /// to repeat items graded below 4 until they score at least 4; this is that list.
    public var recentlyMissed: [WordMemory]
    /// Leeches (`WordMemory.isLeech`) that are due or recently missed: held back to the end,
    /// as Anki does, so one hopeless word does not eat a review session.
    public var leeches: [WordMemory]
    /// The earliest due date among words not yet due, if any.
    public var nextDue: Date?

    /// Due words, then recently missed ones, then leeches, as spelled in history.
    public var words: [String] { (due + recentlyMissed + leeches).map(\.word) }

    /// Plans a review at `now`.
    ///
    /// With FSRS a word is due when its retrievability is at or below the desired retention
    /// or its review day is today, and, in learning or relearning, once its step has passed;
    /// the lowest retrievability comes first. With SM-2 (`fsrs` nil) a word is due on its
    /// due day, earliest due date first.
    ///
    /// - Parameters:
    ///   - memories: From `Scheduler.memories(from:)`.
    ///   - days: The learner's calendar; a word due any time today counts as due.
    ///   - fsrs: `Scheduler.activeFSRS`: the parameters and target retention, or nil for SM-2.
    public init(memories: [String: WordMemory], now: Date, days: LocalDays, fsrs: FSRS? = nil) {
        var due: [(memory: WordMemory, recall: Double)] = []
        var missed: [WordMemory] = []
        var nextDue: Date?
        for memory in memories.values {
            guard let date = memory.due else { continue }
            let recall = memory.retrievability(at: now, using: fsrs)
            if Self.isDue(memory, due: date, recall: recall, now: now, today: days.day(of: now), days: days, fsrs: fsrs)
            {
                due.append((memory, fsrs == nil ? 0 : recall))
                continue
            }
            nextDue = min(nextDue ?? date, date)
            if memory.lastGrade == .again || memory.lastGrade == .hard {
                missed.append(memory)
            }
        }
        let ordered = due.sorted {
            ($0.recall, $0.memory.due ?? now, $0.memory.word) < ($1.recall, $1.memory.due ?? now, $1.memory.word)
        }.map(\.memory)
        let recent = missed.sorted {
            ($1.lastAnswered ?? now, $0.word) < ($0.lastAnswered ?? now, $1.word)
        }
        self.due = ordered.filter { !$0.isLeech }
        recentlyMissed = recent.filter { !$0.isLeech }
        leeches = (ordered + recent).filter(\.isLeech)
        self.nextDue = nextDue
    }

    /// Whether `memory` is due at `now`: the one definition `stats`, `review` and `:review` share.
    ///
    /// With FSRS a word in review is due when its retrievability is at or below the desired
    /// retention or its review day is today; one in learning or relearning once its step has
    /// passed. With SM-2 (`fsrs` nil) a word is due on its due day.
    public static func isDue(_ memory: WordMemory, now: Date, days: LocalDays, fsrs: FSRS?) -> Bool {
        guard let due = memory.due else { return false }
        return isDue(
            memory, due: due, recall: memory.retrievability(at: now, using: fsrs), now: now, today: days.day(of: now),
            days: days, fsrs: fsrs)
    }

    private static func isDue(
        _ memory: WordMemory, due: Date, recall: Double, now: Date, today: Int, days: LocalDays, fsrs: FSRS?
    ) -> Bool {
        guard let fsrs, let card = memory.card else { return days.day(of: due) <= today }
        if card.state != .review { return due <= now }
        return recall <= fsrs.desiredRetention || days.day(of: due) <= today
    }
}
