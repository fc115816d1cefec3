/// Generic RFC 4180 CSV with a header row, for spreadsheets and scripts.
enum PlainCSVRenderer {
    static let header = [
        "word", "question", "choice_a", "choice_b", "choice_c", "choice_d", "answer", "explanation", "level",
    ]

    static func render(_ items: [ExportItem]) -> String {
        var output = CSVText.row(header)
        output.reserveCapacity(items.count * 300)
        for item in items {
            let question = item.question
            output += CSVText.row(
                [question.word, question.text] + question.choices
                    + [question.answer, question.explanation, item.item.level?.rawValue ?? ""])
        }
        return output
    }
}
