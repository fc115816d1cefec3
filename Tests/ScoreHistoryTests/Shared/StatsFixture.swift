@testable import ScoreHistory

/// A small fixed history: four right on 2026-11-28, one of two on the 29th, three of four today (30th).
let statsHistory: [HistoryRecord] = [
    record("w1", correct: true, at: at(day: -2, hour: 9)),
    record("w2", correct: true, at: at(day: -2, hour: 10)),
    record("w3", correct: true, at: at(day: -2, hour: 11)),
    record("w4", correct: true, at: at(day: -2, hour: 12)),
    record("abate", correct: true, at: at(day: -1, hour: 9)),
    record("zeal", correct: false, at: at(day: -1, hour: 10), explanation: "Zeal is great energy."),
    record("abate", correct: false, at: at(day: 0, hour: 9), explanation: "Abate means to lessen."),
    record("zeal", correct: true, at: at(day: 0, hour: 10)),
    record("quell", correct: true, at: at(day: 0, hour: 11)),
    record("quell", correct: true, at: at(day: 0, hour: 12)),
]

/// The report at 20:00 on day 0; SM-2 unless `scheduler` says otherwise.
func statsReport(scheduler: Scheduler = Scheduler(kind: .sm2)) -> StatsReport {
    let outcomes = statsHistory.map(\.outcome)
    return StatsReport(
        outcomes: outcomes, memories: scheduler.memories(from: outcomes), now: at(day: 0, hour: 20),
        days: utcDays, scheduler: scheduler)
}
