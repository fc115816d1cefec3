import ScoreHistory

/// How terminal text may be decorated.
public enum TextStyle: Sendable, Hashable {
    /// No ANSI escape codes: pipes, files, `NO_COLOR`.
    case plain
    /// ANSI colours for an interactive terminal.
    case color

    /// Colour only on a terminal and only when `NO_COLOR` is unset or empty (https://no-color.org).
    public init(environment: [String: String], isTerminal: Bool) {
        let isColorDisabled = !(environment["NO_COLOR"] ?? "").isEmpty
        self = isTerminal && !isColorDisabled ? .color : .plain
    }
}

extension StatsReport {
    /// The dashboard `vocabquiz stats` prints.
    public func rendered(style: TextStyle) -> String {
        guard totalAnswers > 0 else {
            return "No answers yet. Run `vocabquiz` to start a quiz.\n"
        }
        var lines: [String] = []
        lines.append("All time  \(totalAnswers) answers · \(Self.percent(accuracy)) right")
        lines.append("Streak    current \(currentStreak) · best \(bestStreak)")
        // Counted from the same states the "Recall now" list shows, so the two agree.
        let states = Dictionary(grouping: words, by: \.state).mapValues(\.count)
        lines.append(
            "Words     \(wordsSeen) seen · \(states[.learning] ?? 0) learning · \(states[.review] ?? 0) review · "
                + "\(states[.relearning] ?? 0) relearning · \(wordsMastered) mastered")
        lines.append("Due       \(dueNow) now · \(dueToday - dueNow) later today · \(dueTomorrow) tomorrow")
        if reviewNow > dueNow {
            lines.append(
                "Review    \(reviewNow) words now (vocabquiz review): \(dueNow) due, \(reviewNow - dueNow) recently missed"
            )
        }
        lines.append(retentionLine)
        if let first = recentDays.first, let last = recentDays.last {
            lines.append("")
            lines.append("Last \(recentDays.count) days (\(first.date) … \(last.date))")
            lines.append(contentsOf: ActivityChart(days: recentDays).rows(style: style))
        }
        let activeDays = days.suffix(7)
        if !activeDays.isEmpty {
            lines.append("")
            lines.append("Recent days")
            for day in activeDays.reversed() {
                lines.append(
                    "  \(day.date)  \(Self.pad(String(day.answers), 5)) answers  \(Self.percent(day.accuracy))")
            }
        }
        if !weakestWords.isEmpty {
            lines.append("")
            lines.append("Weakest words")
            let width = weakestWords.map(\.word.count).max() ?? 0
            for word in weakestWords {
                let name = word.word + String(repeating: " ", count: width - word.word.count)
                lines.append(
                    "  \(name)  \(Self.pad("\(word.correct)/\(word.attempts)", 7))  \(Self.percent(word.accuracy))")
            }
        }
        lines.append(contentsOf: schedulingSections)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `78%`, or `–` when there is nothing to divide.
    static func percent(_ fraction: Double?) -> String {
        guard let fraction else { return "–" }
        return "\(Int((fraction * 100).rounded()))%"
    }

    static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
