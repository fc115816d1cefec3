import Foundation
import TestSupport
import Testing

/// Well-formed but wrong model questions never reach an export: the real binary against a scripted server.
@Suite("vocabquiz export checks model questions (binary, fake server)", .serialized)
struct CheckedExportBinaryTests {
    /// A wrong key beside the one right choice: re-keyed, not re-asked.
    static let wrongKey = questionJSON(
        word: "lamb", answer: "a loud noise",
        choices: ["a young sheep", "a loud noise", "a tool for cutting", "a kind of tall tree"])
    /// A definition of "duck" keyed "lamb": the key is the word, so there is nothing to re-key; re-asked.
    static let definesAnotherWord = questionJSON(
        word: "lamb", answer: "lamb", choices: ["lamb", "duck", "tree", "road"],
        text: "Which word means “a swimming bird with a broad flat bill”?")
    static let synonymDistractor = questionJSON(
        word: "big", answer: "large", choices: ["large", "great", "blue", "quick"],
        text: "Which word is closest in meaning to \"big\"?")
    static let giveaway = questionJSON(
        word: "lamb", choices: ["like a lamb", "a loud noise", "a tool for cutting", "a kind of tall tree"])
    static let copiedExample = questionJSON(
        word: "duck", choices: ["to become less intense", "to grow stronger", "to wait patiently", "to leave a place"])

    func export(_ words: String, replies: [FakeOpenAIServer.Reply], extra: [String] = [])
        async throws -> (result: BinaryRunner.Result, folder: TemporaryDirectory, out: String)
    {
        let server = try FakeOpenAIServer(replies: replies)
        defer { server.stop() }
        let folder = try TemporaryDirectory()
        let out = folder.path("set.jsonl")
        let result = try await folder.runner.run(
            [
                "export", "--words", words, "--format", "jsonl", "--out", out, "--retries", "2",
                "--choices", "model", "--endpoint", server.baseURL.absoluteString,
            ] + extra)
        return (result, folder, out)
    }

    @Test(arguments: [
        (definesAnotherWord, "lexicon: wrong key", "lamb"),
        (synonymDistractor, "lexicon: second correct answer", "big"),
        (giveaway, "giveaway", "lamb"), (copiedExample, "lexicon: unconfirmed key", "duck"),
    ])
    func aWrongQuestionIsReaskedAndTheRightOneExported(reply: String, reason: String, word: String) async throws {
        let right =
            word == "big"
            ? questionJSON(
                word: "big", answer: "large", choices: ["large", "green", "blue", "quick"],
                text: "Which word is closest in meaning to \"big\"?")
            : questionJSON(word: word)
        let key = word == "big" ? "large" : testDefinitions[word]
        let (result, folder, _) = try await export(word, replies: [.completion(reply), .completion(right)])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.contains("1 of 1 questions produced; 2 model replies"), "\(result.errors)")
        #expect(result.errors.contains("rejected replies: 1 \(reason) (\(word))\n"), "\(result.errors)")
        let record = try #require(folder.lines(of: "set.jsonl").first.flatMap(jsonObject))
        #expect(record["checked"] as? Bool == true)
        #expect(record["answer"] as? String == key)
    }

    @Test func aServerThatOnlySendsWrongKeysEndsInAClearFailureAndNoFile() async throws {
        let (result, folder, out) = try await export(
            "lamb", replies: Array(repeating: .completion(Self.definesAnotherWord), count: 4))
        #expect(result.status == 1)
        #expect(result.errors.contains("0 of 1 questions produced"), "\(result.errors)")
        #expect(result.errors.contains("word \"lamb\" failed after 2 attempt(s)"), "\(result.errors)")
        #expect(result.errors.contains("lexicon: wrong key"), "\(result.errors)")
        #expect(result.errors.contains("nothing was written"))
        #expect(!FileManager.default.fileExists(atPath: out))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.contains("set") }.isEmpty)
    }

    @Test func aWrongKeyBesideTheOneRightChoiceIsRekeyedAndSaidSo() async throws {
        let (result, folder, _) = try await export("lamb", replies: [.completion(Self.wrongKey)])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.contains("1 of 1 questions produced; 1 model replies"), "\(result.errors)")
        #expect(
            result.errors.contains("re-keyed to the one choice the lexicon confirms: 1 (lamb)\n"), "\(result.errors)")
        #expect(!result.errors.contains("rejected replies"), "\(result.errors)")
        let record = try #require(folder.lines(of: "set.jsonl").first.flatMap(jsonObject))
        #expect(record["answer"] as? String == "a young sheep")
        #expect(record["checked"] as? Bool == true)
        let explanation = try #require(record["explanation"] as? String)
        #expect(
            explanation.contains("\"a young sheep\" is right") && !explanation.contains("explained"), "\(explanation)")
    }

    @Test func aWordTheLexiconDoesNotKnowIsExportedMarkedUnchecked() async throws {
        let reply = questionJSON(
            word: "zorbing", choices: ["rolling downhill in a big ball", "a loud noise", "a tool", "a tree"])
        let (result, folder, _) = try await export("zorbing", replies: [.completion(reply)])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.contains("not checked"), "\(result.errors)")
        let record = try #require(folder.lines(of: "set.jsonl").first.flatMap(jsonObject))
        #expect(record["checked"] as? Bool == false)
    }

    @Test func uncheckedExportsTrustTheReplyAndSaySo() async throws {
        let (result, folder, _) = try await export(
            "lamb", replies: [.completion(Self.wrongKey)], extra: ["--unchecked"])
        #expect(result.status == 0, "\(result.errors)")
        let record = try #require(folder.lines(of: "set.jsonl").first.flatMap(jsonObject))
        #expect(record["checked"] as? Bool == false)
        #expect((record["source"] as? String)?.hasSuffix("(unchecked)") == true)
    }
}

