/// Wayground (formerly Quizizz) spreadsheet import, as CSV; it carries the explanation.
enum WaygroundRenderer {
    static let header = [
        "Question Text", "Question Type", "Option 1", "Option 2", "Option 3", "Option 4", "Option 5",
        "Correct Answer", "Time in seconds", "Image Link", "Answer explanation",
    ]

    static func render(_ items: [ExportItem], options: ExportOptions) -> String {
        var output = CSVText.row(header)
        output.reserveCapacity(items.count * 300)
        for item in items {
            let question = item.question
            output += CSVText.row(
                [question.text, "Multiple Choice"] + question.choices
                    + ["", String(item.answerIndex + 1), String(options.timeLimitSeconds), "", question.explanation],
                removingControlCharacters: true)
        }
        return output
    }
}
