import Foundation
import TestSupport
import Testing

/// The REPL re-asks a wrong model question with the reason and shows only the checked one.
@Suite("vocabquiz quiz checks model questions (binary, fake server)", .serialized)
struct CheckedQuizBinaryTests {
    /// A one-question quiz on "lamb", answered right, against a server sending `replies`.
    static func quizOnLamb(_ replies: [FakeOpenAIServer.Reply]) async throws -> (
        result: BinaryRunner.Result, folder: TemporaryDirectory, requests: [FakeOpenAIServer.RecordedRequest]
    ) {
        let server = try FakeOpenAIServer(replies: replies)
        defer { server.stop() }
        let folder = try TemporaryDirectory()
        let result = try await folder.runner.run(
            [
                "--count", "1", "--seed", "1", "--words", "lamb", "--choices", "model", "--endpoint",
                server.baseURL.absoluteString,
            ],
            input: "a young sheep\n")
        return (result, folder, server.chatRequests)
    }

    @Test func aWrongKeyIsReaskedWithTheReasonAndCountedInTheTranscript() async throws {
        let (result, folder, requests) = try await Self.quizOnLamb([
            .completion(CheckedExportBinaryTests.definesAnotherWord), .completion(questionJSON(word: "lamb")),
        ])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("checked against the lexicon"))
        #expect(result.output.contains("✅ Correct!"), "\(result.output)")
        // Piped output shows only the accepted question, once.
        #expect(result.output.components(separatedBy: "Q1.").count == 2, "\(result.output)")
        #expect(!result.output.contains("(revised)") && !result.output.contains("checking…"))
        let second = try #require(requests.dropFirst().first?.bodyText)
        #expect(second.contains("lexicon: wrong key"), "the re-ask carries the reason")
        let transcript = try folder.firstTranscript()
        #expect(transcript.contains("\"event\":\"rejections\""))
        #expect(transcript.contains("1 lexicon: wrong key"))
    }

    @Test func aRekeyedQuestionIsShownOnceAndNotedInTheTranscript() async throws {
        let (result, folder, requests) = try await Self.quizOnLamb([.completion(CheckedExportBinaryTests.wrongKey)])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("✅ Correct!"), "\(result.output)")
        #expect(requests.count == 1)
        let transcript = try folder.firstTranscript()
        #expect(transcript.contains("\"event\":\"re-keyed\""), "\(transcript)")
        #expect(transcript.contains("the key \\\"a loud noise\\\" is wrong"), "\(transcript)")
    }

    @Test func aQuestionAboutAWordTheLexiconLacksCarriesANoteOnScreenAndInTheTranscript() async throws {
        let zorbing = questionJSON(
            word: "zorbing", choices: ["rolling downhill in a big ball", "a loud noise", "a tool", "a tree"])
        let server = try FakeOpenAIServer(replies: [.completion(zorbing), .completion(questionJSON(word: "lamb"))])
        defer { server.stop() }
        let folder = try TemporaryDirectory()
        let result = try await folder.runner.run(
            [
                "--count", "2", "--seed", "1", "--words", "zorbing,lamb", "--choices", "model", "--endpoint",
                server.baseURL.absoluteString,
            ], input: "a\na\n")
        #expect(result.status == 0, "\(result.errors)")
        let note = "   (not checked: 'zorbing' is not in the lexicon)\n  A) "
        #expect(
            result.output.components(separatedBy: note).count == 2, "one note, before Q1's choices: \(result.output)")
        #expect(!result.output.contains("'lamb' is not in the lexicon"))
        let transcript = try folder.firstTranscript()
        #expect(transcript.contains("\"reason\":\"not checked: 'zorbing' is not in the lexicon\""), "\(transcript)")
    }

    @Test func uncheckedIsPrintedInTheBannerAndRecordedInHistory() async throws {
        let server = try FakeOpenAIServer(replies: [.completion(CheckedExportBinaryTests.wrongKey)])
        defer { server.stop() }
        let folder = try TemporaryDirectory()
        let result = try await folder.runner.run(
            [
                "--count", "1", "--words", "lamb", "--unchecked", "--choices", "model", "--endpoint",
                server.baseURL.absoluteString,
            ],
            input: "a\n")
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("UNCHECKED (--unchecked)"))
        #expect(result.output.contains("   (not checked: checks are turned off)\n  A) "), "\(result.output)")
        let history = try #require(folder.lines(of: "data/history.jsonl").first.flatMap(jsonObject))
        #expect((history["source"] as? String)?.hasSuffix("(unchecked)") == true)
    }
}
