import Quiz

/// Text for `vocabquiz history [N]` and `vocabquiz history --missed` (and `:history`).
public enum HistoryListing {
    /// The last `count` answers, oldest first, under a header, in aligned columns, the answer last
    /// (it is the one that may be long):
    ///
    ///     When              Word       Time  Answered
    ///     2026-11-30 09:15  ✅ abate  2.1 s  to lessen
    public static func recent(_ records: [HistoryRecord], count: Int, days: LocalDays) -> String {
        let shown = records.suffix(max(0, count))
        guard !shown.isEmpty else { return "No answers yet.\n" }
        let wordWidth = max(4, shown.map(\.word.count).max() ?? 0)
        let latencies = shown.map { String(format: "%.1f s", $0.latency) }
        let latencyWidth = max(4, latencies.map(\.count).max() ?? 0)
        let pad = { (text: String, width: Int) in text + String(repeating: " ", count: max(0, width - text.count)) }
        let padLeft = { (text: String, width: Int) in String(repeating: " ", count: max(0, width - text.count)) + text }
        // The mark takes three columns (an emoji and a space); the header's word starts after it.
        let header = "\(pad("When", 16))     \(pad("Word", wordWidth))  \(padLeft("Time", latencyWidth))  Answered"
        let rows = zip(shown, latencies).map { record, latency in
            let mark = record.isCorrect ? "✅" : "❌"
            return "\(time(record, days))  \(mark) \(pad(record.word, wordWidth))  \(padLeft(latency, latencyWidth))  "
                + record.given
        }
        return ([header] + rows).joined(separator: "\n") + "\n"
    }

    /// Missed questions, most recent last, each with what was picked, the answer and the explanation,
    /// so a learner can read them back.
    ///
    /// - Parameter limit: Show only the last `limit` misses; nil for all.
    public static func missed(_ records: [HistoryRecord], limit: Int? = nil, days: LocalDays) -> String {
        let misses = records.filter { !$0.isCorrect }
        let shown = limit.map { misses.suffix(max(0, $0)) } ?? misses[...]
        guard !shown.isEmpty else { return "No missed questions.\n" }
        return shown.map { record in
            var lines = ["\(time(record, days))  ❌ \(record.word)" + (record.level.map { " (\($0.rawValue))" } ?? "")]
            lines.append("  \(record.text)")
            for (index, choice) in record.choices.enumerated() {
                lines.append("    \(Question.choiceLabel(at: index))) \(choice)")
            }
            lines.append("  You answered: \(record.given)")
            lines.append("  Answer: \(record.answer)")
            if !record.explanation.isEmpty { lines.append("  \(record.explanation)") }
            return lines.joined(separator: "\n")
        }.joined(separator: "\n\n") + "\n"
    }

    /// `YYYY-MM-DD HH:MM` in the learner's time zone.
    private static func time(_ record: HistoryRecord, _ days: LocalDays) -> String {
        let local = record.time.timeIntervalSince1970 + Double(days.offset)
        let day = Int((local / 86_400).rounded(.down))
        let minute = Int((local - Double(day) * 86_400) / 60)
        return days.label(ofDay: day) + " " + String(format: "%02d:%02d", minute / 60, minute % 60)
    }
}
