import Foundation
import ScoreHistory

extension LearnerLevel {
    /// For `stats`: "Default level: B2 (placement on 2026-11-30)".
    var summary: String {
        let day = { (date: Date) in String(Timestamp.format(date).prefix(10)) }
        let why =
            switch reason {
            case .start: "the starting level; vocabquiz placement finds yours"
            case let .placement(time): "placement on \(day(time))"
            case let .history(time): "from your answers up to \(day(time))"
            }
        return "Default level: \(level.rawValue) (\(why))"
    }
}
