import Testing

@testable import ScoreHistory

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
}
