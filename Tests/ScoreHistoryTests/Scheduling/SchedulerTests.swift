import Testing

@testable import ScoreHistory

@Suite("Scheduler")
struct SchedulerTests {
    @Test func replaysHistoryPerWordIgnoringCase() throws {
        let outcomes = [
            outcome("Abate", correct: true, at: at(day: 0)),
            outcome("zeal", correct: false, at: at(day: 0)),
            outcome(" abate", correct: true, at: at(day: 1), latency: 1),
        ]
        let memories = Scheduler(kind: .sm2).memories(from: outcomes)
        #expect(memories.count == 2)
        let abate = try #require(memories["abate"])
        #expect(abate.intervalDays == 6 && abate.attempts == 2 && abate.lastGrade == .easy)
        #expect(memories["zeal"]?.lastGrade == .again)
    }

    @Test func outOfOrderHistoryIsReplayedChronologically() {
        let inOrder = [
            outcome("abate", correct: true, at: at(day: 0)), outcome("abate", correct: false, at: at(day: 1)),
        ]
        let scheduler = Scheduler(kind: .sm2)
        #expect(scheduler.memories(from: inOrder.reversed()) == scheduler.memories(from: inOrder))
    }

    @Test func latencyThresholdsComeFromThePolicy() {
        let outcomes = [outcome("abate", correct: true, at: at(day: 0), latency: 12)]
        #expect(Scheduler(kind: .sm2).memories(from: outcomes)["abate"]?.lastGrade == .hard)
        #expect(
            Scheduler(policy: GradingPolicy(slowAfter: 15), kind: .sm2).memories(from: outcomes)["abate"]?.lastGrade
                == .good)
    }
}
