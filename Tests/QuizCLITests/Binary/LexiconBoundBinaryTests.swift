import Foundation
import TestSupport
import Testing

/// Lexicon-bound model questions through the real binary: the lexicon fixes word, choices and key in
/// the schema, a server that keeps them gets its questions through, one that ignores them is asked
/// for free questions, and exports and transcripts say which mode each question came from.
@Suite("vocabquiz lexicon-bound model questions (binary, fake server)", .serialized)
struct LexiconBoundBinaryTests {
    /// What a grammar-constrained server writes around the constants.
    static let keeping = FakeOpenAIServer.Reply.keepingConstants(
        blankSentence: [
            "text": "On the farm a young {word} is with its mother today.", "explanation": "\"{answer}\" fits here.",
        ],
        meaningQuestion: ["text": "On a farm, what does \"{word}\" mean?", "explanation": "It means \"{answer}\"."])

    func export(_ words: String, server: FakeOpenAIServer, extra: [String] = []) async throws -> (
        result: BinaryRunner.Result, records: [[String: Any]]
    ) {
        let folder = try TemporaryDirectory()
        let result = try await folder.runner.run(
            [
                "export", "--words", words, "--format", "jsonl", "--out", folder.path("set.jsonl"), "--seed", "4",
                "--retries", "3", "--endpoint", server.baseURL.absoluteString,
            ] + extra)
        let records = folder.lines(of: "set.jsonl").compactMap(jsonObject)
        return (result, records)
    }

    @Test func aServerThatKeepsTheConstantsWritesOnlyTheStemAndTheExportSaysLexicon() async throws {
        let server = try FakeOpenAIServer(fallback: Self.keeping)
        defer { server.stop() }
        let (result, records) = try await export("lamb,duck", server: server)
        #expect(result.status == 0, "\(result.errors)")
        // The fake server counts 20 prompt and 10 completion tokens per reply.
        #expect(
            result.errors.contains(
                "2 of 2 questions produced; 2 model replies; 60 tokens (40 prompt + 20 completion), 30 per accepted question"
            ), "\(result.errors)")
        #expect(records.count == 2)
        for record in records {
            #expect(record["choices_from"] as? String == "lexicon", "\(record)")
            #expect(record["text_from"] as? String == "model", "\(record)")
            #expect(record["checked"] as? Bool == true)
            #expect((record["feedback"] as? [String])?.filter(\.isEmpty).count == 1, "\(record)")
            // The server wrote the word into the sentence; the client blanked it.
            let text = record["text"] as? String ?? ""
            if text.hasPrefix("On the farm a young") {
                #expect(text == "On the farm a young _____ is with its mother today.", "\(record)")
            }
        }
        #expect(records.contains { ($0["text"] as? String)?.contains("_____") == true }, "\(records)")
        let body = try #require(server.chatRequests.first?.bodyText)
        #expect(body.contains(#""enum":["lamb"]"#) || body.contains(#""enum":["duck"]"#), "\(body)")
        #expect(body.contains("that uses the word lamb"), "the prompt is the bound one")
    }

    @Test func aServerThatCannotBuildTheGrammarSaysSoInOneLine() async throws {
        let server = try FakeOpenAIServer(
            fallback: .status(
                400,
                body:
                    #"{"error":{"code":400,"message":"Failed to initialize samplers: failed to parse grammar","type":"invalid_request_error"}}"#
            ))
        defer { server.stop() }
        let (result, records) = try await export("lamb,duck", server: server)
        #expect(result.status != 0)
        #expect(records.isEmpty)
        // The same request fails the same way every time: the run stops at the first, and says why once.
        #expect(server.chatRequests.count == 1, "\(result.errors)")
        let stopped = result.errors.split(separator: "\n").filter { $0.contains("stopped:") }
        #expect(stopped.count == 1, "\(result.errors)")
        #expect(
            stopped.first?.contains(
                "could not build a grammar from the request's JSON schema (HTTP 400): 'Failed to initialize samplers: failed to parse grammar'. Update the server, or try --choices model"
            ) == true, "\(result.errors)")
    }

    @Test func aSchemaIgnoringServerFallsBackToFreeQuestionsOnceAndStillCompletes() async throws {
        let server = try FakeOpenAIServer(fallback: .completion(questionJSON(word: "lamb")))
        defer { server.stop() }
        let (result, records) = try await export("lamb", server: server)
        #expect(result.status == 0, "\(result.errors)")
        let note = "ignores the fixed choices of its schema (2 replies in a row): its questions are free from now on"
        #expect(result.errors.components(separatedBy: note).count == 2, "said once: \(result.errors)")
        #expect(result.errors.contains("rejected replies: 2 schema"), "\(result.errors)")
        #expect(records.first?["choices_from"] as? String == "model")
        #expect(records.first?["answer"] as? String == testDefinitions["lamb"])
    }

    @Test func chosenByTheModelWithChoicesModel() async throws {
        let server = try FakeOpenAIServer(fallback: .completion(questionJSON(word: "lamb")))
        defer { server.stop() }
        let (result, records) = try await export("lamb", server: server, extra: ["--choices", "model"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.contains("1 of 1 questions produced; 1 model replies"), "\(result.errors)")
        #expect(records.first?["choices_from"] as? String == "model")
        #expect(server.chatRequests.first?.bodyText.contains("that uses the word lamb") == false)
    }

    @Test func theBannerAndTranscriptSayTheModeAndAMissShowsTheExplanationThenTheDictionary() async throws {
        let server = try FakeOpenAIServer(fallback: Self.keeping)
        defer { server.stop() }
        let folder = try TemporaryDirectory()
        let result = try await folder.runner.run(
            ["--count", "1", "--seed", "2", "--words", "lamb", "--endpoint", server.baseURL.absoluteString],
            input: "d\n")
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("Choices: the lexicon picks them for the words it knows"), "\(result.output)")
        let transcript = try folder.firstTranscript()
        #expect(transcript.contains(#""label":"choices: lexicon""#), "\(transcript)")
        #expect(transcript.contains(#""event":"tokens","text":"20 prompt + 10 completion""#), "\(transcript)")
        // A miss: the model's explanation first, then what the picked choice means in the dictionary.
        let wrong = try #require(result.output.range(of: "❌ Wrong"), "\(result.output)")
        let after = result.output[wrong.upperBound...]
        let explanation = try #require(after.range(of: "fits here."), "\(result.output)")
        let dictionary = try #require(after.range(of: "here means"), "\(result.output)")
        #expect(explanation.lowerBound < dictionary.lowerBound, "\(result.output)")
    }
}
