import Foundation
import Testing

/// The offline REPL through the real `vocabquiz` binary with piped standard input.
@Suite("vocabquiz quiz (binary, offline)")
struct OfflineQuizBinaryTests {
    @Test func aPipedSessionIsGradedAndRecorded() async throws {
        let folder = try TemporaryDirectory()
        let result = try await folder.runner.run(["--count", "2", "--seed", "7"], input: "a\nb\n")
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("Questions come from the offline lexicon"))
        #expect(result.output.contains("Q1. ") && result.output.contains("Q2. "))
        let verdicts = result.output.split(separator: "\n").filter {
            $0.hasPrefix("✅ Correct!") || $0.hasPrefix("❌ Wrong: the answer is ")
        }
        #expect(verdicts.count == 2)
        #expect(result.output.contains("Session over: "))
        #expect(!result.output.contains("\u{1B}["), "no ANSI codes when piped")

        let history = folder.lines(of: "data/history.jsonl").compactMap(jsonObject)
        #expect(history.count == 2)
        for record in history {
            for key in [
                "time", "session", "word", "text", "choices", "answer", "given", "correct", "latency", "level",
                "source",
            ] {
                #expect(record[key] != nil, "history record lacks \(key)")
            }
            #expect(record["source"] as? String == "offline")
            let explanation = try #require(record["explanation"] as? String)
            #expect(result.output.contains(explanation))
        }
        #expect((history[0]["given"] as? String) == (history[0]["choices"] as? [String])?.first)

        let transcripts = try FileManager.default.contentsOfDirectory(
            atPath: folder.path("state/vocabquiz/transcripts"))
        #expect(transcripts.count == 1)
        let events = folder.lines(of: "state/vocabquiz/transcripts/\(transcripts[0])").compactMap(jsonObject)
        let kinds = events.compactMap { $0["event"] as? String }
        #expect(kinds.filter { $0 == "question-shown" }.count == 2)
        #expect(kinds.filter { $0 == "grading" }.count == 2)
        let permissions =
            try FileManager.default.attributesOfItem(atPath: folder.path("data/history.jsonl"))[.posixPermissions]
            as? Int
        #expect(permissions == 0o600)
    }

    @Test func theSameSeedReplaysTheSameSession() async throws {
        let first = try TemporaryDirectory(), second = try TemporaryDirectory()
        let a = try await first.runner.run(["--count", "3", "--seed", "11"], input: "a\nb\nc\n")
        let b = try await second.runner.run(["--count", "3", "--seed", "11"], input: "a\nb\nc\n")
        let strip = { (text: String) in text.split(separator: "\n").dropFirst() }
        #expect(strip(a.output) == strip(b.output))
    }

    @Test func invalidAnswersRePromptAndCommandsWork() async throws {
        let folder = try TemporaryDirectory()
        let result = try await folder.runner.run(["--seed", "3"], input: "zz\n9\n:skip\n:scor\n:score\n:quit\n")
        #expect(result.status == 0)
        #expect(result.output.components(separatedBy: "Please answer with a–d, 1–4").count - 1 == 1)
        #expect(result.output.contains("There are four choices: answer a–d or 1–4"), "9 is past the last choice")
        #expect(result.output.contains("Skipped: the answer is "))
        #expect(result.output.contains("did you mean :score?"))
        #expect(result.output.contains("Score 0/0 · streak 0"))
        #expect(result.output.contains("No questions answered. Goodbye!"))
        #expect(folder.lines(of: "data/history.jsonl").isEmpty)
    }

    @Test func endOfInputEndsTheSessionCleanly() async throws {
        let folder = try TemporaryDirectory()
        let result = try await folder.runner.run(["--seed", "5"], input: "a\n")
        #expect(result.status == 0)
        #expect(result.output.contains("Session over: "))
        #expect(folder.lines(of: "data/history.jsonl").count == 1)
    }

    @Test func noColorAndScriptsGetPlainText() async throws {
        let folder = try TemporaryDirectory()
        var runner = folder.runner
        runner.environment["NO_COLOR"] = "1"
        let result = try await runner.run(["--count", "1", "--seed", "1"], input: "a\n")
        #expect(!result.output.contains("\u{1B}["))
    }
}
