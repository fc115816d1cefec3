import Foundation
import TestSupport
import Testing

/// A server whose every lexicon-bound reply breaks a wording rule, through the real binary: each turn
/// shows the lexicon's own question for its word, says so, and the quiz and the export complete.
@Suite("vocabquiz offline fallback of lexicon-bound turns (binary, fake server)", .serialized)
struct BoundFallbackBinaryTests {
    /// Keeps the constants, but its blank sentence has no blank and its meaning question never names
    /// the word: every reply is rejected as off-target.
    static let breaking = FakeOpenAIServer.Reply.keepingConstants(
        blankSentence: ["text": "There is nothing here to fill in at all.", "explanation": "\"{answer}\" fits."],
        meaningQuestion: ["text": "What is the right answer here today?", "explanation": "It is \"{answer}\"."])

    static let words = "lamb,duck,kitten"

    @Test func aPipedQuizCompletesWithTheDictionarysQuestionsAndSaysSo() async throws {
        let server = try FakeOpenAIServer(fallback: Self.breaking)
        defer { server.stop() }
        let folder = try TemporaryDirectory()
        let result = try await folder.runner.run(
            [
                "--count", "3", "--seed", "2", "--words", Self.words, "--retries", "3", "--endpoint",
                server.baseURL.absoluteString,
            ], input: "a\na\na\n")
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("Q3."), "\(result.output)")
        #expect(result.output.contains("Session over:") && result.output.contains("/3 correct"), "\(result.output)")
        #expect(!result.errors.contains("error:"), "\(result.errors)")
        let note = "note: the model's 3 replies were rejected; this is the dictionary's own question"
        #expect(result.errors.components(separatedBy: note).count == 4, "one note a question: \(result.errors)")
        #expect(server.chatRequests.count == 9, "3 replies a question")
        let transcript = try folder.firstTranscript()
        let label = #""label":"choices: lexicon, text: lexicon (the model's 3 replies were rejected)""#
        #expect(transcript.components(separatedBy: label).count == 4, "\(transcript)")
    }

    @Test func anExportCompletesWithTextFromLexiconAndCountsThemApart() async throws {
        let server = try FakeOpenAIServer(fallback: Self.breaking)
        defer { server.stop() }
        let folder = try TemporaryDirectory()
        let result = try await folder.runner.run(
            [
                "export", "--words", Self.words, "--count", "3", "--format", "json", "--out", folder.path("set.json"),
                "--seed", "4", "--retries", "3", "--endpoint", server.baseURL.absoluteString,
            ])
        #expect(result.status == 0, "\(result.errors)")
        #expect(
            result.errors.contains(
                "3 of 3 questions produced (3 written offline after the model's replies were rejected); 9 model replies"
            ), "\(result.errors)")
        // No model-written question, so no cost per one.
        #expect(!result.errors.contains("per accepted question"), "\(result.errors)")
        #expect(result.errors.contains("rejected replies: 9 off-target (lamb, duck, kitten)"), "\(result.errors)")
        let data = try Data(contentsOf: URL(fileURLWithPath: folder.path("set.json")))
        let records = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(records.count == 3)
        for record in records {
            #expect(record["text_from"] as? String == "lexicon", "\(record)")
            #expect(record["choices_from"] as? String == "lexicon", "\(record)")
            #expect(record["checked"] as? Bool == true, "\(record)")
            #expect(record["text"] as? String != "There is nothing here to fill in at all.", "\(record)")
            #expect((record["feedback"] as? [String])?.filter(\.isEmpty).count == 1, "\(record)")
        }
    }
}
