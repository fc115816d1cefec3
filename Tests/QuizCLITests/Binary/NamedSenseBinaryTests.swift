import Foundation
import TestSupport
import Testing

/// `vocabquiz senses WORD` lists the senses; `--words 'bank#2'` grounds and checks that one.
@Suite("vocabquiz senses and --words 'WORD#N' (binary)", .serialized)
struct NamedSenseBinaryTests {
    static let riverKey = questionJSON(
        word: "bank", answer: "sloping land beside a body of water",
        choices: ["sloping land beside a body of water", "a loud noise", "a tool for cutting", "a kind of tall tree"])
    static let moneyKey = questionJSON(
        word: "bank", answer: "a financial institution that accepts deposits",
        choices: ["a financial institution that accepts deposits", "a loud noise", "a tool for cutting", "a tall tree"])

    @Test func sensesListsTheNumberedSensesOfAWord() async throws {
        let folder = try TemporaryDirectory()
        let result = try await folder.runner.run(["senses", "bank"])
        #expect(result.status == 0, "\(result.errors)")
        let lines = result.output.split(separator: "\n")
        #expect(lines.first?.hasPrefix("bank: 18 senses (test one with --words 'bank#N')") == true, "\(result.output)")
        // Learner definitions (issue 22) stand in for WordNet's gloss of bank's two everyday senses; a teacher
        // named the money bank the one learners know first (session 18), so the river bank comes at B2.
        #expect(lines.dropFirst().first == "   1. noun, B2: the land along the side of a river (learner definition)")
        #expect(lines.contains { $0.hasPrefix("   2. noun, A1: a business that keeps your money safe for you") })
        // The verb is under 5% of bank's SemCor tags, so its senses are listed but never asked (issue 22).
        #expect(lines.contains { $0.hasPrefix("  11. verb, rare, not asked: ") })
    }

    @Test func anUnknownWordOrAMissingSenseIsOneErrorLine() async throws {
        let folder = try TemporaryDirectory()
        let unknown = try await folder.runner.run(["senses", "zzqx"])
        #expect(unknown.status == 1)
        #expect(unknown.errors == "error: 'zzqx' is not in the lexicon, so it has no numbered senses\n")
        for arguments in [
            ["export", "--words", "lamb,bank#19", "--format", "jsonl", "--endpoint", "http://127.0.0.1:9/v1"],
            ["export", "--words", "bank#19", "--format", "jsonl"], ["--words", "bank#19", "--count", "1"],
        ] {
            let result = try await folder.runner.run(arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(
                result.errors
                    == "error: 'bank#19': 'bank' has 18 senses (1 to 18); list them with: vocabquiz senses bank\n",
                "\(result.errors)")
        }
        let notANumber = try await folder.runner.run(["export", "--words", "bank#two", "--format", "jsonl"])
        #expect(notANumber.status == 2)
        #expect(notANumber.errors.contains("'bank#two': the sense after '#' must be a number"), "\(notANumber.errors)")
    }

    @Test func theSchemaAndTheWordsCommandTakeTheWordWithoutItsSense() async throws {
        let folder = try TemporaryDirectory()
        let schema = try await folder.runner.run(["schema", "--words", "bank#2", "--prompt"])
        #expect(schema.status == 0, "\(schema.errors)")
        #expect(schema.output.hasPrefix("{word: \"bank\""), "\(schema.output)")
        let quiz = try await folder.runner.run(["--count", "1"], input: ":words bank#2,lamb\n:quit\n")
        #expect(quiz.output.contains("note: ':words' cannot name a sense; start with --words 'WORD#N' for that"))
        #expect(quiz.output.contains("Only these 2 words from now on."), "\(quiz.output)")
    }

    @Test func theNamedSenseIsInThePromptAndAKeyOfAnotherSenseIsReasked() async throws {
        let list = try TemporaryDirectory()
        let file = list.path("words.txt")
        try "# unit 3\nbank#2\n".write(toFile: file, atomically: true, encoding: .utf8)
        let server = try FakeOpenAIServer(replies: [.completion(Self.riverKey), .completion(Self.moneyKey)])
        defer { server.stop() }
        let folder = try TemporaryDirectory()
        let result = try await folder.runner.run([
            "export", "--words", file, "--format", "jsonl", "--retries", "2", "--choices", "model", "--endpoint",
            server.baseURL.absoluteString,
        ])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.contains("rejected replies: 1 off-target (bank)"), "\(result.errors)")
        #expect(result.output.contains("\"answer\":\"a financial institution that accepts deposits\""))
        let prompt = try #require(server.chatRequests.first?.bodyText)
        #expect(prompt.contains("Meaning to test: a business that keeps your money safe"), "\(prompt)")
        #expect(!prompt.contains("Meaning to test: the land along the side of a river"))
        #expect(prompt.contains("\"enum\":[\"bank\"]"), "the word, not 'bank#2', binds the schema")
    }
}

/// A REPL word list is grounded turn by turn: each prompt carries the facts of that turn's word.
@Suite("vocabquiz --words with several words (binary, fake server)", .serialized)
struct WordListGroundingBinaryTests {
    @Test func eachTurnsPromptCarriesItsOwnWordsFacts() async throws {
        let server = try FakeOpenAIServer(replies: [
            .completion(questionJSON(word: "lamb")), .completion(questionJSON(word: "duck")),
            .completion(questionJSON(word: "abate")),
        ])
        defer { server.stop() }
        let folder = try TemporaryDirectory()
        let result = try await folder.runner.run(
            [
                "--count", "3", "--seed", "1", "--words", "lamb,duck#1,abate", "--choices", "model", "--endpoint",
                server.baseURL.absoluteString,
            ], input: "a\nb\nc\n")
        #expect(result.status == 0, "\(result.errors)")
        let prompts = server.chatRequests.map { GroundedPromptBinaryTests().userPrompt($0) }
        try #require(prompts.count == 3, "\(prompts)")
        let expected = [("lamb", "young sheep"), ("duck", "a bird that swims"), ("abate", "less active or intense")]
        for (prompt, (word, gloss)) in zip(prompts, expected) {
            #expect(prompt.contains("Facts about \"\(word)\" from the dictionary:"), "\(prompt)")
            #expect(prompt.contains("Meaning to test: ") && prompt.contains(gloss), "\(prompt)")
            #expect(prompt.contains("The target word must be: \(word)"), "\(prompt)")
            #expect(expected.filter { $0.0 != word }.allSatisfy { !prompt.contains("Facts about \"\($0.0)\"") })
        }
        #expect(result.output.components(separatedBy: "checked against the lexicon").count == 2)
    }
}
