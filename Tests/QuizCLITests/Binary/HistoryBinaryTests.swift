import Foundation
import Testing

/// Score history through the real binary: durability, concurrency, corruption and review.
@Suite("vocabquiz history (binary)")
struct HistoryBinaryTests {
    @Test func twoSessionsAnsweringAtOnceLeaveEveryLineIntact() async throws {
        let folder = try TemporaryDirectory()
        let runner = folder.runner
        let answers = String(repeating: "a\n", count: 500)
        async let first = runner.run(["--count", "500", "--seed", "1"], input: answers, timeout: 300)
        async let second = runner.run(["--count", "500", "--seed", "2"], input: answers, timeout: 300)
        let results = try await [first, second]
        #expect(results.map(\.status) == [0, 0])
        let lines = folder.lines(of: "data/history.jsonl")
        #expect(lines.count == 1000)
        #expect(lines.compactMap(jsonObject).count == 1000)
        #expect(Set(lines.compactMap { jsonObject($0)?["session"] as? String }).count == 2)
    }

    @Test func aHistoryWithGarbageLinesStillLoadsWithOneWarning() async throws {
        let folder = try TemporaryDirectory()
        _ = try await folder.runner.run(["--count", "2", "--seed", "4"], input: "a\nb\n")
        let file = folder.path("data/history.jsonl")
        let handle = try #require(FileHandle(forWritingAtPath: file))
        handle.seekToEndOfFile()
        handle.write(Data("{\"time\": \"torn\nnot json at all\n".utf8))
        try handle.close()
        let before = try String(contentsOfFile: file, encoding: .utf8)

        let stats = try await folder.runner.run(["stats", "--json"])
        #expect(stats.status == 0)
        #expect(stats.errors.split(separator: "\n").count == 1)
        #expect(stats.errors.contains("skipped 2 unreadable lines"))
        let report = try #require(jsonObject(stats.output))
        #expect(report["totalAnswers"] as? Int == 2)

        _ = try await folder.runner.run(["--count", "1", "--seed", "5"], input: "a\n")
        let after = try String(contentsOfFile: file, encoding: .utf8)
        #expect(after.hasPrefix(before), "existing data is never rewritten")
        #expect(try await folder.runner.run(["stats", "--json"]).output.contains("\"totalAnswers\" : 3"))
    }

    @Test func aHistoryThatCallsTheStemQuestionIsReadAndNewLinesCallItText() async throws {
        let folder = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder.path("data"), withIntermediateDirectories: true)
        // A line as written before the stem's key became "text", as Question and exports call it.
        let old =
            #"{"time":"2026-03-01T09:00:00Z","session":"s","word":"abate","question":"What does \"abate\" mean?","#
            + #""choices":["to grow","to lessen","to hide","to sing"],"answer":"to lessen","given":"to grow","#
            + #""correct":false,"latency":2,"level":"B2","source":"offline","kind":"word-to-definition","#
            + #""explanation":"abate: become less."}"# + "\n"
        try Data(old.utf8).write(to: URL(fileURLWithPath: folder.path("data/history.jsonl")))
        var runner = folder.runner
        runner.environment["VOCABQUIZ_NOW"] = "2026-03-02T09:00:00Z"
        let missed = try await runner.run(["history", "--missed"])
        #expect(missed.status == 0, "\(missed.errors)")
        #expect(missed.output.contains(#"What does "abate" mean?"#), "\(missed.output)")
        #expect(missed.errors.isEmpty, "no line skipped: \(missed.errors)")

        _ = try await runner.run(["--count", "1", "--seed", "4"], input: "a\n")
        let lines = folder.lines(of: "data/history.jsonl").compactMap(jsonObject)
        #expect(lines.count == 2)
        #expect(lines[1]["text"] is String && lines[1]["question"] == nil)
        let stats = try await runner.run(["stats", "--json"])
        #expect(stats.errors.isEmpty, "\(stats.errors)")
        #expect(jsonObject(stats.output)?["totalAnswers"] as? Int == 2)
    }

    @Test func aMissedWordComesBackForReviewWhenDue() async throws {
        let folder = try TemporaryDirectory()
        var runner = folder.runner
        runner.environment["VOCABQUIZ_NOW"] = "2026-03-01T09:00:00Z"
        let peek = try await runner.run(["--count", "1", "--seed", "21"], input: ":skip\n")
        let skipped = try #require(peek.output.split(separator: "\n").first { $0.hasPrefix("Skipped: the answer is ") })
        let rightLetter = skipped.dropFirst("Skipped: the answer is ".count).prefix(1)
        let wrongLetter = rightLetter == "A" ? "b" : "a"

        let session = try await runner.run(["--count", "1", "--seed", "21"], input: "\(wrongLetter)\n")
        #expect(session.output.contains("❌ Wrong: the answer is \(rightLetter))"))
        let missed = try #require(folder.lines(of: "data/history.jsonl").compactMap(jsonObject).last)
        let word = try #require(missed["word"] as? String)

        runner.environment["VOCABQUIZ_NOW"] = "2026-03-03T09:00:00Z"
        let review = try await runner.run(["review", "--count", "1", "--seed", "3"], input: "a\n")
        #expect(review.status == 0)
        #expect(review.output.contains("Q1. ") && !review.output.contains("Q2. "))
        let reviewed = try #require(folder.lines(of: "data/history.jsonl").compactMap(jsonObject).last)
        #expect(reviewed["word"] as? String == word)
    }

    @Test func reviewSaysWhenTheNextWordIsDue() async throws {
        let folder = try TemporaryDirectory()
        var runner = folder.runner
        runner.environment["VOCABQUIZ_NOW"] = "2026-03-01T09:00:00Z"
        #expect(
            try await runner.run(["review"]).output.contains("Nothing is due for review. Answer some questions first"))
        let peek = try await runner.run(["--count", "1", "--seed", "8"], input: ":skip\n")
        let skipped = try #require(peek.output.split(separator: "\n").first { $0.hasPrefix("Skipped: the answer is ") })
        let rightLetter = String(skipped.dropFirst("Skipped: the answer is ".count).prefix(1)).lowercased()
        _ = try await runner.run(["--count", "1", "--seed", "8"], input: "\(rightLetter)\n")
        let review = try await runner.run(["review"])
        #expect(review.status == 0)
        // FSRS: a fast right first answer is Easy, whose initial stability w3 = 8.2956 days rounds to 8.
        #expect(review.output.contains("Nothing is due for review. The next word is due on Mon 9 Mar 2026."))
        let sm2 = try await runner.run(["review", "--scheduler", "sm2"])
        #expect(sm2.output.contains("Nothing is due for review. The next word is due on Mon 2 Mar 2026."))
    }
}
