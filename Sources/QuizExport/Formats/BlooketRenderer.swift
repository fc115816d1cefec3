/// Blooket's CSV import template: a title row, a header row, then one row per question.
/// It has no explanation column.
enum BlooketRenderer {
    static let titleRow = ["Blooket Import Template", "", "", "", "", "", "", ""]
    static let header = [
        "Question #", "Question Text", "Answer 1", "Answer 2", "Answer 3 (Optional)", "Answer 4 (Optional)",
        "Time Limit (sec) (Max: 300 seconds)", "Correct Answer(s) (Only include Answer #)",
    ]
    static let maximumTimeLimit = 300

    static func render(_ items: [ExportItem], options: ExportOptions, losses: inout [LossNote]) -> String {
        var output = CSVText.row(titleRow) + CSVText.row(header)
        output.reserveCapacity(items.count * 250)
        let timeLimit = String(options.timeLimitSeconds ?? ExportOptions.defaultTimeLimit)
        for item in items {
            let question = item.question
            output += CSVText.row(
                [String(item.number), question.text] + question.choices
                    + [timeLimit, String(item.answerIndex + 1)], removingControlCharacters: true)
            if !question.explanation.isEmpty {
                losses.append(
                    LossNote(
                        format: .blooket, questionNumber: item.number, word: question.word, field: .explanation,
                        loss: .dropped))
            }
        }
        return output
    }
}
