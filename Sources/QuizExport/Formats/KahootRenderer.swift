import Foundation

/// Kahoot's spreadsheet import: 120-character questions, 75-character answers, a time limit from a fixed
/// list, the right answer's number, and no explanation.
///
/// `kahoot` writes Kahoot's own `.xlsx` template (Create > Add question > Import spreadsheet reads it):
/// title and instructions in rows 1–7, the header in row 8 from column B, then one question per row with
/// its number in column A. `kahoot-csv` writes the same columns as CSV for other spreadsheets.
enum KahootRenderer {
    static let header = [
        "Question - max 120 characters", "Answer 1 - max 75 characters", "Answer 2 - max 75 characters",
        "Answer 3 - max 75 characters", "Answer 4 - max 75 characters",
        "Time limit (sec) – 5, 10, 20, 30, 60, 90, 120, or 240 secs", "Correct answer(s) - choose at least one",
    ]
    static let questionLimit = 120
    static let answerLimit = 75
    static let timeLimits = [5, 10, 20, 30, 60, 90, 120, 240]
    /// The template's first data row (1-based); rows above it are its title, instructions and header.
    static let firstDataRow = 9

    /// One question as Kahoot will hold it: every text on one line and within its limit.
    struct Row {
        var number: Int
        var fields: [String]
        var timeLimit: Int
        var correct: Int
    }

    static func rows(_ items: [ExportItem], options: ExportOptions, format: ExportFormat, losses: inout [LossNote])
        -> [Row]
    {
        let timeLimit = options.timeLimitSeconds ?? ExportOptions.defaultTimeLimit
        var rows: [Row] = []
        rows.reserveCapacity(items.count)
        for item in items {
            let question = item.question
            var fields = [
                TextLimit.fit(
                    question.text, limit: questionLimit, item: item, field: .question, format: format, losses: &losses)
            ]
            for (index, choice) in question.choices.enumerated() {
                fields.append(
                    TextLimit.fit(
                        choice, limit: answerLimit, item: item, field: .choice(index), format: format, losses: &losses))
            }
            if !question.explanation.isEmpty {
                losses.append(
                    LossNote(
                        format: format, questionNumber: item.number, word: question.word, field: .explanation,
                        loss: .dropped))
            }
            rows.append(Row(number: item.number, fields: fields, timeLimit: timeLimit, correct: item.answerIndex + 1))
        }
        return rows
    }

    static func renderCSV(_ items: [ExportItem], options: ExportOptions, losses: inout [LossNote]) -> String {
        var output = CSVText.row(header)
        output.reserveCapacity(items.count * 250)
        for row in rows(items, options: options, format: .kahootCSV, losses: &losses) {
            output += CSVText.row(row.fields + [String(row.timeLimit), String(row.correct)])
        }
        return output
    }

    static func renderWorkbook(_ items: [ExportItem], options: ExportOptions, losses: inout [LossNote])
        throws(ExportError) -> Data
    {
        var sheet: [[SpreadsheetWriter.Cell]] = [
            [],
            [.empty, .text("Quiz template")],
            [.empty, .text("Add questions, at least two answer alternatives, time limit and choose correct answers.")],
            [.empty, .text("Questions have a limit of 120 characters and answers 75 characters.")],
            [.empty, .text("Written by VocabQuiz: \(options.title)")],
            [], [],
            [.empty] + header.map(SpreadsheetWriter.Cell.text),
        ]
        for row in rows(items, options: options, format: .kahoot, losses: &losses) {
            sheet.append(
                [.number(row.number)] + row.fields.map(SpreadsheetWriter.Cell.text)
                    + [.number(row.timeLimit), .number(row.correct)])
        }
        return try SpreadsheetWriter(sheetName: "Sheet1", rows: sheet).workbook()
    }
}
