import Testing

@testable import Quiz

@Suite("AdaptiveLevel")
struct AdaptiveLevelTests {
    @Test func stepsUpAfterThreeRightAndDownAfterTwoMissed() {
        var adaptive = AdaptiveLevel(level: .b1)
        #expect(adaptive.record(isCorrect: true) == nil)
        #expect(adaptive.record(isCorrect: true) == nil)
        let up = adaptive.record(isCorrect: true)
        #expect(up?.description == "level B1 → B2 (3 right in a row)")
        #expect(adaptive.level == .b2)
        #expect(adaptive.record(isCorrect: false) == nil)
        #expect(adaptive.record(isCorrect: false)?.description == "level B2 → B1 (2 missed in a row)")
        #expect(adaptive.level == .b1)
    }

    @Test func aMissInterruptsTheRunOfRightAnswers() {
        var adaptive = AdaptiveLevel(level: .a2)
        let changes = [true, true, false, true, true].map { adaptive.record(isCorrect: $0) }
        #expect(changes.allSatisfy { $0 == nil })
        #expect(adaptive.level == .a2)
    }

    @Test func staysWithinA1ToC2() {
        var top = AdaptiveLevel(level: .c2, stepUpAfter: 1)
        #expect(top.record(isCorrect: true) == nil && top.level == .c2)
        var bottom = AdaptiveLevel(level: .a1, stepDownAfter: 1)
        #expect(bottom.record(isCorrect: false) == nil && bottom.level == .a1)
    }
}
