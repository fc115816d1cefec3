import Foundation
import Testing

/// Reads an `.xlsx` export back with independent readers: openpyxl (`scripts/check-xlsx`) and
/// LibreOffice's headless converter.
enum WorkbookParseBack {
    struct Workbook: Decodable {
        var sheets: [String]
        var rows: [[Value?]]
    }

    /// A cell as openpyxl returns it.
    enum Value: Decodable, Hashable {
        case text(String)
        case number(Int)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self) {
                self = .number(number)
            } else {
                self = .text(try container.decode(String.self))
            }
        }

        var text: String {
            switch self {
            case let .text(text): text
            case let .number(number): String(number)
            }
        }
    }

    static var hasOpenpyxl: Bool { ExternalTool.succeeds(["python3", "-c", "import openpyxl"]) }
    static var hasLibreOffice: Bool { ExternalTool.succeeds(["soffice", "--version"]) }

    static func openpyxl(_ data: Data, sourceLocation: SourceLocation = #_sourceLocation) throws -> Workbook {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.file("export.xlsx", contents: data)
        let result = try ExternalTool.run(["python3", ExternalTool.script("check-xlsx"), file.path])
        #expect(result.status == 0, "check-xlsx: \(result.stderr)", sourceLocation: sourceLocation)
        return try JSONDecoder().decode(Workbook.self, from: result.stdout)
    }

    /// The first sheet converted to UTF-8 CSV by LibreOffice, parsed with Python's csv module.
    static func libreOffice(_ data: Data, sourceLocation: SourceLocation = #_sourceLocation) throws -> [[String]] {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.file("export.xlsx", contents: data)
        let profile = directory.url.appendingPathComponent("profile").absoluteString
        let result = try ExternalTool.run([
            "soffice", "-env:UserInstallation=\(profile)", "--headless", "--convert-to",
            "csv:Text - txt - csv (StarCalc):44,34,76,1", "--outdir", directory.url.path, file.path,
        ])
        #expect(result.status == 0, "soffice: \(result.stderr)", sourceLocation: sourceLocation)
        let csv = try Data(contentsOf: directory.url.appendingPathComponent("export.csv"))
        let parsed = try ExternalTool.run([
            "python3", "-c",
            "import csv, json, sys; print(json.dumps(list(csv.reader(open(sys.argv[1], newline='', encoding='utf-8')))))",
            try directory.file("sheet.csv", contents: csv).path,
        ])
        #expect(parsed.status == 0, "\(parsed.stderr)", sourceLocation: sourceLocation)
        return try JSONDecoder().decode([[String]].self, from: parsed.stdout)
    }
}
