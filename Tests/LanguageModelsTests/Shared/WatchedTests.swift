import TestSupport
import Testing

/// The wait the event-driven tests rely on: woken by the change itself, and failing (not hanging)
/// when the change never comes.
@Suite("Watched")
struct WatchedTests {
    @Test func aWaiterWakesOnTheChangeThatMeetsItsCondition() async {
        let count = Watched(0)
        async let reached = count.wait { $0 >= 2 }
        count.update { $0 += 1 }
        count.update { $0 += 1 }
        #expect(await reached)
        #expect(await count.wait { $0 == 2 }, "a condition already met returns at once")
    }

    @Test func aConditionNeverMetEndsAtTheBoundWithFalse() async {
        let flag = Watched(false)
        #expect(await flag.wait(atMost: .milliseconds(10)) { $0 } == false)
        flag.update { $0 = true }
        #expect(flag.value)
    }

    @Test(.timeLimit(.minutes(1))) func cancellingTheWaitingTaskEndsTheWaitWithFalse() async {
        // The bound is far beyond the test's time limit: only the cancellation can end this wait.
        let flag = Watched(false)
        let waiter = Task { await flag.wait(atMost: .seconds(3_600)) { $0 } }
        waiter.cancel()
        #expect(await waiter.value == false)
        #expect(await flag.wait { !$0 }, "a later wait still works")
    }
}
