import Foundation
import Testing

@testable import ScoreHistory

/// FSRS-6 facts that can be checked by hand; `FSRSReferenceTests` checks everything against py-fsrs.
@Suite("FSRS")
struct FSRSTests {
    let fsrs = FSRS()
    let start: Int64 = 1_795_996_800_000
    let minute: Int64 = 60_000
    let day: Int64 = 86_400_000

    @Test func aNewWordAnsweredGoodTakesTheTenMinuteStep() {
        let card = fsrs.review(FSRSCard(), .good, atMillis: start)
        #expect(card.state == .learning && card.step == 1)
        #expect(card.stability == FSRS.defaultWeights[2])
        #expect(card.dueMillis == start + 10 * minute)
    }

    @Test func aNewWordAnsweredEasyGraduatesAtOnceForRoundedStabilityDays() {
        let card = fsrs.review(FSRSCard(), .easy, atMillis: start)
        #expect(card.state == .review && card.step == nil)
        #expect(card.stability == 8.2956)
        #expect(card.dueMillis == start + 8 * day)
    }

    @Test func hardOnTheFirstStepWaitsBetweenTheTwoSteps() {
        let card = fsrs.review(FSRSCard(), .hard, atMillis: start)
        #expect(card.state == .learning && card.step == 0)
        #expect(card.dueMillis == start + 330_000)
    }

    @Test func forgettingAReviewedWordStartsRelearning() {
        let learnt = fsrs.review(FSRSCard(), .easy, atMillis: start)
        let forgotten = fsrs.review(learnt, .again, atMillis: start + 8 * day)
        #expect(forgotten.state == .relearning && forgotten.step == 0)
        #expect(forgotten.dueMillis == start + 8 * day + 10 * minute)
        #expect((forgotten.stability ?? 99) < (learnt.stability ?? 0))
        #expect((forgotten.difficulty ?? 0) > (learnt.difficulty ?? 99))
        let relearnt = fsrs.review(forgotten, .good, atMillis: start + 8 * day + 10 * minute)
        #expect(relearnt.state == .review)
    }

    @Test func retrievabilityIsNinetyPercentAfterStabilityWholeDays() {
        var card = FSRSCard()
        card.stability = 10
        card.lastReviewMillis = start
        #expect(fsrs.retrievability(of: card, atMillis: start + 10 * day).isApproximatelyEqual(to: 0.9))
        #expect(fsrs.retrievability(of: card, atMillis: start + 10 * day - 1) > 0.9, "whole days only")
        #expect(fsrs.retrievability(of: card, atMillis: start) == 1)
        #expect(fsrs.retrievability(of: FSRSCard(), atMillis: start) == 0)
    }

    @Test func aHigherTargetMeansShorterIntervals() {
        let intervals = [0.7, 0.8, 0.9, 0.97].map { FSRS(desiredRetention: $0).nextInterval(stability: 10) }
        #expect(intervals[2] == 10)
        #expect(intervals == intervals.sorted(by: >) && Set(intervals).count == 4)
    }

    @Test func gradesMapToFSRSRatings() {
        #expect(OutcomeGrade.allCases.map(\.fsrsRating) == [1, 2, 3, 4])
    }
}

extension Double {
    func isApproximatelyEqual(to other: Double) -> Bool { abs(self - other) <= 1e-12 * max(1, abs(other)) }
}
