/// The running score of one REPL session, rendered as the line after every answer.
public struct SessionScore: Sendable, Hashable, Codable {
    /// Questions answered (skips do not count).
    public private(set) var answered = 0
    /// Right answers.
    public private(set) var correct = 0
    /// Right answers in a row, ending with the latest.
    public private(set) var streak = 0
    /// The longest streak this session.
    public private(set) var bestStreak = 0

    /// An empty score for a new session.
    public init() {}

    /// Counts one graded answer.
    public mutating func record(isCorrect: Bool) {
        answered += 1
        if isCorrect {
            correct += 1
            streak += 1
            bestStreak = max(bestStreak, streak)
        } else {
            streak = 0
        }
    }

    /// Whole percent right, rounded; nil before the first answer.
    public var percentage: Int? {
        answered == 0 ? nil : Int((Double(correct) * 100 / Double(answered)).rounded())
    }

    /// `Score 3/4 (75%) · streak 2`, with ` · level B1 → B2 (…)` appended when the level just changed.
    public func line(levelChange: LevelChange? = nil) -> String {
        var text = "Score \(correct)/\(answered)"
        if let percentage { text += " (\(percentage)%)" }
        text += " · streak \(streak)"
        if let levelChange { text += " · \(levelChange)" }
        return text
    }
}
