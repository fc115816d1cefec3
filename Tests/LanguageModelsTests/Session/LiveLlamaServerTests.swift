import Foundation
import GuidedGeneration
import LanguageModels
import Testing

/// Runs against a real llama-server, started with `scripts/local-model start`, when
/// `VOCABQUIZ_LLAMA_URL` holds its base URL (for example `http://127.0.0.1:8080/v1`).
@Suite(
    "Live llama-server", .serialized,
    .enabled(if: ProcessInfo.processInfo.environment["VOCABQUIZ_LLAMA_URL"] != nil, "set VOCABQUIZ_LLAMA_URL"))
struct LiveLlamaServerTests {
    static let instructions = """
        You are an English teacher writing multiple-choice vocabulary questions. \
        Each question tests one English word and has four different short choices; \
        answerIndex is the position (0 to 3) of the correct choice.
        """

    func makeSession() throws -> LanguageModelSession {
        let raw = ProcessInfo.processInfo.environment["VOCABQUIZ_LLAMA_URL"] ?? ""
        let url = try #require(URL(string: raw))
        let model = OpenAICompatibleModel(
            baseURL: url, name: "local", timeLimits: TimeLimits(seconds: 120), defaultMaximumResponseTokens: 300)
        let session = LanguageModelSession(model: model, instructions: Self.instructions, maximumAttempts: 10)
        session.earlierTurnsNote = LanguageModelSession.listing(property: "word", label: "Words already asked")
        return session
    }

    @Test func tenValidQuestionsStreamedAndNot() async throws {
        let session = try makeSession()
        try await session.prewarm()
        let words = ["happy", "river", "borrow", "ancient", "brave", "quiet", "journey", "kitchen", "smile", "winter"]
        var cards: [LiveQuestion] = []
        for (index, word) in words.enumerated() {
            let prompt = "Write a question that asks what the word \"\(word)\" means."
            let options = GenerationOptions(sampling: .topP(0.9, seed: UInt64(index + 1)), temperature: 0.7)
            if index.isMultiple(of: 2) {
                var snapshotCount = 0
                var final: LiveQuestion?
                for try await snapshot in session.streamResponse(
                    to: prompt, generating: LiveQuestion.self, options: options)
                {
                    snapshotCount += 1
                    if snapshot.rawContent.isComplete { final = try LiveQuestion(snapshot.rawContent) }
                }
                #expect(snapshotCount > 1)
                cards.append(try #require(final))
            } else {
                cards.append(
                    try await session.respond(to: prompt, generating: LiveQuestion.self, options: options).content)
            }
        }
        #expect(cards.count == 10)
        for card in cards {
            #expect(card.choices.count == 4)
            #expect((0..<4).contains(card.answerIndex))
            #expect(!card.word.isEmpty && !card.text.isEmpty)
        }
        #expect(session.transcript.entries.count == 1 + 2 * 10)
        #expect((session.lastUsage?.promptTokens ?? 0) > 0)
    }
}

/// A question the grammar can keep valid even for a 135M model (the answer is an index, so it is always
/// among the choices): the live test checks the pipeline, not the model's wording.
struct LiveQuestion: Generable {
    var word: String
    var text: String
    var choices: [String]
    var answerIndex: Int

    static let generationSchema = GenerationSchema(
        type: LiveQuestion.self,
        properties: [
            .init(name: "word", type: String.self),
            .init(name: "text", type: String.self),
            .init(name: "choices", type: [String].self, guides: [.count(4)]),
            .init(name: "answerIndex", type: Int.self, guides: [.range(0...3)]),
        ])

    struct EmptyChoice: Error, LocalizedError {
        var errorDescription: String? { "a choice is empty" }
    }

    init(_ content: GeneratedContent) throws {
        word = try content.value(forProperty: "word")
        text = try content.value(forProperty: "text")
        choices = try content.value(forProperty: "choices")
        answerIndex = try content.value(forProperty: "answerIndex")
        if choices.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) { throw EmptyChoice() }
    }

    var generatedContent: GeneratedContent {
        GeneratedContent(properties: ["word": word, "text": text, "choices": choices, "answerIndex": answerIndex])
    }

    struct PartiallyGenerated: PartiallyGeneratedContent {
        var word: String?
        var text: String?
        var choices: [String]?
        var answerIndex: Int?

        init() {}

        init(_ content: GeneratedContent) throws {
            word = try content.value(forProperty: "word")
            text = try content.value(forProperty: "text")
            choices = try content.value(forProperty: "choices")
            answerIndex = try content.value(forProperty: "answerIndex")
        }
    }
}
