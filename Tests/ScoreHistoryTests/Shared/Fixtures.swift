import Foundation
import Quiz

@testable import ScoreHistory

/// 2026-11-30T00:00:00Z, the fixed "today" of these tests.
let dayZero = Date(timeIntervalSince1970: 1_795_996_800)

/// `dayZero` plus days and hours.
func at(day: Double, hour: Double = 9) -> Date {
    dayZero.addingTimeInterval(day * 86_400 + hour * 3_600)
}

let utcDays = LocalDays(timeZone: TimeZone(identifier: "UTC")!, at: dayZero)

func record(
    _ word: String, correct: Bool, at time: Date, latency: Double = 5, session: String = "s1",
    explanation: String = "Because."
) -> HistoryRecord {
    HistoryRecord(
        time: time, session: session, word: word, text: "What does \"\(word)\" mean?",
        choices: ["right \(word)", "wrong 1", "wrong 2", "wrong 3"], answer: "right \(word)",
        given: correct ? "right \(word)" : "wrong 1", isCorrect: correct, latency: latency, level: .b1,
        source: "offline", kind: .wordToDefinition, explanation: explanation)
}

func outcome(_ word: String, correct: Bool, at time: Date, latency: Double = 5) -> AnswerOutcome {
    AnswerOutcome(time: time, word: word, isCorrect: correct, latency: latency)
}
