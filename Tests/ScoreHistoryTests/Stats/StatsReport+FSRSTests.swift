import Foundation
import Testing

@testable import ScoreHistory

@Suite("StatsReport with FSRS")
struct StatsReportFSRSTests {
    let report = statsReport(scheduler: Scheduler(fsrs: FSRS(desiredRetention: 0.85)))

    @Test func everyWordSeenHasItsSchedulingState() throws {
        #expect(report.scheduler == .fsrs && report.desiredRetention == 0.85)
        #expect(report.words.map(\.word) == ["abate", "quell", "w1", "w2", "w3", "w4", "zeal"])
        #expect(report.words.map(\.reviews).reduce(0, +) == 10)
        let abate = try #require(report.words.first)
        // Good, then Again a day later: never graduated, so back to the first learning step, no lapse.
        #expect(abate.state == .learning && abate.lapses == 0 && !abate.isLeech)
        for word in report.words {
            #expect((word.stability ?? 0) > 0 && (1...10).contains(word.difficulty ?? 0))
            #expect((0...1).contains(word.retrievability))
            #expect(word.due?.hasSuffix("Z") == true)
        }
        let mean = report.words.map(\.retrievability).reduce(0, +) / 7
        #expect(report.expectedRetention.map { abs($0 - mean) < 1e-12 } == true)
    }

    @Test func theForecastCountsEveryWordDueWithinAWeek() {
        #expect(report.dueNextDays.map(\.date).first == "2026-11-30" && report.dueNextDays.count == 7)
        #expect(report.dueNextDays.first?.reviews == report.dueToday)
        #expect(report.dueNextDays.dropFirst().first?.reviews == report.dueTomorrow)
        #expect(report.dueNextDays.map(\.reviews).reduce(0, +) <= report.wordsSeen)
    }

    @Test func wordsMissedEightTimesAreLeechesWithTheirAccuracy() throws {
        var history = (0..<8).map { outcome("abate", correct: false, at: at(day: Double(-20 + $0))) }
        history += [outcome("abate", correct: true, at: at(day: -5)), outcome("zeal", correct: false, at: at(day: -5))]
        let scheduler = Scheduler()
        let report = StatsReport(
            outcomes: history, memories: scheduler.memories(from: history), now: at(day: 0), days: utcDays,
            scheduler: scheduler)
        #expect(report.leeches.map(\.word) == ["abate"])
        #expect(report.leeches.first?.accuracy == 1.0 / 9)
        #expect(report.words.map(\.isLeech) == [true, false])
    }

    @Test func jsonCarriesTheWordsWithTheDocumentedKeys() throws {
        let object = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(report)) as? [String: Any])
        let words = try #require(object["words"] as? [[String: Any]])
        #expect(words.count == 7)
        for key in [
            "word", "state", "stability", "difficulty", "retrievability", "due", "reviews", "lapses", "isLeech",
        ] {
            #expect(words.allSatisfy { $0[key] != nil }, "\(key)")
        }
        for key in ["expectedRetention", "desiredRetention", "dueNextDays", "leeches", "scheduler"] {
            #expect(object[key] != nil, "\(key)")
        }
    }
}
