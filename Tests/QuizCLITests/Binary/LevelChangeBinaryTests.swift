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
}
