import ScoreHistory

/// Two rows of Unicode blocks: answers per day and accuracy per day.
///
/// Eight block heights are enough to see a trend in a terminal line; a `·` marks a day
/// without answers so gaps stay visible without colour.
struct ActivityChart {
    var days: [DayStats]

    static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    static let empty: Character = "·"

    /// `answers  ▁▃·█ (max 42/day)` and `accuracy ▇▆·█`, coloured only in `.color` style.
    func rows(style: TextStyle) -> [String] {
        let busiest = days.map(\.answers).max() ?? 0
        let answers = days.map { day -> String in
            guard day.answers > 0, busiest > 0 else { return String(Self.empty) }
            return String(Self.block(Double(day.answers) / Double(busiest)))
        }
        let accuracy = days.map { day -> String in
            guard let fraction = day.accuracy else { return String(Self.empty) }
            let block = String(Self.block(fraction))
            return style == .color ? Self.colour(for: fraction) + block + "\u{1B}[0m" : block
        }
        return [
            "  answers   " + answers.joined() + "  (max \(busiest)/day)",
            "  accuracy  " + accuracy.joined() + "  (█ = 100%)",
        ]
    }

    /// The block for a fraction 0…1; any non-zero value gets at least the lowest block.
    static func block(_ fraction: Double) -> Character {
        let clamped = min(1, max(0, fraction))
        let index = Int((clamped * Double(blocks.count)).rounded(.up)) - 1
        return blocks[max(0, index)]
    }

    /// Green from 80%, yellow from 50%, red below.
    private static func colour(for fraction: Double) -> String {
        fraction >= 0.8 ? "\u{1B}[32m" : fraction >= 0.5 ? "\u{1B}[33m" : "\u{1B}[31m"
    }
}
