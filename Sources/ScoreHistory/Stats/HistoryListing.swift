import Quiz

/// Text for `vocabquiz history [N]` and `vocabquiz history --missed` (and `:history`).
public enum HistoryListing {
    /// The last `count` answers, oldest first, one line each:
    /// `2026-11-30 09:15  ✅ abate  to lessen  (2.1 s)`.
    public static func recent(_ records: [HistoryRecord], count: Int, days: LocalDays) -> String {
        let shown = records.suffix(max(0, count))
        guard !shown.isEmpty else { return "No answers yet.\n" }
        return shown.map { record in
            let mark = record.isCorrect ? "✅" : "❌"
            let latency = String(format: "%.1f", record.latency)
            return "\(time(record, days))  \(mark) \(record.word)  \(record.given)  (\(latency) s)"
        }.joined(separator: "\n") + "\n"
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
            lines.append("  \(record.question)")
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
