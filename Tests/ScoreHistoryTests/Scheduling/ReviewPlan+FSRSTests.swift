import Foundation
import Testing

@testable import ScoreHistory

@Suite("ReviewPlan with FSRS")
struct ReviewPlanFSRSTests {
    func plan(_ outcomes: [AnswerOutcome], now: Date, retention: Double = 0.9) -> ReviewPlan {
        let scheduler = Scheduler(fsrs: FSRS(desiredRetention: retention))
        return ReviewPlan(
            memories: scheduler.memories(from: outcomes), now: now, days: utcDays, fsrs: scheduler.activeFSRS)
    }

    /// Right in 2 s: Easy, so the word graduates at once with stability 8.3 days.
    func easy(_ word: String, day: Double) -> AnswerOutcome {
        outcome(word, correct: true, at: at(day: day), latency: 2)
    }

    @Test func raisingTheTargetBringsAWordForward() {
        // Seven days after an Easy first answer recall is about 91%: above 0.90, below 0.95.
        let history = [easy("abate", day: -7)]
        #expect(plan(history, now: at(day: 0)).words.isEmpty)
        #expect(plan(history, now: at(day: 0), retention: 0.95).words == ["abate"])
    }

    @Test func lowestRecallComesFirst() {
        let history = [easy("zeal", day: -30), easy("abate", day: -12), easy("quell", day: -20)]
        let due = plan(history, now: at(day: 0)).due
        #expect(due.map(\.word) == ["zeal", "quell", "abate"])
        let fsrs = FSRS()
        let recall = due.map { $0.retrievability(at: at(day: 0), using: fsrs) }
        #expect(recall == recall.sorted() && recall.allSatisfy { $0 <= 0.9 })
    }

    @Test func aLearningStepIsDueOnceItsMinutesHavePassed() {
        let missed = [outcome("abate", correct: false, at: at(day: 0, hour: 9))]
        let early = plan(missed, now: at(day: 0, hour: 9 + 0.5 / 60))
        #expect(early.due.isEmpty && early.recentlyMissed.map(\.word) == ["abate"])
        #expect(early.nextDue == at(day: 0, hour: 9 + 1.0 / 60))
        #expect(plan(missed, now: at(day: 0, hour: 9 + 2.0 / 60)).due.map(\.word) == ["abate"])
    }

    @Test func leechesComeLastEvenWhenMostOverdue() {
        var history = (0..<8).map { outcome("abate", correct: false, at: at(day: Double(-40 + $0))) }
        history += [easy("zeal", day: -12), outcome("quell", correct: false, at: at(day: 0, hour: 8))]
        let review = plan(history, now: at(day: 0, hour: 10))
        #expect(review.leeches.map(\.word) == ["abate"] && review.leeches.first?.misses == 8)
        // quell's one-minute step has passed; a learning card's recall is 1 within its first day.
        #expect(review.words == ["zeal", "quell", "abate"])
        #expect(review.due.allSatisfy { !$0.isLeech })
    }
}
