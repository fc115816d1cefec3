import Foundation
import TestSupport
import Testing

/// The model path through the real binary, against the loopback fake OpenAI server.
@Suite("vocabquiz with a model (binary, fake server)")
struct ModelQuizBinaryTests {
    @Test func aStreamedQuestionIsShownGradedAndRecordedWithItsSource() async throws {
        let server = try FakeOpenAIServer(replies: [
            .completion(questionJSON(word: "abate", answer: "TO BECOME LESS INTENSE "))
        ])
        defer { server.stop() }
        let folder = try TemporaryDirectory()
        var runner = folder.runner
        runner.environment["VOCABQUIZ_API_KEY"] = "sk-test-secret-1234"
        let result = try await runner.run(
            [
                "--count", "1", "--seed", "1", "--words", "abate", "--choices", "model", "--endpoint",
                server.baseURL.absoluteString,
                "--model", "fake",
            ],
            input: "to become less intense\n")
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("Questions are written by fake @ \(server.baseURL.absoluteString)"))
        #expect(result.output.contains("Q1. What does \"abate\" mean?"))
        #expect(result.output.contains("✅ Correct!"))
        #expect(result.output.contains("abate: explained."))

        let request = try #require(server.chatRequests.first)
        #expect(request.headers["authorization"] == "Bearer sk-test-secret-1234")
        #expect(request.json?["stream"] as? Bool == true)
        let format = try #require(request.json?["response_format"] as? [String: Any])
        let schema = try #require((format["json_schema"] as? [String: Any])?["schema"] as? [String: Any])
        let word = try #require((schema["properties"] as? [String: Any])?["word"] as? [String: Any])
        #expect(word["enum"] as? [String] == ["abate"])