/// Prompts carry the lexicon's facts; suggested words are suggestions, a teacher's words are binding.
@Suite("vocabquiz grounded prompts (binary, fake server)", .serialized)
struct GroundedPromptBinaryTests {
    func userPrompt(_ request: FakeOpenAIServer.RecordedRequest) -> String {
        let messages = (request.json?["messages"] as? [[String: Any]]) ?? []
        return messages.last?["content"] as? String ?? ""
    }

    func wordSchema(_ request: FakeOpenAIServer.RecordedRequest) -> [String: Any]? {
        let format = request.json?["response_format"] as? [String: Any]
        let schema = (format?["json_schema"] as? [String: Any])?["schema"] as? [String: Any]
        return (schema?["properties"] as? [String: Any])?["word"] as? [String: Any]
    }

    @Test func aTeachersWordIsGroundedAndBinding() async throws {
        let server = try FakeOpenAIServer(replies: [.completion(questionJSON(word: "lamb"))])
        defer { server.stop() }
        let folder = try TemporaryDirectory()
        let result = try await folder.runner.run([
            "export", "--words", "lamb", "--format", "jsonl", "--choices", "model", "--endpoint",
            server.baseURL.absoluteString,
        ])
        #expect(result.status == 0, "\(result.errors)")
        let request = try #require(server.chatRequests.first)
        let prompt = userPrompt(request)
        #expect(prompt.contains("Facts about \"lamb\" from the dictionary:"), "\(prompt)")
        #expect(prompt.contains("Part of speech: noun"))
        #expect(prompt.contains("Meaning to test: a very young sheep"))
        #expect(wordSchema(request)?["enum"] as? [String] == ["lamb"])
        let system = ((request.json?["messages"] as? [[String: Any]])?.first?["content"] as? String) ?? ""
        #expect(!system.contains("abate"), "no fixed example for small models to copy")
    }

    @Test func aCheckableWordTheModelChoseInsteadOfTheSuggestionIsAccepted() async throws {
        let server = try FakeOpenAIServer(replies: [.completion(questionJSON(word: "lamb"))])
        defer { server.stop() }
        let folder = try TemporaryDirectory()
        let result = try await folder.runner.run([
            "export", "--count", "1", "--seed", "5", "--format", "jsonl", "--choices", "model", "--endpoint",
            server.baseURL.absoluteString,
        ])
        #expect(result.status == 0, "\(result.errors)")
        let request = try #require(server.chatRequests.first)
        #expect(userPrompt(request).contains("Facts about"))
        #expect(!userPrompt(request).contains("\"lamb\""), "lamb was not the suggestion")
        #expect(wordSchema(request)?["enum"] == nil, "a suggestion does not bind the model")
        #expect(result.output.contains("\"word\":\"lamb\""))
    }
}

/// `--judge-endpoint` turns on the blind check for an export, and its verdict decides.
@Suite("vocabquiz export --judge-endpoint (binary, fake servers)")
struct BlindCheckBinaryTests {
    @Test func aJudgeThatAlwaysAnswersAAgreesExactlyWhenTheKeyWasShownAtA() async throws {
        let writer = try FakeOpenAIServer(replies: [], fallback: .completion(questionJSON(word: "lamb")))
        let judge = try FakeOpenAIServer(replies: [], fallback: .completion(#"{"answer":"A"}"#))
        defer {
            writer.stop()
            judge.stop()
        }
        let folder = try TemporaryDirectory()
        let result = try await folder.runner.run([
            "export", "--words", "lamb", "--format", "jsonl", "--seed", "3", "--retries", "1",
            "--choices", "model", "--endpoint", writer.baseURL.absoluteString, "--judge-endpoint",
            judge.baseURL.absoluteString,
        ])
        let asked = try #require(judge.chatRequests.first)
        let messages = (asked.json?["messages"] as? [[String: Any]]) ?? []
        let prompt = messages.compactMap { $0["content"] as? String }.joined(separator: "\n")
        #expect(!prompt.contains("teacher") && !prompt.contains("explained"), "the judge sees no key or instructions")
        #expect(result.errors.contains("blind check: the judge agreed with"), "\(result.errors)")
        if prompt.contains("A) a young sheep") {
            #expect(result.status == 0, "\(result.errors)")
            #expect(result.errors.contains("agreed with 1 of 1 keys (100%)"))
        } else {
            #expect(result.status == 1)
            #expect(result.errors.contains("1 blind disagreement (lamb)"), "\(result.errors)")
            #expect(result.errors.contains("agreed with 0 of 1 keys (0%)"))
        }
    }
}
