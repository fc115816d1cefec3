/// The running score of one session: answered, correct and streaks.
struct SessionScore: Sendable, Equatable {
    private(set) var answered = 0
    private(set) var correct = 0
    private(set) var streak = 0
    private(set) var bestStreak = 0

    mutating func record(isCorrect: Bool) {
        answered += 1
        if isCorrect {
            correct += 1
            streak += 1
            bestStreak = max(bestStreak, streak)
        } else {
            streak = 0
        }
    }

    /// Whole-number percentage correct; 0 before the first answer.
    var percentage: Int { answered == 0 ? 0 : Int((Double(correct) * 100 / Double(answered)).rounded()) }

    /// `Score 3/4 (75%) · streak 2`
    var line: String { "Score \(correct)/\(answered) (\(percentage)%) · streak \(streak)" }

    /// The closing summary printed when a session ends, however it ends.
    var summary: String {
        answered == 0
            ? "No questions answered. Goodbye!"
            : "Session over: \(correct)/\(answered) correct (\(percentage)%), best streak \(bestStreak)."
    }
}
