/// Kahoot's spreadsheet import, as CSV: 120-character questions, 75-character answers, no explanation.
enum KahootRenderer {
    static let header = [
        "Question - max 120 characters", "Answer 1 - max 75 characters", "Answer 2 - max 75 characters",
        "Answer 3 - max 75 characters", "Answer 4 - max 75 characters",
        "Time limit (sec) – 5, 10, 20, 30, 60, 90, 120, or 240 secs", "Correct answer(s) - choose at least one",
    ]
    static let questionLimit = 120
    static let answerLimit = 75
    static let timeLimits = [5, 10, 20, 30, 60, 90, 120, 240]

    static func render(_ items: [ExportItem], options: ExportOptions, losses: inout [LossNote]) -> String {
        var output = CSVText.row(header)
        output.reserveCapacity(items.count * 250)
        let timeLimit = String(timeLimits.first { $0 >= options.timeLimitSeconds } ?? timeLimits[timeLimits.count - 1])
        for item in items {
            let question = item.question
            var fields = [fit(question.text, limit: questionLimit, item: item, field: .question, losses: &losses)]
            for (index, choice) in question.choices.enumerated() {
                fields.append(fit(choice, limit: answerLimit, item: item, field: .choice(index), losses: &losses))
            }
            fields += [timeLimit, String(item.answerIndex + 1)]
            output += CSVText.row(fields)
            if !question.explanation.isEmpty {
                losses.append(note(item, .explanation, .dropped))
            }
        }
        return output
    }

    /// Puts `text` on one line and cuts it to `limit` UTF-16 code units (what Kahoot's web app counts),
    /// never splitting a character, ending a cut text with "…".
    static func fit(_ text: String, limit: Int, item: ExportItem, field: LossNote.Field, losses: inout [LossNote])
        -> String
    {
        var line = text.removingControlCharacters
        if line.containsLineBreak {
            line = line.split(whereSeparator: \.isNewline).joined(separator: " ")
            losses.append(note(item, field, .joinedLines))
        }
        let length = line.utf16.count
        guard length > limit else { return line }
        var kept = ""
        var keptLength = 0
        for character in line {
            let size = character.utf16.count
            if keptLength + size + 1 > limit { break }
            kept.append(character)
            keptLength += size
        }
        kept.append("…")
        losses.append(note(item, field, .truncated(from: length, to: keptLength + 1)))
        return kept
    }

    private static func note(_ item: ExportItem, _ field: LossNote.Field, _ loss: LossNote.Loss) -> LossNote {
        LossNote(format: .kahoot, questionNumber: item.number, word: item.question.word, field: field, loss: loss)
    }
}
