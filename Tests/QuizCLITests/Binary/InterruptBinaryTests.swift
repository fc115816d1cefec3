import Foundation
import TestSupport
import Testing

/// Ctrl-C, kill -9 and unusable data directories, through the real binary.
@Suite("vocabquiz interruptions (binary)")
struct InterruptBinaryTests {
    @Test func ctrlCEndsTheQuizWithASummaryAndKeepsTheHistory() async throws {
        let folder = try TemporaryDirectory()
        let quiz = try RunningBinary(["--seed", "4"], environment: folder.runner.environment)
        #expect(await quiz.waitFor { $0.contains("Q1.") && $0.hasSuffix("> ") })
        quiz.write("a")
        #expect(await quiz.waitFor { $0.contains("Q2.") && $0.hasSuffix("> ") })
        #expect(await quiz.signal(SIGINT) == 130, "\(quiz.text)")
        #expect(quiz.text.contains("Session over: "))
        #expect(folder.lines(of: "data/history.jsonl").compactMap(jsonObject).count == 1)
    }

    @Test func ctrlCWhileWaitingOnTheModelEndsThePipedQuizAndKeepsHistoryAndTranscript() async throws {
        // One question, then a model that starts its reply and never finishes it: only the Ctrl-C can
        // end the wait for Q2 (it once did not, and the learner had to kill the process).
        let server = try FakeOpenAIServer(
            replies: [.completion(questionJSON(word: "lamb"))],
            fallback: .stall(#"{"word":"#, chunkCount: 1, seconds: .untilStopped))
        defer { server.stop() }
        let folder = try TemporaryDirectory()
        let quiz = try RunningBinary(
            [
                "--endpoint", server.baseURL.absoluteString, "--words", "lamb,duck,salmon", "--choices", "model",
                "--timeout", "600", "--seed", "4",
            ],
            environment: folder.runner.environment)
        #expect(await quiz.waitFor { $0.contains("Q1.") && $0.hasSuffix("> ") }, "\(quiz.text)")
        quiz.write("a")
        // The answer is graded (and on disk) before the session-over line; Q2's request is stalled.
        #expect(await quiz.waitFor { $0.contains("lamb: explained.") })
        #expect(await server.waitForChatRequests(2))
        #expect(await quiz.signal(SIGINT) == 130, "\(quiz.text)")
        #expect(quiz.text.contains("Session over: "), "\(quiz.text)")
        #expect(!quiz.text.contains("Q2."))
        #expect(folder.lines(of: "data/history.jsonl").compactMap(jsonObject).count == 1)
        let events = try folder.firstTranscript().split(separator: "\n").map { jsonObject(String($0)) }
        #expect(events.allSatisfy { $0 != nil }, "every transcript line is whole JSON")
        #expect(events.contains { $0?["event"] as? String == "grading" }, "\(events)")
    }

    @Test func killNineMidSessionKeepsEveryEarlierAnswer() async throws {
        let folder = try TemporaryDirectory()
        let quiz = try RunningBinary(["--seed", "9"], environment: folder.runner.environment)
        for number in 1...5 {
            #expect(await quiz.waitFor { $0.contains("Q\(number).") && $0.hasSuffix("> ") })
            quiz.write("b")
        }
        // The sixth prompt comes after the fifth answer was recorded.
        #expect(await quiz.waitFor { $0.contains("Q6.") && $0.hasSuffix("> ") })
        #expect(await quiz.signal(SIGKILL) != 0)
        let lines = folder.lines(of: "data/history.jsonl")
        #expect(lines.count == 5)
        #expect(lines.compactMap(jsonObject).count == 5)
    }

    @Test func ctrlCDuringAnExportWritesNothingAndSaysHowFarItGotAndWhatItCost() async throws {
        // Silent until it stops, under a time limit longer than any run: only the Ctrl-C can end the
        // export, however long a loaded machine takes to send it (a 30 s silence once ran out first).
        let server = try FakeOpenAIServer(
            replies: [.completion(questionJSON(word: "lamb"))], fallback: .silence(seconds: .untilStopped))
        defer { server.stop() }
        let folder = try TemporaryDirectory()
        let out = folder.path("set.csv")
        let export = try RunningBinary(
            [
                "export", "--words", "lamb,duck,salmon", "--format", "csv", "--out", out, "--choices", "model",
                "--timeout", "600", "--endpoint",
                server.baseURL.absoluteString,
            ],
            environment: folder.runner.environment)
        #expect(await server.waitForChatRequests(2))
        #expect(await export.signal(SIGINT) == 130, "\(export.text)")
        #expect(export.text.contains("interrupted after 1 of 3 questions; nothing was written"))
        #expect(
            export.text.contains("\n1 model replies; 30 tokens (20 prompt + 10 completion)\n"),
            "what the model cost so far: \(export.text)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func aReadOnlyDataDirectoryIsAClearErrorAtStart() async throws {
        let folder = try TemporaryDirectory()
        let data = folder.path("readonly")
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: data)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: data) }
        let result = try await BinaryRunner().run(["--data-dir", data], input: "a\n")
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("error: ") && result.errors.contains(data))
        #expect(!result.output.contains("Q1."))
    }
}
