/// How well a word was recalled, derived from the answer itself instead of asking the learner.
///
/// The four grades are Anki's buttons. A quiz never asks "how hard was that?": it knows whether
/// the pick was right and how long it took, and that is what `GradingPolicy` turns into a grade.
public enum OutcomeGrade: String, Sendable, Hashable, Codable, CaseIterable {
    /// Wrong answer.
    case again
    /// Right, but slower than `GradingPolicy.slowAfter`.
    case hard
    /// Right at a normal pace.
    case good
    /// Right and faster than `GradingPolicy.fastUnder`.
    case easy

    /// The SM-2 quality q (0–5) for this grade.
    ///
    /// - again → 1 ("incorrect response; the correct one remembered": the right choice was on screen);
    /// - hard → 3 ("correct response recalled with serious difficulty");
    /// - good → 4 ("correct response after a hesitation");
    /// - easy → 5 ("perfect response").
    ///
    /// Only q < 3 restarts the repetitions, so exactly the wrong answers do.
    public var quality: Int {
        switch self {
        case .again: 1
        case .hard: 3
        case .good: 4
        case .easy: 5
        }
    }
}

/// The latency thresholds that split right answers into hard, good and easy.
public struct GradingPolicy: Sendable, Hashable, Codable {
    /// A right answer slower than this many seconds is `hard`.
    public var slowAfter: Double
    /// A right answer faster than this many seconds is `easy`.
    public var fastUnder: Double

    /// - Parameters:
    ///   - slowAfter: Seconds; 10 by default, as the learning-loop issue asks.
    ///   - fastUnder: Seconds; 3 by default, about the time to read four short choices and pick without doubt.
    public init(slowAfter: Double = 10, fastUnder: Double = 3) {
        self.slowAfter = slowAfter
        self.fastUnder = fastUnder
    }

    /// The grade for an answer.
    public func grade(isCorrect: Bool, latency: Double) -> OutcomeGrade {
        guard isCorrect else { return .again }
        if latency > slowAfter { return .hard }
        if latency < fastUnder { return .easy }
        return .good
    }
}
