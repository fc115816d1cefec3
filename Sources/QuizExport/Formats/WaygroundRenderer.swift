import Foundation

/// Wayground (formerly Quizizz) spreadsheet import; it carries the explanation.
///
/// `wayground` writes Wayground's own `.xlsx` template (Create > Assessment > Import from spreadsheet):
/// the header in row 1, the template's instruction row 2, then one question per row. `wayground-csv`
/// writes the header and questions as CSV for other spreadsheets.
enum WaygroundRenderer {
    static let header = [
        "Question Text", "Question Type", "Option 1", "Option 2", "Option 3", "Option 4", "Option 5",
        "Correct Answer", "Time in seconds", "Image Link", "Answer explanation",
    ]
    /// The template's second row, which tells a teacher what each column takes; the importer skips it.
    static let instructions = [
        "Text of the question (required)", "Question Type (default is Multiple Choice)",
        "Text for option 1 (required)", "Text for option 2 (required)", "Text for option 3 (optional)",
        "Text for option 4 (optional)", "Text for option 5 (optional)",
        "The correct option choice (between 1-5)", "Time in seconds (optional, default value is 30 seconds)",
        "Link of the image (optional)", "Explanation for the answer (optional)",
    ]
    /// Seconds Wayground is given: its template documents no list, so only a sensible range is checked.
    static let timeLimits = 5...900

    private static func fields(_ item: ExportItem, options: ExportOptions) -> [String] {
        let question = item.question
        let timeLimit = options.timeLimitSeconds ?? ExportOptions.defaultTimeLimit
        return [question.text, "Multiple Choice"] + question.choices
            + ["", String(item.answerIndex + 1), String(timeLimit), "", question.explanation]
    }

    static func renderCSV(_ items: [ExportItem], options: ExportOptions) -> String {
        var output = CSVText.row(header)
        output.reserveCapacity(items.count * 300)
        for item in items {
            output += CSVText.row(fields(item, options: options), removingControlCharacters: true)
        }
        return output
    }

    static func renderWorkbook(_ items: [ExportItem], options: ExportOptions) throws(ExportError) -> Data {
        var sheet: [[SpreadsheetWriter.Cell]] = [header, instructions].map { $0.map(SpreadsheetWriter.Cell.text) }
        for item in items {
            var cells = fields(item, options: options).map { $0.isEmpty ? .empty : SpreadsheetWriter.Cell.text($0) }
            cells[7] = .number(item.answerIndex + 1)
            cells[8] = .number(options.timeLimitSeconds ?? ExportOptions.defaultTimeLimit)
            sheet.append(cells)
        }
        return try SpreadsheetWriter(sheetName: "Sheet1", rows: sheet).workbook()
    }
}
