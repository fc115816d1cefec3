import Foundation
import Testing

/// util-linux `script`, which runs a command on a pseudo-terminal; nil where it is missing.
private let pseudoTerminalScript: String? = {
    #if os(Linux)
        return FileManager.default.isExecutableFile(atPath: "/usr/bin/script") ? "/usr/bin/script" : nil
    #else
        return nil
    #endif
}()

/// Wrapping through the real binary: on a pseudo-terminal (util-linux `script`) with `COLUMNS` set,
/// since `script` run from a pipe leaves the terminal's own size unset; and the same session piped.
@Suite(
    "vocabquiz wraps on a terminal (binary)",
    .enabled(if: pseudoTerminalScript != nil, "needs util-linux script for a pseudo-terminal"))
struct WrappingBinaryTests {
    static let script = pseudoTerminalScript

    /// One question at B1 whose stem is longer than 40 columns: the first seed from 1 that draws one, found
    /// through the piped binary, so that a lexicon change that moves the draw cannot leave the test a stem
    /// that never wraps.
    static func arguments() async throws -> [String] {
        let folder = try TemporaryDirectory()
        for seed in 1...40 {
            let arguments = ["--count", "1", "--seed", "\(seed)", "--level", "B1"]
            let piped = try await folder.runner.run(arguments, input: "a\n")
            let stem = piped.output.split(separator: "\n").first { $0.hasPrefix("Q1. ") }
            if let stem, columns(String(stem)) > 48 { return arguments }
        }
        throw CocoaError(.featureUnsupported, userInfo: [NSDebugDescriptionErrorKey: "no seed gives a long stem"])
    }

    func terminalSession(columns: Int, in folder: TemporaryDirectory) async throws -> [String] {
        var runner = folder.runner
        runner.executableURL = URL(fileURLWithPath: Self.script ?? "")
        runner.environment["COLUMNS"] = "\(columns)"
        runner.environment["NO_COLOR"] = "1"
        let command = ([BinaryRunner.executable.path] + (try await Self.arguments())).joined(separator: " ")
        let result = try await runner.run(["-qec", command, "/dev/null"], input: "a\n")
        #expect(result.status == 0, "\(result.errors)")
        return result.output.replacingOccurrences(of: "\r", with: "").split(separator: "\n").map(String.init)
    }

    @Test func aNarrowTerminalGetsNoLineWiderThanItself() async throws {
        let folder = try TemporaryDirectory()
        let lines = try await terminalSession(columns: 40, in: folder)
        let stem = try #require(lines.firstIndex { $0.hasPrefix("Q1. ") })
        #expect(lines[stem + 1].hasPrefix("    "), "the stem continues under its first word: \(lines)")
        // A word longer than the line (the history file's path) is left whole for the terminal to fold.
        for line in lines where line.split(separator: " ").count > 1 {
            #expect(Self.columns(line.trimmingCharacters(in: .whitespaces)) <= 40, "\(line)")
        }
        let piped = try await folder.runner.run(try await Self.arguments(), input: "a\n")
        let pipedStem = try #require(piped.output.split(separator: "\n").first { $0.hasPrefix("Q1. ") })
        #expect(Self.columns(String(pipedStem)) > 40, "piped output is not wrapped")
        let joined = { (lines: [Substring]) in
            lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        }
        #expect(joined(lines[stem...].prefix { !$0.hasPrefix("  A)") }.map { Substring($0) }) == String(pipedStem))
    }

    @Test func aWideTerminalKeepsTheStemOnOneLine() async throws {
        let folder = try TemporaryDirectory()
        let lines = try await terminalSession(columns: 200, in: folder)
        let stem = try #require(lines.firstIndex { $0.hasPrefix("Q1. ") })
        #expect(lines[stem + 1].hasPrefix("  A) "))
    }

    static func columns(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + ($1.properties.isEmojiPresentation ? 2 : 1) }
    }
}
