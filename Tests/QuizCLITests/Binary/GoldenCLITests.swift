import Foundation
import Testing

@testable import QuizCLI

/// What users see, byte for byte, as swift-argument-parser tests its help: the `--help` of every
/// subcommand and one seeded offline session (standard output, standard error and exit status),
/// compared with reviewed files in `Tests/QuizCLITests/Golden`.
///
/// After a deliberate change, `VOCABQUIZ_UPDATE_GOLDEN=1 swift test --filter Golden` rewrites the
/// files; review the diff before committing it.
@Suite("Golden command-line output (binary)")
struct GoldenCLITests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden")

    /// Every subcommand the program has, so a new one needs its golden file.
    static let subcommands = VocabQuizCLI.subcommands.map { $0.spec.name }

    /// The run as one reviewable text: the command, then each stream and the status.
    static func transcript(of arguments: [String], input: String, _ result: BinaryRunner.Result, folder: String)
        -> String
    {
        let clean = { (text: String) in text.replacingOccurrences(of: folder, with: "<tmp>") }
        return """
            $ vocabquiz \(arguments.joined(separator: " "))\(input.isEmpty ? "" : " <<< \(input.debugDescription)")
            --- standard output
            \(clean(result.output))
            --- standard error
            \(clean(result.errors))
            --- exit status \(result.status)

            """
    }

    func check(_ arguments: [String], input: String = "", golden name: String) async throws {
        let folder = try TemporaryDirectory()
        var runner = folder.runner
        runner.environment["VOCABQUIZ_NOW"] = "2026-12-01T09:00:00Z"
        runner.environment["NO_COLOR"] = "1"
        let result = try await runner.run(arguments, input: input)
        let text = Self.transcript(of: arguments, input: input, result, folder: folder.url.path)
        let url = Self.directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["VOCABQUIZ_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            return
        }
        let expected = try #require(
            try? String(contentsOf: url, encoding: .utf8),
            "missing Golden/\(name); run VOCABQUIZ_UPDATE_GOLDEN=1 swift test --filter Golden and review it")
        #expect(text == expected, "output differs from Golden/\(name):\n\(text)")
    }

    @Test func topLevelHelp() async throws {
        try await check(["--help"], golden: "help.txt")
    }

    @Test(arguments: subcommands) func subcommandHelp(_ name: String) async throws {
        try await check([name, "--help"], golden: "help-\(name).txt")
    }

    @Test func aSeededOfflineSession() async throws {
        try await check(
            ["--seed", "3", "--count", "3", "--level", "B1"], input: "a\nzz\n:score\nb\n:skip\n",
            golden: "offline-session.txt")
    }
}
