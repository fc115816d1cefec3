import Foundation
import TestSupport
import Testing

/// The REPL re-asks a wrong model question with the reason and shows only the checked one.
@Suite("vocabquiz quiz checks model questions (binary, fake server)", .serialized)
struct CheckedQuizBinaryTests {
    @Test func aWrongKeyIsReaskedWithTheReasonAndCountedInTheTranscript() async throws {
        let server = try FakeOpenAIServer(replies: [
            .completion(CheckedExportBinaryTests.wrongKey), .completion(questionJSON(word: "lamb")),
        ])
        defer { server.stop() }
        let folder = try TemporaryDirectory()
        let result = try await folder.runner.run(
            ["--count", "1", "--seed", "1", "--words", "lamb", "--endpoint", server.baseURL.absoluteString],
            input: "a young sheep\n")
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("checked against the lexicon"))
        #expect(result.output.contains("✅ Correct!"), "\(result.output)")
        // Piped output shows only the accepted question, once.
        #expect(result.output.components(separatedBy: "Q1.").count == 2, "\(result.output)")
        #expect(!result.output.contains("(revised)") && !result.output.contains("checking…"))
        let second = try #require(server.chatRequests.dropFirst().first?.bodyText)
        #expect(second.contains("lexicon: wrong key"), "the re-ask carries the reason")
        let transcript = try folder.firstTranscript()
        #expect(transcript.contains("\"event\":\"rejections\""))
        #expect(transcript.contains("1 lexicon: wrong key"))
    }

    @Test func uncheckedIsPrintedInTheBannerAndRecordedInHistory() async throws {
        let server = try FakeOpenAIServer(replies: [.completion(CheckedExportBinaryTests.wrongKey)])
        defer { server.stop() }
        let folder = try TemporaryDirectory()
        let result = try await folder.runner.run(
            ["--count", "1", "--words", "lamb", "--unchecked", "--endpoint", server.baseURL.absoluteString],
            input: "a\n")
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("UNCHECKED (--unchecked)"))
        let history = try #require(folder.lines(of: "data/history.jsonl").first.flatMap(jsonObject))
        #expect((history["source"] as? String)?.hasSuffix("(unchecked)") == true)
    }
}
