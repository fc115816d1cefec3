import Foundation

/// A Common European Framework of Reference level, the scale teachers speak in.
public enum CEFRLevel: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case a1 = "A1", a2 = "A2", b1 = "B1", b2 = "B2", c1 = "C1", c2 = "C2"

    /// Parses `b2`, `B2` or ` B2 `; nil for anything else.
    public init?(parsing text: String) {
        self.init(rawValue: text.trimmingCharacters(in: .whitespaces).uppercased())
    }

    /// The level's place on the scale, 0 (A1) to 5 (C2): the number the lexicon stores for a level, and the
    /// order levels compare in.
    public var index: Int {
        switch self {
        case .a1: 0
        case .a2: 1
        case .b1: 2
        case .b2: 3
        case .c1: 4
        case .c2: 5
        }
    }

    public static func < (lhs: CEFRLevel, rhs: CEFRLevel) -> Bool {
        lhs.index < rhs.index
    }

    /// The next level up, or nil at C2.
    public var higher: CEFRLevel? { neighbour(offset: 1) }
    /// The next level down, or nil at A1.
    public var lower: CEFRLevel? { neighbour(offset: -1) }

    private func neighbour(offset: Int) -> CEFRLevel? {
        let index = index + offset
        return Self.allCases.indices.contains(index) ? Self.allCases[index] : nil
    }
}
