import Quiz

/// `vocabquiz placement`: a short adaptive test that finds the level to start practising at.
///
/// A one-up, one-down staircase: it starts at B1 and moves one level up after a right answer and one
/// down after a wrong one, so it settles around the level the learner gets half right. The result is
/// the highest level asked at least twice with at least two thirds right: a level where practice
/// is comfortable but not idle, close to the 70–85% a default session aims for.
public struct PlacementStaircase: Sendable {
    /// Questions in a placement unless the learner asks for another number (20–30).
    public static let defaultQuestionCount = 24
    public static let questionCounts = 20...30

    /// The level of the next question.
    public private(set) var level: CEFRLevel = .b1
    /// Every answer so far with the level it was asked at.
    public private(set) var answers: [(level: CEFRLevel, isCorrect: Bool)] = []

    public init() {}

    public mutating func record(isCorrect: Bool) {
        answers.append((level, isCorrect))
        level = (isCorrect ? level.higher : level.lower) ?? level
    }

    /// The placed level: see the type's description; A1 when no level qualifies.
    public var result: CEFRLevel {
        let qualifying = CEFRLevel.allCases.filter { level in
            let asked = answers.filter { $0.level == level }
            let right = asked.filter(\.isCorrect).count
            return asked.count >= 2 && 3 * right >= 2 * asked.count
        }
        return qualifying.max() ?? .a1
    }

    /// Roughly how many words a learner at `level` knows: the lemmas up to the top of its band.
    public static func knownWords(at level: CEFRLevel) -> String {
        switch level {
        case .a1: "≈ 800 words"
        case .a2: "≈ 2,000 words"
        case .b1: "≈ 4,000 words"
        case .b2: "≈ 7,000 words"
        case .c1: "≈ 12,000 words"
        case .c2: "more than 12,000 words"
        }
    }
}
