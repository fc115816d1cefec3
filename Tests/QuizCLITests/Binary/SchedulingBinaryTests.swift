import Foundation
import Testing

/// FSRS, `--retention`, `--scheduler` and leeches through the real binary, replaying a written
/// history at a fixed `VOCABQUIZ_NOW`.
@Suite("vocabquiz scheduling (binary)")
struct SchedulingBinaryTests {
    static let now = "2026-11-30T12:00:00Z"

    /// One history line; `daysAgo` before `now`, at that hour's start.
    static func line(_ word: String, daysAgo: Int, correct: Bool, latency: Double = 5) -> String {
        let time = Date(timeIntervalSince1970: 1_796_040_000 - Double(daysAgo) * 86_400)
        let formatter = ISO8601DateFormatter()
        let record: [String: Any] = [
            "time": formatter.string(from: time), "session": "s", "word": word, "question": "What does \(word) mean?",
            "choices": ["a", "b", "c", "d"], "answer": "a", "given": correct ? "a" : "b", "correct": correct,
            "latency": latency, "level": "B1", "source": "offline", "kind": "wordToDefinition", "explanation": "e",
        ]
        let data = (try? JSONSerialization.data(withJSONObject: record, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// A leech missed eight times long ago, a word learnt Easy 30 days ago and one 7 days ago.
    static let history =
        (0..<8).map { line("abate", daysAgo: 60 - $0, correct: false) } + [
            line("zeal", daysAgo: 30, correct: true, latency: 2), line("quell", daysAgo: 7, correct: true, latency: 2),
        ]

    /// A data folder holding `lines` as history; the folder lives as long as this value is used.
    struct Learner {
        let folder: TemporaryDirectory
        var runner: BinaryRunner

        init(history lines: [String]) throws {
            folder = try TemporaryDirectory()
            try FileManager.default.createDirectory(atPath: folder.path("data"), withIntermediateDirectories: true)
            try (lines.joined(separator: "\n") + "\n").write(
                toFile: folder.path("data/history.jsonl"), atomically: true, encoding: .utf8)
            runner = folder.runner
            runner.environment["VOCABQUIZ_NOW"] = SchedulingBinaryTests.now
        }

        func run(_ arguments: [String], input: String = "") async throws -> BinaryRunner.Result {
            try await runner.run(arguments, input: input)
        }
    }

    @Test func statsJSONListsEveryWordWithRecallAndLeeches() async throws {
        let learner = try Learner(history: Self.history)
        let result = try await learner.run(["stats", "--json"])
        #expect(result.status == 0)
        let report = try #require(jsonObject(result.output))
        let words = try #require(report["words"] as? [[String: Any]])
        try #require(words.count == 3)
        #expect(words.compactMap { $0["word"] as? String } == ["abate", "quell", "zeal"])
        #expect(words.compactMap { $0["isLeech"] as? Bool } == [true, false, false])
        #expect(words.compactMap { $0["state"] as? String } == ["learning", "review", "review"])
        #expect(words[2]["stability"] as? Double == 8.2956 && words[2]["due"] as? String == "2026-11-08T12:00:00.000Z")
        let recall = words.compactMap { $0["retrievability"] as? Double }
        #expect(recall.count == 3 && recall[2] < recall[1] && recall[1] > 0.9)
        #expect((report["leeches"] as? [[String: Any]])?.first?["accuracy"] as? Double == 0)
        #expect((report["dueNextDays"] as? [[String: Any]])?.count == 7)

        let text = try await learner.run(["stats"]).output
        #expect(text.contains("Retention ") && text.contains(" expected now · target 90% (FSRS)"))
        #expect(text.contains("Due in the next 7 days (3 reviews)\n  2026-11-30      2  "))
        #expect(text.contains("Leeches (missed 8+ times; review asks them last)\n  abate      0/8  0%  missed 8×"))
    }

    @Test func reviewAsksTheLeechLastAndSaysItWasHeldBack() async throws {
        let learner = try Learner(history: Self.history)
        let result = try await learner.run(["review", "--seed", "3"], input: "a\na\na\n")
        #expect(result.status == 0)
        #expect(result.output.contains("1 leech (a word missed 8 times or more) is held back to the end."))
        let asked = learner.folder.lines(of: "data/history.jsonl").dropFirst(Self.history.count)
            .compactMap { jsonObject($0)?["word"] as? String }
        #expect(asked == ["zeal", "abate"], "quell is not due at 90%")

        let cut = try Learner(history: Self.history)
        let short = try await cut.run(["review", "--count", "1", "--seed", "3"], input: "a\n")
        #expect(short.output.contains("is held back to the end; --count stops before them."))
    }

    @Test func retentionIsRememberedAndMovesWhatIsDue() async throws {
        let learner = try Learner(history: [Self.line("quell", daysAgo: 7, correct: true, latency: 2)])
        #expect(try await learner.run(["review"]).output.contains("Nothing is due for review."))
        let stats = try await learner.run(["stats", "--retention", "0.95"])
        #expect(stats.status == 0 && stats.output.contains("target 95% (FSRS)"))
        #expect(permissions(of: learner.folder.path("data/settings.json")) == 0o600)
        let review = try await learner.run(["review", "--seed", "1"], input: "a\n")
        #expect(review.output.contains("Q1. ") && !review.output.contains("Q2. "))
        #expect(try await learner.run(["stats"]).output.contains("target 95% (FSRS)"))
    }

    @Test func sm2IsStillThereAndBadValuesAreUsageErrors() async throws {
        let learner = try Learner(history: Self.history)
        let sm2 = try await learner.run(["stats", "--scheduler", "sm2", "--json"])
        let report = try #require(jsonObject(sm2.output))
        #expect(report["scheduler"] as? String == "sm2")
        #expect((report["words"] as? [[String: Any]])?.allSatisfy { $0["stability"] == nil } == true)
        #expect(try await learner.run(["stats"]).output.contains("(SM-2)"), "the choice is remembered")
        #expect(try await learner.run(["stats", "--scheduler", "fsrs"]).output.contains("(FSRS)"))

        let low = try await learner.run(["stats", "--retention", "0.5"])
        #expect(low.status == 2)
        #expect(low.errors == "error: invalid value '0.5' for '--retention': expected a number from 0.70 to 0.97\n")
        #expect(try await learner.run(["review", "--scheduler", "anki"]).status == 2)
    }

    @Test func aCorruptSettingsFileIsOneClearError() async throws {
        let learner = try Learner(history: Self.history)
        try "{oops".write(toFile: learner.folder.path("data/settings.json"), atomically: true, encoding: .utf8)
        let result = try await learner.run(["stats"])
        #expect(result.status == 1)
        #expect(
            result.errors
                == "error: cannot read settings '\(learner.folder.path("data/settings.json"))': not a JSON object; fix or delete the file\n"
        )
    }
}
