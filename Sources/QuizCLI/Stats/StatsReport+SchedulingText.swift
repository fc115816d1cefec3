import Foundation
import ScoreHistory

extension StatsReport {
    /// Words listed under "Recall now".
    static let recallListLength = 10
    /// The longest bar of the due forecast, in blocks: short enough that a day's line (21 columns
    /// before the bar) fits a 50-column terminal.
    static let forecastWidth = 24

    /// `Retention 87% expected now · target 90% (FSRS)`, or SM-2's implied figure.
    var retentionLine: String {
        let target = desiredRetention.map { " · target \(Self.percent($0))" } ?? ""
        let name = scheduler == .fsrs ? "FSRS" : "SM-2"
        return "Retention \(Self.percent(expectedRetention)) expected now\(target) (\(name))"
    }

    /// The due forecast, the words least likely recalled now, and the leeches.
    var schedulingSections: [String] {
        var lines: [String] = []
        if !dueNextDays.isEmpty {
            let busiest = dueNextDays.map(\.reviews).max() ?? 0
            let total = dueNextDays.map(\.reviews).reduce(0, +)
            lines += ["", "Due in the next \(dueNextDays.count) days (\(total) reviews)"]
            for day in dueNextDays {
                let length =
                    busiest == 0 ? 0 : Int((Double(day.reviews * Self.forecastWidth) / Double(busiest)).rounded(.up))
                let bar = day.reviews == 0 ? "·" : String(repeating: "█", count: length)
                lines.append("  \(day.date)  \(Self.pad(String(day.reviews), 5))  \(bar)")
            }
        }
        // A word in a learning step was just missed: its recall is not the point, its next step is.
        // Those come first, soonest due first, then the rest by recall.
        let stepping = { (word: WordStatus) in word.state != .review }
        let weakest = words.sorted {
            stepping($0) != stepping($1)
                ? stepping($0)
                : stepping($0)
                    ? ($0.due ?? "", $0.word) < ($1.due ?? "", $1.word)
                    : ($0.retrievability, $0.word) < ($1.retrievability, $1.word)
        }
        .prefix(Self.recallListLength)
        let now = Timestamp.parse(generatedAt)
        if !weakest.isEmpty {
            lines += ["", "Recall now (least likely first; stats --json lists all \(words.count))"]
            let width = weakest.map(\.word.count).max() ?? 0
            for word in weakest {
                let name = word.word + String(repeating: " ", count: width - word.word.count)
                let leech = word.isLeech ? "  leech" : ""
                let recall =
                    stepping(word)
                    ? "\(word.state.rawValue), \(Self.dueText(word.due, now: now))"
                    : "\(Self.pad(Self.percent(word.retrievability), 4))  \(word.state.rawValue)"
                lines.append("  \(name)  \(recall)\(leech)")
            }
        }
        if !leeches.isEmpty {
            lines += ["", "Leeches (missed \(WordMemory.leechMisses)+ times; review asks them last)"]
            let width = leeches.map(\.word.count).max() ?? 0
            for leech in leeches {
                let name = leech.word + String(repeating: " ", count: width - leech.word.count)
                let misses = leech.attempts - leech.correct
                lines.append(
                    "  \(name)  \(Self.pad("\(leech.correct)/\(leech.attempts)", 7))  \(Self.percent(leech.accuracy))  missed \(misses)×"
                )
            }
        }
        return lines
    }

    /// `due in 10 min`, `due in 3 h`, `due now`: when a word's learning step ends.
    static func dueText(_ due: String?, now: Date?) -> String {
        guard let due, let date = Timestamp.parse(due), let now else { return "due now" }
        let minutes = Int((date.timeIntervalSince(now) / 60).rounded(.up))
        if minutes <= 0 { return "due now" }
        if minutes < 60 { return "due in \(minutes) min" }
        if minutes < 48 * 60 { return "due in \(minutes / 60) h" }
        return "due in \(minutes / (24 * 60)) days"
    }
}
