import Foundation
import Testing

/// What users see on a terminal 50 and 100 columns wide, byte for byte: help, stats, senses, history,
/// placement and an export's summary, all through the one wrapper (hanging indents, no word cut).
/// Run on a pseudo-terminal (util-linux `script`) with `COLUMNS` set; the files are in `Golden/`, and
/// `VOCABQUIZ_UPDATE_GOLDEN=1 swift test --filter Golden` rewrites them.
@Suite(
    "Golden terminal output at 50 and 100 columns (binary)",
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"),
        "needs util-linux script for a pseudo-terminal"))
struct TerminalGoldenTests {
    static let cases: [(name: String, arguments: [String], input: String)] = [
        ("help", ["--help"], ""),
        ("stats", ["stats"], ""),
        ("senses", ["senses", "bank"], ""),
        ("history", ["history"], ""),
        ("placement", ["placement", "--seed", "2"], String(repeating: "a\n", count: 40)),
        (
            "export",
            ["export", "--words", "abate,qqqzz,wane", "--format", "gift", "--out", "set.gift", "--seed", "1"], ""
        ),
    ]

    static let arguments = [50, 100].flatMap { columns in cases.indices.map { (columns, $0) } }

    @Test(arguments: arguments)
    func onATerminal(columns: Int, index: Int) async throws {
        let (name, arguments, input) = Self.cases[index]
        let folder = try TemporaryDirectory()
        var runner = folder.runner
        runner.environment["VOCABQUIZ_NOW"] = "2026-12-01T09:00:00Z"
        runner.environment["NO_COLOR"] = "1"
        runner.currentDirectory = folder.url
        // Some history to report: six answers, one right.
        let seeded = try await runner.run(
            ["--seed", "3", "--count", "6", "--level", "B1"], input: "a\nb\nc\nd\na\nb\n")
        #expect(seeded.status == 0)
        runner.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        runner.environment["COLUMNS"] = "\(columns)"
        let command = ([BinaryRunner.executable.path] + arguments.map { $0.contains(" ") ? "'\($0)'" : $0 })
            .joined(separator: " ")
        let result = try await runner.run(["-qec", command, "/dev/null"], input: input)
        let echoed = Set(input.split(separator: "\n").map(String.init))
        // The terminal echoes the typed answers whenever they arrive; they are left out, and so is the
        // progress bar's rate, which depends on the machine.
        let text = result.output.replacingOccurrences(of: "\r\n", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            .filter { !echoed.contains($0) }
            .map { String($0.split(separator: "\r").last ?? "").replacing(/[0-9.]+ q\/s/, with: "N q/s") }
            .joined(separator: "\n").replacingOccurrences(of: folder.url.path, with: "<tmp>")
        let transcript = "$ COLUMNS=\(columns) vocabquiz \(arguments.joined(separator: " "))\n\(text)"
        for line in text.split(separator: "\n") where line.split(separator: " ").count > 1 {
            #expect(line.count <= columns || line.contains("<tmp>"), "\(name) at \(columns): \(line)")
        }
        let url = GoldenCLITests.directory.appendingPathComponent("terminal-\(name)-\(columns).txt")
        if ProcessInfo.processInfo.environment["VOCABQUIZ_UPDATE_GOLDEN"] == "1" {
            try Data(transcript.utf8).write(to: url)
            return
        }
        let expected = try #require(
            try? String(contentsOf: url, encoding: .utf8),
            "missing Golden/\(url.lastPathComponent); run VOCABQUIZ_UPDATE_GOLDEN=1 swift test --filter Golden")
        #expect(transcript == expected, "output differs from Golden/\(url.lastPathComponent):\n\(transcript)")
    }
}
