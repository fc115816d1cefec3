import Foundation
import Testing

@testable import ScoreHistory

@Suite("StatsReport")
struct StatsReportTests {
    let report = statsReport()

    @Test func totalsAndStreaks() {
        #expect(report.totalAnswers == 10 && report.correctAnswers == 8)
        #expect(report.accuracy == 0.8)
        #expect(report.currentStreak == 3)
        #expect(report.bestStreak == 5)
    }

    @Test func perDayAccuracyAndTheThirtyDayWindow() {
        #expect(report.days.map(\.date) == ["2026-11-28", "2026-11-29", "2026-11-30"])
        #expect(report.days.map(\.answers) == [4, 2, 4])
        #expect(report.days.map(\.accuracy) == [1, 0.5, 0.75])
        #expect(report.recentDays.count == 30)
        #expect(report.recentDays.first?.date == "2026-11-01")
        #expect(report.recentDays.last == report.days.last)
        #expect(report.recentDays.dropLast(3).allSatisfy { $0.answers == 0 && $0.accuracy == nil })
    }

    @Test func wordCountsComeFromSchedulerState() {
        #expect(report.wordsSeen == 7)
        #expect(report.wordsLearning == 7 && report.wordsMastered == 0)
        #expect(report.dueToday == 4)
        #expect(report.dueTomorrow == 3)
    }

    @Test func weakestWordsNeedAMissAndEnoughAttempts() {
        #expect(report.weakestWords.map(\.word) == ["abate", "zeal"])
        #expect(report.weakestWords.map(\.accuracy) == [0.5, 0.5])
        let strict = StatsReport(
            outcomes: statsHistory.map(\.outcome),
            memories: Scheduler(kind: .sm2).memories(from: statsHistory.map(\.outcome)),
            now: at(day: 0, hour: 20), days: utcDays, scheduler: Scheduler(kind: .sm2),
            options: StatsOptions(minimumAttempts: 3))
        #expect(strict.weakestWords.isEmpty)
    }

    @Test func perDayBucketsFollowTheLearnersTimeZone() throws {
        let tokyo = LocalDays(timeZone: try #require(TimeZone(identifier: "Asia/Tokyo")), at: dayZero)
        let outcomes = [outcome("abate", correct: true, at: at(day: 0, hour: 16))]
        let report = StatsReport(outcomes: outcomes, memories: [:], now: at(day: 0, hour: 16), days: tokyo)
        #expect(report.days.map(\.date) == ["2026-12-01"])
    }

    @Test func jsonHasEveryFigure() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let object = try #require(
            try JSONSerialization.jsonObject(with: encoder.encode(report)) as? [String: Any])
        for key in [
            "accuracy", "bestStreak", "correctAnswers", "currentStreak", "days", "dueToday", "dueTomorrow",
            "generatedAt", "recentDays", "totalAnswers", "weakestWords", "wordsLearning", "wordsMastered", "wordsSeen",
        ] {
            #expect(object[key] != nil, "\(key)")
        }
        #expect(object["generatedAt"] as? String == "2026-11-30T20:00:00.000Z")
        #expect((object["recentDays"] as? [Any])?.count == 30)
    }

    @Test func emptyHistoryHasNoAccuracy() {
        let empty = StatsReport(outcomes: [], memories: [:], now: dayZero, days: utcDays)
        #expect(empty.accuracy == nil && empty.totalAnswers == 0 && empty.weakestWords.isEmpty)
    }
}
