import Foundation
import TestSupport
import Testing

/// The export summary and the REPL transcript say why unusable replies were unusable.
@Suite("vocabquiz counts unusable replies by reason (binary, fake server)", .serialized)
struct RejectionReasonBinaryTests {
    static let cutOff = #"{"word":"lamb","text":"What does \"lamb\" mean?","choices":["a young"#
    static let duplicates = questionJSON(
        word: "lamb", choices: ["a young sheep", "A young sheep ", "a tool for cutting", "a kind of tall tree"])
    static let keyNotAChoice = questionJSON(
        word: "lamb", answer: "a baby sheep",
        choices: ["a young sheep", "a loud noise", "a tool for cutting", "a kind of tall tree"])

    @Test func theExportSummaryNamesEachKindOfUnusableReply() async throws {
        let server = try FakeOpenAIServer(replies: [
            .completion(Self.cutOff, finishReason: "length"), .completion(Self.cutOff),
            .completion(Self.duplicates), .completion(Self.keyNotAChoice), .completion(questionJSON(word: "lamb")),
        ])
        defer { server.stop() }
        let folder = try TemporaryDirectory()
        let result = try await folder.runner.run([
            "export", "--words", "lamb", "--format", "jsonl", "--out", folder.path("set.jsonl"), "--retries", "5",
            "--choices", "model", "--endpoint", server.baseURL.absoluteString,
        ])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.contains("1 of 1 questions produced; 5 model replies"), "\(result.errors)")
        #expect(
            result.errors.contains(
                "rejected replies: 2 schema: cut off, 1 schema: duplicate choices, 1 schema\n"), "\(result.errors)")
    }

    /// A model's text with a term of the classroom filter is re-asked as `classroom`; `--mature` shows it.
    @Test(arguments: [false, true])
    func aTermOfTheClassroomFilterIsReaskedUnlessMature(mature: Bool) async throws {
        let rude = questionJSON(word: "lamb", text: "What does \"lamb\" mean, that's-a-BITCH?")
        let server = try FakeOpenAIServer(replies: [.completion(rude), .completion(questionJSON(word: "lamb"))])
        defer { server.stop() }
        let folder = try TemporaryDirectory()
        let result = try await folder.runner.run(
            [
                "export", "--words", "lamb", "--format", "jsonl", "--out", folder.path("set.jsonl"), "--retries", "2",
                "--choices", "model", "--endpoint", server.baseURL.absoluteString,
            ] + (mature ? ["--mature"] : []))
        #expect(result.status == 0, "\(result.errors)")
        let exported = try String(contentsOfFile: folder.path("set.jsonl"), encoding: .utf8)
        if mature {
            #expect(result.errors.contains("1 of 1 questions produced; 1 model replies"), "\(result.errors)")
            #expect(exported.contains("that's-a-BITCH"))
        } else {
            #expect(result.errors.contains("1 of 1 questions produced; 2 model replies"), "\(result.errors)")
            #expect(result.errors.contains("rejected replies: 1 classroom (lamb)\n"), "\(result.errors)")
            #expect(!exported.contains("BITCH"))
        }
    }

    @Test func theTranscriptNamesTheReasonOfEachReask() async throws {
        let (result, folder, _) = try await CheckedQuizBinaryTests.quizOnLamb([
            .completion(Self.duplicates), .completion(Self.cutOff, finishReason: "length"),
            .completion(questionJSON(word: "lamb")),
        ])
        #expect(result.status == 0, "\(result.errors)")
        let transcript = try folder.firstTranscript()
        #expect(transcript.contains("\"reason\":\"schema: duplicate choices: "), "\(transcript)")
        #expect(transcript.contains("\"reason\":\"schema: cut off: "), "\(transcript)")
        #expect(transcript.contains("1 schema: cut off, 1 schema: duplicate choices"), "\(transcript)")
    }
}
