import Foundation
import ScoreHistory

/// Reads the score history for `stats`, `history`, `review` and the matching REPL commands.
///
/// A corrupt or torn line never stops a report: it is skipped and one warning goes to `warnings`.
struct HistoryReports: Sendable {
    var store: HistoryStore
    var now: @Sendable () -> Date
    var warnings: any TextOutput
    var scheduler = Scheduler()

    private var days: LocalDays { LocalDays(timeZone: .current, at: now()) }

    func stats(options: StatsOptions = StatsOptions()) throws -> StatsReport {
        stats(of: try outcomes(), options: options)
    }

    /// Every answer's outcome, read once for all that a command reports from it (`stats` also
    /// resolves the default level from the same outcomes: a second read doubled its time).
    func outcomes() throws -> [AnswerOutcome] {
        try load { try store.loadOutcomes() }
    }

    func stats(of outcomes: [AnswerOutcome], options: StatsOptions = StatsOptions()) -> StatsReport {
        StatsReport(
            outcomes: outcomes, memories: scheduler.memories(from: outcomes), now: now(), days: days,
            scheduler: scheduler, options: options)
    }

    func recent(count: Int) throws -> String {
        HistoryListing.recent(try load { try store.loadRecords() }, count: count, days: days)
    }

    func missed(limit: Int?) throws -> String {
        HistoryListing.missed(try load { try store.loadRecords() }, limit: limit, days: days)
    }

    func reviewPlan() throws -> ReviewPlan {
        let outcomes = try outcomes()
        return ReviewPlan(
            memories: scheduler.memories(from: outcomes), now: now(), days: days, fsrs: scheduler.activeFSRS)
    }

    private func load<Element>(_ body: () throws -> HistoryLoad<Element>) throws -> [Element] {
        let loaded = try body()
        if let skipped = loaded.skipped { warnings.write("\(skipped)\n") }
        return loaded.items
    }
}
