import Testing

@testable import ScoreHistory

@Suite("ReviewPlan")
struct ReviewPlanTests {
    let outcomes = [
        outcome("quell", correct: true, at: at(day: -10)),
        outcome("quell", correct: true, at: at(day: -9)),
        outcome("zeal", correct: true, at: at(day: 0, hour: 8)),
        outcome("abate", correct: false, at: at(day: 0, hour: 10)),
        outcome("ebb", correct: true, at: at(day: 0, hour: 11), latency: 12),
    ]

    @Test func aWordMissedTodayIsDueTomorrow() {
        let memories = Scheduler(kind: .sm2).memories(from: [outcome("abate", correct: false, at: at(day: 0))])
        #expect(ReviewPlan(memories: memories, now: at(day: 0, hour: 12), days: utcDays).due.isEmpty)
        #expect(ReviewPlan(memories: memories, now: at(day: 1, hour: 0.1), days: utcDays).words == ["abate"])
    }

    @Test func dueWordsComeMostOverdueFirstThenRecentlyMissed() {
        let plan = ReviewPlan(
            memories: Scheduler(kind: .sm2).memories(from: outcomes), now: at(day: 0, hour: 12), days: utcDays)
        #expect(plan.due.map(\.word) == ["quell"])
        #expect(plan.recentlyMissed.map(\.word) == ["ebb", "abate"])
        #expect(plan.words == ["quell", "ebb", "abate"])
        #expect(plan.nextDue == at(day: 1, hour: 8))
    }

    @Test func tomorrowEverythingAnsweredTodayIsDueInDueOrder() {
        let plan = ReviewPlan(
            memories: Scheduler(kind: .sm2).memories(from: outcomes), now: at(day: 1, hour: 0), days: utcDays)
        #expect(plan.words == ["quell", "zeal", "abate", "ebb"])
        #expect(plan.recentlyMissed.isEmpty)
    }

    @Test func whenNothingIsDueItSaysWhenTheNextWordIs() {
        let memories = Scheduler(kind: .sm2).memories(from: [outcome("zeal", correct: true, at: at(day: 0))])
        let plan = ReviewPlan(memories: memories, now: at(day: 0, hour: 12), days: utcDays)
        #expect(plan.words.isEmpty)
        #expect(plan.nextDue == at(day: 1))
    }
}
