import Foundation
import Testing

@testable import QuizExport

/// Parses an export back with `scripts/check-csv` (Python's csv module) and returns its rows.
enum CSVParseBack {
    static func rows(_ data: Data, columns: Int, skipRows: Int = 0, sourceLocation: SourceLocation = #_sourceLocation)
        throws -> [[String]]
    {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.file("export.csv", contents: data)
        let result = try ExternalTool.run([
            "python3", ExternalTool.script("check-csv"), file.path, "--columns", String(columns),
            "--skip-rows", String(skipRows),
        ])
        #expect(result.status == 0, "check-csv: \(result.stderr)", sourceLocation: sourceLocation)
        return try JSONDecoder().decode([[String]].self, from: result.stdout)
    }
}
