import Testing

@testable import Quiz

@Suite("SessionScore")
struct SessionScoreTests {
    @Test func scoreLineShowsCountsPercentageAndStreak() {
        var score = SessionScore()
        #expect(score.line() == "Score 0/0 · streak 0")
        for isCorrect in [true, false, true, true] { score.record(isCorrect: isCorrect) }
        #expect(score.line() == "Score 3/4 (75%) · streak 2")
        score.record(isCorrect: false)
        #expect(score.line() == "Score 3/5 (60%) · streak 0")
        #expect(score.bestStreak == 2)
    }

    @Test func aLevelChangeIsAppendedToTheLine() {
        var score = SessionScore()
        score.record(isCorrect: true)
        let change = LevelChange(from: .b1, to: .b2, reason: "3 right in a row")
        #expect(score.line(levelChange: change) == "Score 1/1 (100%) · streak 1 · level B1 → B2 (3 right in a row)")
    }

    @Test func percentageRounds() {
        var score = SessionScore()
        for isCorrect in [true, true, false] { score.record(isCorrect: isCorrect) }
        #expect(score.percentage == 67)
    }
}
