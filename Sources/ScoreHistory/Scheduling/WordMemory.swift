import Foundation

/// One word's memory state under either scheduler (FSRS's card, or SM-2's n, EF and I), plus
/// the counts statistics need.
///
/// It is always derived from history (`Scheduler.memories(from:)`), never stored as truth.
public struct WordMemory: Sendable, Hashable, Codable {
    /// The word as the learner last saw it.
    public var word: String
    /// SM-2's n: right answers in a row at scheduled reviews since the last lapse.
    public var repetitions = 0
    /// SM-2's easiness factor EF, starting at 2.5, never below 1.3.
    public var easiness = WordMemory.initialEasiness
    /// The current interval in days: SM-2's I(n), or FSRS's scheduled days (0 during learning steps).
    public var intervalDays = 0
    /// When the word is next due; nil before its first answer.
    public var due: Date?
    /// Every answer, scheduled or not.
    public var attempts = 0
    /// Right answers among them.
    public var correct = 0
    /// Misses that broke a run of successful repetitions (what Anki calls lapses).
    public var lapses = 0
    /// The grade of the latest answer.
    public var lastGrade: OutcomeGrade?
    /// When the latest answer was given.
    public var lastAnswered: Date?
    /// The FSRS state; nil when the word was replayed with SM-2.
    public var card: FSRSCard?

    /// SM-2's starting EF.
    public static let initialEasiness = 2.5
    /// SM-2's floor for EF.
    public static let minimumEasiness = 1.3
    /// An interval this long (days) counts as mastered, the threshold Anki calls "mature".
    public static let masteredInterval = 21

    /// A word never answered: EF 2.5, no interval, not due.
    public init(word: String) {
        self.word = word
    }

    /// Accuracy over every attempt, 0…1.
    public var accuracy: Double { attempts == 0 ? 0 : Double(correct) / Double(attempts) }

    /// Wrong answers.
    public var misses: Int { attempts - correct }

    /// Missed `leechMisses` times or more: Anki's leech, a word that costs far more reviews
    /// than it returns, so `review` asks it last.
    public var isLeech: Bool { misses >= Self.leechMisses }

    /// Anki's default leech threshold.
    public static let leechMisses = 8

    /// Mastered once the interval reaches `masteredInterval` days; learning before that.
    public var isMastered: Bool { intervalDays >= Self.masteredInterval }

    /// Applies one answer graded `grade` at `time`, following SM-2.
    ///
    /// - q ≥ 3: I(1) = 1, I(2) = 6, I(n) = I(n−1)·EF rounded up (as the original SM-2 text says),
    ///   using EF from before this answer; then n += 1.
    /// - q < 3: n = 0 and I = 1: the repetitions restart.
    /// - Either way EF' = EF + (0.1 − (5−q)(0.08 + (5−q)·0.02)), never below 1.3.
    ///
    /// One deviation, because a quiz also asks words that are not yet due: a right answer
    /// before the due date is not a scheduled repetition, so it leaves n, I and EF alone
    /// (it shows short-term, not long-term, recall). A wrong answer always counts.
    public mutating func apply(_ grade: OutcomeGrade, at time: Date) {
        attempts += 1
        if grade != .again { correct += 1 }
        defer {
            lastGrade = grade
            lastAnswered = time
        }
        let q = grade.quality
        if q >= 3, let due, time < due { return }
        if q >= 3 {
            switch repetitions {
            case 0: intervalDays = 1
            case 1: intervalDays = 6
            default: intervalDays = Int((Double(intervalDays) * easiness).rounded(.up))
            }
            repetitions += 1
        } else {
            if repetitions > 0 { lapses += 1 }
            repetitions = 0
            intervalDays = 1
        }
        let penalty = Double(5 - q)
        easiness = max(Self.minimumEasiness, easiness + (0.1 - penalty * (0.08 + penalty * 0.02)))
        due = time.addingTimeInterval(Double(intervalDays) * 86_400)
    }
}
