/// Opt-in (`--adaptive`) level stepping: up after a run of right answers, down after a run of misses.
///
/// The REPL records every graded answer and shows any change in the score line. With prefetch
/// the next question may already be generated, so a change takes effect one question later.
public struct AdaptiveLevel: Sendable, Hashable {
    /// The level the next question should use.
    public private(set) var level: CEFRLevel
    /// Right answers in a row that step the level up.
    public var stepUpAfter: Int
    /// Wrong answers in a row that step the level down.
    public var stepDownAfter: Int
    private var rightRun = 0
    private var wrongRun = 0

    /// Starts at `level`; runs shorter than 1 are treated as 1.
    public init(level: CEFRLevel, stepUpAfter: Int = 3, stepDownAfter: Int = 2) {
        self.level = level
        self.stepUpAfter = max(1, stepUpAfter)
        self.stepDownAfter = max(1, stepDownAfter)
    }

    /// Records one graded answer; returns the change it caused, if any.
    public mutating func record(isCorrect: Bool) -> LevelChange? {
        if isCorrect {
            rightRun += 1
            wrongRun = 0
            guard rightRun >= stepUpAfter, let next = level.higher else { return nil }
            return change(to: next, reason: "\(rightRun) right in a row")
        } else {
            wrongRun += 1
            rightRun = 0
            guard wrongRun >= stepDownAfter, let next = level.lower else { return nil }
            return change(to: next, reason: "\(wrongRun) missed in a row")
        }
    }

    private mutating func change(to next: CEFRLevel, reason: String) -> LevelChange {
        let change = LevelChange(from: level, to: next, reason: reason)
        level = next
        rightRun = 0
        wrongRun = 0
        return change
    }
}

/// A level step, with the words the score line shows.
public struct LevelChange: Sendable, Hashable, CustomStringConvertible {
    /// The level before the step.
    public var from: CEFRLevel
    /// The level after the step.
    public var to: CEFRLevel
    /// Why, e.g. `3 right in a row`.
    public var reason: String

    /// For example `level B1 → B2 (3 right in a row)`.
    public var description: String { "level \(from.rawValue) → \(to.rawValue) (\(reason))" }
}