        let history = try #require(folder.lines(of: "data/history.jsonl").first.flatMap(jsonObject))
        #expect(history["source"] as? String == "fake @ \(server.baseURL.absoluteString) (API key set)")
        let transcript = try folder.firstTranscript()
        for kind in ["instructions", "prompt", "model-output", "question-shown", "grading"] {
            #expect(transcript.contains("\"event\":\"\(kind)\""), "transcript lacks \(kind)")
        }
        let everything = transcript + folder.lines(of: "data/history.jsonl").joined() + result.output + result.errors
        #expect(!everything.contains("sk-test-secret-1234"))
    }

    @Test func faultsAndBadRepliesAreRetriedWithReasonsInTheTranscript() async throws {
        let server = try FakeOpenAIServer(replies: [
            .status(500, body: "boom"),
            .completion(questionJSON(word: "abate", choices: ["a", "b", "c"])),
            .completion(questionJSON(word: "abate", answer: "to mitigate")),
            .completion(questionJSON(word: "abate")),
        ])
        defer { server.stop() }
        let folder = try TemporaryDirectory()
        let result = try await folder.runner.run(
            [
                "--count", "1", "--words", "abate", "--retries", "4", "--choices", "model", "--endpoint",
                server.baseURL.absoluteString,
            ],
            input: "to grow stronger\n")
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("❌ Wrong: the answer is "))
        let transcript = try folder.firstTranscript()
        #expect(transcript.contains("choices has 3 items; exactly 4 are required"))
        #expect(transcript.contains("answer \\\"to mitigate\\\" is not one of the choices"))
    }

    @Test func aDeadServerIsAClearErrorWithoutWaitingForATimeLimit() async throws {
        let folder = try TemporaryDirectory()
        // A time limit beyond the runner's own (60 s): only a refusal seen as such ends the run in time.
        let result = try await folder.runner.run(
            ["--endpoint", "http://127.0.0.1:9/v1", "--timeout", "600"], input: "a\n")
        #expect(result.status == 1)
        #expect(result.errors.contains("http://127.0.0.1:9/v1"))
        #expect(result.errors.contains("refused"), "\(result.errors)")
        #expect(result.errors.split(separator: "\n").allSatisfy { $0.hasPrefix("error: ") })
    }

    @Test func anExportSurvivesAFaultHalfway() async throws {
        let server = try FakeOpenAIServer(replies: [
            .completion(questionJSON(word: "lamb")), .status(500, body: "oops"), .garbage("<html>"),
            .completion(questionJSON(word: "duck", answer: "to fly")), .completion(questionJSON(word: "duck")),
            .completion(questionJSON(word: "salmon")),
        ])
        defer { server.stop() }
        let folder = try TemporaryDirectory()
        let out = folder.path("set.jsonl")
        let result = try await folder.runner.run([
            "export", "--words", "lamb,duck,salmon", "--format", "jsonl", "--out", out,
            "--choices", "model", "--endpoint", server.baseURL.absoluteString,
        ])
        #expect(result.status == 0, "\(result.errors)")
        let words = folder.lines(of: "set.jsonl").compactMap { jsonObject($0)?["word"] as? String }
        #expect(words == ["lamb", "duck", "salmon"])
        #expect(server.chatRequests.allSatisfy { $0.json?["stream"] as? Bool != true })
        // Each question is asked on its own, the instructions and the prompt: no earlier question is
        // sent back, and a rejected reply is asked again afresh rather than corrected.
        let roles = server.chatRequests.map { request in
            ((request.json?["messages"] as? [[String: Any]]) ?? []).compactMap { $0["role"] as? String }
        }
        #expect(roles == Array(repeating: ["system", "user"], count: 6), "\(roles)")
        // The 500 and the HTML page are transport failures, not replies the model wrote; the
        // question whose answer is not a choice is one, re-asked.
        // The fake server counts 20 prompt and 10 completion tokens per reply.
        #expect(
            result.errors.contains(
                "3 of 3 questions produced; 4 model replies; 120 tokens (80 prompt + 40 completion), 40 per accepted question\n"
            ), "\(result.errors)")
    }

    @Test func anExportThatCannotFinishWritesNothing() async throws {
        let server = try FakeOpenAIServer(
            replies: [.completion(questionJSON(word: "lamb"))], fallback: .status(500, body: "down"))
        defer { server.stop() }
        let folder = try TemporaryDirectory()
        let out = folder.path("set.gift")
        let result = try await folder.runner.run(
            [
                "export", "--words", "lamb,duck", "--format", "gift", "--out", out, "--choices", "model", "--endpoint",
                server.baseURL.absoluteString,
            ], timeout: 120)
        #expect(result.status == 1)
        #expect(result.errors.contains("nothing was written"))
        #expect(!FileManager.default.fileExists(atPath: out))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.contains("set") }.isEmpty)
    }
}

/// A server that quotes the key back in an error must not get it printed.
@Suite("vocabquiz keeps the API key out of error messages (binary, fake server)")
struct APIKeyRedactionBinaryTests {
    static let key = "sk-test-secret-5678"

    @Test(arguments: [["--count", "1"], ["export", "--count", "1", "--format", "json"]])
    func aRejectedKeyQuotedByTheServerIsRedacted(arguments: [String]) async throws {
        let server = try FakeOpenAIServer(
            replies: [], fallback: .status(401, body: #"{"error":{"message":"Incorrect API key: \#(Self.key)"}}"#))
        defer { server.stop() }
        let folder = try TemporaryDirectory()
        var runner = folder.runner
        runner.environment["OPENAI_API_KEY"] = Self.key
        let result = try await runner.run(
            arguments + [
                "--words", "abate", "--retries", "1", "--choices", "model", "--endpoint", server.baseURL.absoluteString,
            ],
            input: "a\n")
        #expect(result.status == 1, "\(result.errors)")
        #expect(result.errors.contains("401"), "\(result.errors)")
        #expect(result.errors.contains("[redacted]"), "\(result.errors)")
        let transcripts = (try? folder.firstTranscript()) ?? ""
        #expect(!(result.output + result.errors + transcripts).contains(Self.key))
    }
}
