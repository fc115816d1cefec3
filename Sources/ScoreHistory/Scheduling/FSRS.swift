import Foundation

/// FSRS-6, the scheduler Anki ships, as a pure value: the formulas of the reference
/// implementation (py-fsrs 6, `fsrs.scheduler.Scheduler`) with fuzz off.
///
/// No fuzz, because history is replayed on every run and `VOCABQUIZ_NOW` replays must be exact.
/// Everything else (parameter order, clamps, Python's round-half-to-even on intervals, whole
/// elapsed days in retrievability) follows the reference, and `FSRSReferenceTests` checks it
/// against py-fsrs on generated review sequences.
public struct FSRS: Sendable, Hashable {
    /// The published FSRS-6 default weights w0…w20 (py-fsrs `DEFAULT_PARAMETERS`).
    public static let defaultWeights: [Double] = [
        0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
        1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
    ]
    /// The desired retentions `--retention` accepts.
    public static let retentionRange: ClosedRange<Double> = 0.70...0.97
    /// Below this stability (days) the reference clamps.
    static let minimumStability = 0.001

    /// w0…w20.
    public let weights: [Double]
    /// The probability of recall at which a review-state word falls due; 0.9 by default.
    public let desiredRetention: Double
    /// Short-term steps (seconds) for new words: 1 and 10 minutes, as the reference.
    public let learningSteps: [Int64]
    /// Short-term steps (seconds) after a lapse: 10 minutes, as the reference.
    public let relearningSteps: [Int64]
    /// The longest interval in days (the reference's 36,500).
    public let maximumInterval: Int
    let decay: Double
    let factor: Double
    // Terms that depend only on the parameters, computed once instead of per review (same values).
    private let retentionTerm: Double
    private let easyInitialDifficulty: Double
    private let recallScale: Double
    private let forgetShortTermDivisor: Double
    private let shortTermGrowth: [Double]

    /// The reference defaults (weights, steps, maximum interval), with `desiredRetention`
    /// (0.9 unless the learner chose otherwise).
    public init(desiredRetention: Double = 0.9) {
        let weights = Self.defaultWeights
        self.weights = weights
        learningSteps = [60, 600]
        relearningSteps = [600]
        maximumInterval = 36_500
        self.desiredRetention = desiredRetention
        decay = -weights[20]
        factor = pow(0.9, 1 / decay) - 1
        retentionTerm = pow(desiredRetention, 1 / decay) - 1
        easyInitialDifficulty = weights[4] - pow(Self.e, weights[5] * 3) + 1
        recallScale = pow(Self.e, weights[8])
        forgetShortTermDivisor = pow(Self.e, weights[17] * weights[18])
        shortTermGrowth = (1...4).map { pow(Self.e, weights[17] * (Double($0 - 3) + weights[18])) }
    }

    /// The probability of recalling `card` at `millis`: (1 + F·t/S)^−w20 over whole elapsed
    /// days t, as the reference computes it; 0 for a card never reviewed.
    public func retrievability(of card: FSRSCard, atMillis millis: Int64) -> Double {
        guard let last = card.lastReviewMillis, let stability = card.stability else { return 0 }
        let elapsedDays = max(0, Self.wholeDays(from: last, to: millis))
        return pow(1 + factor * Double(elapsedDays) / stability, decay)
    }

    /// The interval in whole days after which recall falls to `desiredRetention`.
    func nextInterval(stability: Double) -> Int {
        let days = (stability / factor) * retentionTerm
        return min(max(Int(days.rounded(.toNearestOrEven)), 1), maximumInterval)
    }

    func initialStability(_ rating: Int) -> Double {
        max(weights[rating - 1], Self.minimumStability)
    }

    func initialDifficulty(_ rating: Int, isClamped: Bool) -> Double {
        let difficulty = weights[4] - pow(Self.e, weights[5] * Double(rating - 1)) + 1
        return isClamped ? Self.clampDifficulty(difficulty) : difficulty
    }

    func shortTermStability(_ stability: Double, rating: Int) -> Double {
        var increase = shortTermGrowth[rating - 1] * pow(stability, -weights[19])
        if rating > 1 { increase = max(increase, 1.0) }
        return max(stability * increase, Self.minimumStability)
    }

    func nextDifficulty(_ difficulty: Double, rating: Int) -> Double {
        let delta = -(weights[6] * Double(rating - 3))
        let damped = difficulty + (10.0 - difficulty) * delta / 9.0
        return Self.clampDifficulty(weights[7] * easyInitialDifficulty + (1 - weights[7]) * damped)
    }

    func nextStability(difficulty d: Double, stability s: Double, retrievability r: Double, rating: Int) -> Double {
        let next: Double
        if rating == 1 {
            let longTerm =
                weights[11] * pow(d, -weights[12]) * (pow(s + 1, weights[13]) - 1) * pow(Self.e, (1 - r) * weights[14])
            let shortTerm = s / forgetShortTermDivisor
            next = min(longTerm, shortTerm)
        } else {
            let hardPenalty = rating == 2 ? weights[15] : 1
            let easyBonus = rating == 4 ? weights[16] : 1
            next =
                s
                * (1 + recallScale * (11 - d) * pow(s, -weights[9])
                    * (pow(Self.e, (1 - r) * weights[10]) - 1)
                    * hardPenalty * easyBonus)
        }
        return max(next, Self.minimumStability)
    }

    /// Python's `math.e`; the reference raises it with `**`, so `pow` (not `exp`) matches it bit for bit.
    static let e = 2.718281828459045

    static func clampDifficulty(_ difficulty: Double) -> Double { min(max(difficulty, 1.0), 10.0) }

    /// Whole days between two instants, rounded down like Python's `timedelta.days`.
    static func wholeDays(from start: Int64, to end: Int64) -> Int64 {
        let difference = end - start
        let day: Int64 = 86_400_000
        return difference >= 0 ? difference / day : -((-difference + day - 1) / day)
    }
}
