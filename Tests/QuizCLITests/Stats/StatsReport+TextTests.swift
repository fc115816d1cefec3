import Foundation
import ScoreHistory
import Testing

@testable import QuizCLI

/// `ScoreHistoryTests`' fixed history: four right on 2026-11-28, one of two on the 29th, three of four
/// on the 30th; the report at 20:00 on the 30th, SM-2.
private func statsReport() -> StatsReport {
    let dayZero = Date(timeIntervalSince1970: 1_795_996_800)
    let answers: [(String, Bool, Double, Double)] = [
        ("w1", true, -2, 9), ("w2", true, -2, 10), ("w3", true, -2, 11), ("w4", true, -2, 12),
        ("abate", true, -1, 9), ("zeal", false, -1, 10), ("abate", false, 0, 9), ("zeal", true, 0, 10),
        ("quell", true, 0, 11), ("quell", true, 0, 12),
    ]
    let outcomes = answers.map { word, correct, day, hour in
        AnswerOutcome(
            time: dayZero.addingTimeInterval(day * 86_400 + hour * 3_600), word: word, isCorrect: correct, latency: 5,
            level: .b1)
    }
    let scheduler = Scheduler(kind: .sm2)
    return StatsReport(
        outcomes: outcomes, memories: scheduler.memories(from: outcomes),
        now: dayZero.addingTimeInterval(20 * 3_600),
        days: LocalDays(timeZone: TimeZone(identifier: "UTC")!, at: dayZero),
        scheduler: scheduler)
}

@Suite("StatsReport text")
struct StatsReportTextTests {
    @Test func plainDashboardMatchesGoldenText() {
        let dots = String(repeating: "·", count: 27)
        let expected = """
            All time  10 answers · 80% right
            Streak    current 3 · best 5
            Words     7 seen · 0 learning · 6 review · 1 relearning · 0 mastered
            Due       4 now · 0 later today · 3 tomorrow
            Review    5 words now (vocabquiz review): 4 due, 1 recently missed
            Retention 85% expected now (SM-2)

            Last 30 days (2026-11-01 … 2026-11-30)
              answers   \(dots)█▄█  (max 4/day)
              accuracy  \(dots)█▄▆  (█ = 100%)

            Recent days
              2026-11-30      4 answers  75%
              2026-11-29      2 answers  50%
              2026-11-28      4 answers  100%

            Weakest words
              abate      1/2  50%
              zeal       1/2  50%

            Due in the next 7 days (7 reviews)
              2026-11-30      4  \(String(repeating: "█", count: 24))
              2026-12-01      3  \(String(repeating: "█", count: 18))
              2026-12-02      0  ·
              2026-12-03      0  ·
              2026-12-04      0  ·
              2026-12-05      0  ·
              2026-12-06      0  ·

            Recall now (least likely first; stats --json lists all 7)
              abate  relearning, due in 13 h
              w1      77%  review
              w2      78%  review
              w3      78%  review
              w4      78%  review
              zeal    96%  review
              quell   97%  review

            """
        #expect(statsReport().rendered(style: .plain) == expected)
    }

    @Test func plainStyleHasNoEscapeCodesAndColorStyleDoes() {
        #expect(!statsReport().rendered(style: .plain).contains("\u{1B}"))
        #expect(statsReport().rendered(style: .color).contains("\u{1B}[32m█\u{1B}[0m"))
        #expect(statsReport().rendered(style: .color).contains("\u{1B}[33m▄\u{1B}[0m"))
    }

    @Test func styleHonoursNoColorAndPipes() {
        #expect(TextStyle(environment: [:], isTerminal: true) == .color)
        #expect(TextStyle(environment: ["NO_COLOR": ""], isTerminal: true) == .color)
        #expect(TextStyle(environment: ["NO_COLOR": "1"], isTerminal: true) == .plain)
        #expect(TextStyle(environment: [:], isTerminal: false) == .plain)
    }

    @Test func blocksScaleWithTheFraction() {
        #expect(ActivityChart.block(0) == "▁")
        #expect(ActivityChart.block(0.01) == "▁")
        #expect(ActivityChart.block(0.5) == "▄")
        #expect(ActivityChart.block(0.51) == "▅")
        #expect(ActivityChart.block(1) == "█")
    }

    @Test func theDefaultLevelSaysWhereItCameFrom() {
        let placed = LearnerLevel(level: .c1, reason: .placement(Date(timeIntervalSince1970: 5_000)))
        #expect(placed.summary == "Default level: C1 (placement on 1970-01-01)")
        #expect(LearnerLevel.start.summary == "Default level: B1 (the starting level; vocabquiz placement finds yours)")
    }

    @Test func anEmptyHistoryInvitesAQuiz() {
        let empty = StatsReport(
            outcomes: [], memories: [:], now: Date(timeIntervalSince1970: 0),
            days: LocalDays(timeZone: TimeZone(identifier: "UTC")!, at: Date(timeIntervalSince1970: 0)))
        #expect(empty.rendered(style: .plain) == "No answers yet. Run `vocabquiz` to start a quiz.\n")
    }

    @Test func leechesAreListedWithTheirMisses() {
        let now = Date(timeIntervalSince1970: 1_795_996_800)
        let day = { (offset: Double) in now.addingTimeInterval(offset * 86_400 + 9 * 3_600) }
        var history = (0..<8).map {
            AnswerOutcome(time: day(Double(-20 + $0)), word: "abate", isCorrect: false, latency: 5)
        }
        history += [
            AnswerOutcome(time: day(-5), word: "abate", isCorrect: true, latency: 5),
            AnswerOutcome(time: day(-5), word: "zeal", isCorrect: false, latency: 5),
        ]
        let scheduler = Scheduler()
        let report = StatsReport(
            outcomes: history, memories: scheduler.memories(from: history), now: day(0),
            days: LocalDays(timeZone: TimeZone(identifier: "UTC")!, at: now), scheduler: scheduler)
        let text = report.rendered(style: .plain)
        #expect(text.contains("Leeches (missed 8+ times; review asks them last)\n  abate      1/9  11%  missed 8×"))
        #expect(text.contains("target 90% (FSRS)"))
    }
}
