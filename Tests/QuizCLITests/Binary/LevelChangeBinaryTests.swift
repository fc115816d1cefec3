import Foundation
import Testing

/// A default level that history moves is announced, with the answers that moved it.
@Suite("vocabquiz announces a level change (binary)")
struct LevelChangeBinaryTests {
    /// Twenty answers at B1, nineteen right: above 85%, so the default steps up to B2.
    static let history = (0..<20).map {
        SchedulingBinaryTests.line("word\($0)", daysAgo: 1, correct: $0 != 0)
    }

    @Test func theFirstSessionAtTheNewLevelSaysWhy() async throws {
        let learner = try SchedulingBinaryTests.Learner(history: Self.history)
        let result = try await learner.run(["--count", "1", "--seed", "1"], input: ":quit\n")
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.hasPrefix("Level B1 → B2: your last 20 answers were 95% right.\n"), "\(result.output)")
        #expect(result.output.contains("· level B2 ·"))

        let chosen = try await learner.run(["--count", "1", "--seed", "1", "--level", "C1"], input: ":quit\n")
        #expect(!chosen.output.contains("Level B1 → B2"), "a level the learner chose needs no explanation")
    }

    @Test func anExportWithoutLevelUsesTheLearnersLevelAndSaysSoInTheLevelColumn() async throws {
        let learner = try SchedulingBinaryTests.Learner(history: Self.history)
        let out = learner.folder.path("set.csv")
        let result = try await learner.run(["export", "--count", "3", "--format", "csv", "--out", out, "--seed", "1"])
        #expect(result.status == 0, "\(result.errors)")
        // The level is the last column: each row ends with it.
        let text = try String(contentsOfFile: out, encoding: .utf8)
        #expect(text.hasPrefix("word,question,"))
        #expect(text.components(separatedBy: ",level\r\n").count == 2)
        #expect(text.components(separatedBy: ",B2\r\n").count - 1 == 3, "\(text)")
    }
}
