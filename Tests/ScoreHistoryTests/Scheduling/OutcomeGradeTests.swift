import Testing

@testable import ScoreHistory

@Suite("OutcomeGrade")
struct OutcomeGradeTests {
    @Test func gradesComeFromCorrectnessAndLatency() {
        let policy = GradingPolicy()
        #expect(policy.grade(isCorrect: false, latency: 1) == .again)
        #expect(policy.grade(isCorrect: true, latency: 10.5) == .hard)
        #expect(policy.grade(isCorrect: true, latency: 10) == .good)
        #expect(policy.grade(isCorrect: true, latency: 3) == .good)
        #expect(policy.grade(isCorrect: true, latency: 2.9) == .easy)
    }

    @Test func thresholdsAreConfigurable() {
        let policy = GradingPolicy(slowAfter: 20, fastUnder: 1)
        #expect(policy.grade(isCorrect: true, latency: 15) == .good)
        #expect(policy.grade(isCorrect: true, latency: 2) == .good)
    }

    @Test func onlyAgainIsBelowTheSM2PassMark() {
        #expect(OutcomeGrade.allCases.map(\.quality) == [1, 3, 4, 5])
    }
}
