import Quiz

/// Moodle Aiken: a one-line stem, lettered choices, `ANSWER: X`. It has no place for an explanation.
enum AikenRenderer {
    static func render(_ items: [ExportItem], losses: inout [LossNote]) -> String {
        var output = ""
        output.reserveCapacity(items.count * 250)
        for item in items {
            let question = item.question
            output += oneLine(question.text, item: item, field: .question, losses: &losses) + "\n"
            for (index, choice) in question.choices.enumerated() {
                let text = oneLine(choice, item: item, field: .choice(index), losses: &losses)
                output += "\(Question.choiceLabel(at: index)). \(text)\n"
            }
            output += "ANSWER: \(Question.choiceLabel(at: item.answerIndex))\n\n"
            if !question.explanation.isEmpty {
                losses.append(note(item, .explanation, .dropped))
            }
        }
        return output
    }

    /// Aiken reads line by line, so line breaks become spaces and the change is reported.
    private static func oneLine(_ text: String, item: ExportItem, field: LossNote.Field, losses: inout [LossNote])
        -> String
    {
        let text = text.removingControlCharacters
        guard text.containsLineBreak else { return text }
        losses.append(note(item, field, .joinedLines))
        return text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    private static func note(_ item: ExportItem, _ field: LossNote.Field, _ loss: LossNote.Loss) -> LossNote {
        LossNote(format: .aiken, questionNumber: item.number, word: item.question.word, field: field, loss: loss)
    }
}
