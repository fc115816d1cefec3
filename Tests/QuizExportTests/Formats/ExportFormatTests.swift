import Testing

@testable import QuizExport

@Suite struct ExportFormatTests {
    @Test(arguments: ExportFormat.allCases)
    func everyFormatParsesFromItsOwnName(format: ExportFormat) throws {
        #expect(try ExportFormat(parsing: format.rawValue) == format)
        #expect(try ExportFormat(parsing: " \(format.rawValue.uppercased()) ") == format)
    }

    @Test func commonAliasesAreAccepted() throws {
        #expect(try ExportFormat(parsing: "moodle") == .moodleXML)
        #expect(try ExportFormat(parsing: "Quizizz") == .wayground)
        #expect(try ExportFormat(parsing: "md") == .markdown)
    }

    @Test func anUnknownNameIsQuotedAndEveryValidNameListed() {
        do {
            _ = try ExportFormat(parsing: "giftt")
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description
                    == "unknown export format \"giftt\"; valid formats: gift, aiken, moodle-xml, canvas, qti, anki, "
                    + "kahoot, kahoot-csv, wayground, wayground-csv, blooket, csv, json, jsonl, markdown")
        }
    }

    @Test func theZipFormatsAreBinary() {
        #expect(ExportFormat.allCases.filter(\.isBinary) == [.canvas, .qti, .kahoot, .wayground])
        #expect([ExportFormat.kahoot, .wayground].map(\.fileExtension) == ["xlsx", "xlsx"])
        #expect([ExportFormat.kahootCSV, .waygroundCSV].map(\.fileExtension) == ["csv", "csv"])
    }
}
