import Foundation
import Quiz
import Testing

@testable import QuizExport

/// Kahoot's and Wayground's `.xlsx` templates, read back with openpyxl and LibreOffice.
@Suite(.enabled(if: ExternalTool.hasPython && WorkbookParseBack.hasOpenpyxl))
struct SpreadsheetRendererTests {
    typealias Value = WorkbookParseBack.Value

    /// What a spreadsheet cell holds after XML: no control codes, no carriage returns.
    private func shown(_ text: String) -> String {
        text.removingControlCharacters.replacingOccurrences(of: "\r", with: "")
    }

    private static let options = ExportOptions(title: "Unit 3 & \"storms\"", timeLimitSeconds: 20)

    @Test func kahootsTemplateHasItsHeaderInRow8AndOneNumberedQuestionPerRowBelow() throws {
        let document = try ExportFormat.kahoot.render(ExportFixtures.all, options: Self.options)
        let workbook = try WorkbookParseBack.openpyxl(document.data)
        #expect(workbook.sheets == ["Sheet1"])
        #expect(workbook.rows[7] == [nil] + KahootRenderer.header.map { Value.text($0) })
        let data = Array(workbook.rows.dropFirst(KahootRenderer.firstDataRow - 1))
        #expect(data.count == ExportFixtures.all.count)
        // The CSV variant writes the same fields; its parse-back is checked in KahootRendererTests.
        let csv = try CSVParseBack.rows(
            ExportFormat.kahootCSV.render(ExportFixtures.all, options: Self.options).data, columns: 7)
        for (offset, (row, csvRow)) in zip(data, csv.dropFirst()).enumerated() {
            #expect(row.first == .number(offset + 1))
            let texts = row.dropFirst().prefix(5).map { $0?.text ?? "" }
            #expect(texts == Array(csvRow.prefix(5)))
            #expect(texts[0].utf16.count <= 120 && texts.dropFirst().allSatisfy { $0.utf16.count <= 75 })
            #expect(
                row.suffix(2) == [.number(20), .number(ExportFixtures.all[offset].question.answerIndex + 1)])
        }
        let plain = ExportFixtures.plain.question
        #expect(
            data[1] == [.number(2)] + ([plain.text] + plain.choices).map { Value.text($0) } + [.number(20), .number(1)])
    }

    @Test func waygroundsTemplateKeepsEveryTextIncludingLineBreaksAndTheExplanation() throws {
        let document = try ExportFormat.wayground.render(ExportFixtures.all, options: Self.options)
        #expect(document.losses.isEmpty)
        let workbook = try WorkbookParseBack.openpyxl(document.data)
        #expect(workbook.rows[0] == WaygroundRenderer.header.map { Value.text($0) })
        #expect(workbook.rows[1] == WaygroundRenderer.instructions.map { Value.text($0) })
        let expected: [[Value?]] = ExportFixtures.all.map { item in
            let question = item.question
            var row: [Value?] = [.text(shown(question.text)), .text("Multiple Choice")]
            row += question.choices.map { .text(shown($0)) }
            row += [nil, .number(question.answerIndex + 1), .number(20), nil]
            row.append(question.explanation.isEmpty ? nil : .text(shown(question.explanation)))
            return Array(row.reversed().drop { $0 == nil }.reversed())
        }
        #expect(Array(workbook.rows.dropFirst(2)) == expected)
    }

    @Test(.enabled(if: WorkbookParseBack.hasLibreOffice))
    func libreOfficeReadsBothTemplatesAsOpenpyxlDoes() throws {
        for format in [ExportFormat.kahoot, .wayground] {
            let data = try format.render(ExportFixtures.all, options: Self.options).data
            let viaOpenpyxl = try WorkbookParseBack.openpyxl(data).rows.map { $0.map { $0?.text ?? "" } }
            let viaLibreOffice = try WorkbookParseBack.libreOffice(data).map { row in
                Array(row.reversed().drop(while: \.isEmpty).reversed())
            }
            let trimmed = Array(viaLibreOffice.reversed().drop(while: \.isEmpty).reversed())
            #expect(trimmed == viaOpenpyxl, "\(format)")
        }
    }

    @Test func columnNamesGoPastZ() {
        #expect((0..<3).map(SpreadsheetWriter.columnName) == ["A", "B", "C"])
        #expect([25, 26, 27, 701, 702].map(SpreadsheetWriter.columnName) == ["Z", "AA", "AB", "ZZ", "AAA"])
    }

    @Test(.enabled(if: ExternalTool.succeeds(["unzip", "-v"])))
    func unzipFindsNoErrorInTheWorkbook() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.file("quiz.xlsx", contents: ExportFormat.kahoot.render(ExportFixtures.all).data)
        let result = try ExternalTool.run(["unzip", "-t", file.path])
        #expect(result.status == 0, "\(result.text)\(result.stderr)")
    }
}
