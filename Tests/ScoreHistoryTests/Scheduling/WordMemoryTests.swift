import Foundation
import Testing

@testable import ScoreHistory

@Suite("WordMemory (SM-2)")
struct WordMemoryTests {
    /// Replays `grades`, each answered exactly when the previous answer made the word due.
    func replay(_ grades: [OutcomeGrade]) -> [WordMemory] {
        var memory = WordMemory(word: "abate")
        var time = at(day: 0)
        var states: [WordMemory] = []
        for grade in grades {
            memory.apply(grade, at: time)
            states.append(memory)
            time = memory.due ?? time
        }
        return states
    }

    @Test func goodAnswersFollowTheSM2Intervals() {
        let states = replay([.good, .good, .good, .good])
        #expect(states.map(\.intervalDays) == [1, 6, 15, 38])
        #expect(states.map(\.repetitions) == [1, 2, 3, 4])
        #expect(states.allSatisfy { abs($0.easiness - 2.5) < 1e-9 })
        #expect(states[2].due == at(day: 22))
    }

    @Test func easyAnswersRaiseEasinessAndStretchIntervals() {
        let states = replay([.easy, .easy, .easy])
        #expect(states.map(\.intervalDays) == [1, 6, 17])
        #expect(zip(states.map(\.easiness), [2.6, 2.7, 2.8]).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    @Test func hardAnswersLowerEasiness() {
        let states = replay([.hard, .hard, .hard])
        #expect(states.map(\.intervalDays) == [1, 6, 14])
        #expect(zip(states.map(\.easiness), [2.36, 2.22, 2.08]).allSatisfy { abs($0 - $1) < 1e-9 })
    }

    @Test func aWrongAnswerRestartsRepetitionsAndCountsALapse() {
        let states = replay([.good, .good, .again, .good, .good, .good])
        #expect(states.map(\.intervalDays) == [1, 6, 1, 1, 6, 12])
        #expect(states.map(\.repetitions) == [1, 2, 0, 1, 2, 3])
        #expect(abs(states[2].easiness - 1.96) < 1e-9)
        #expect(states[5].lapses == 1)
        #expect(states[5].attempts == 6 && states[5].correct == 5)
    }

    @Test func easinessNeverFallsBelow1Point3() {
        let states = replay([.again, .again, .again, .again])
        #expect(zip(states.map(\.easiness), [1.96, 1.42, 1.3, 1.3]).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(states.allSatisfy { $0.intervalDays == 1 && $0.repetitions == 0 })
        #expect(states.last?.lapses == 0)
    }

    @Test func aRightAnswerBeforeTheDueDateDoesNotAdvanceTheSchedule() {
        var memory = WordMemory(word: "abate")
        memory.apply(.good, at: at(day: 0))
        memory.apply(.easy, at: at(day: 0, hour: 10))
        #expect(memory.intervalDays == 1 && memory.repetitions == 1 && memory.easiness == 2.5)
        #expect(memory.due == at(day: 1))
        #expect(memory.attempts == 2 && memory.lastGrade == .easy)
        memory.apply(.again, at: at(day: 0, hour: 11))
        #expect(memory.repetitions == 0 && memory.due == at(day: 1, hour: 11))
    }

    @Test func masteredMeansAnIntervalOfThreeWeeks() {
        let states = replay([.good, .good, .good, .good])
        #expect(states.map(\.isMastered) == [false, false, false, true])
    }
}
