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
        the answer is copied exactly from the choices.
        """

    func makeSession() throws -> LanguageModelSession {
        let raw = ProcessInfo.processInfo.environment["VOCABQUIZ_LLAMA_URL"] ?? ""
        let url = try #require(URL(string: raw))
        let model = OpenAICompatibleModel(
            baseURL: url, name: "local", timeLimits: TimeLimits(seconds: 120), defaultMaximumResponseTokens: 256)
        let session = LanguageModelSession(model: model, instructions: Self.instructions, maximumAttempts: 6)
        session.earlierTurnsNote = LanguageModelSession.listing(property: "word", label: "Words already asked")
        return session
    }

    @Test func tenValidQuestionsStreamedAndNot() async throws {
        let session = try makeSession()
        try await session.prewarm()
        let words = ["happy", "river", "borrow", "ancient", "brave", "quiet", "journey", "kitchen", "smile", "winter"]
        var cards: [QuizCard] = []
        for (index, word) in words.enumerated() {
            let prompt = "Write a question that asks what the word \"\(word)\" means."
            let options = GenerationOptions(sampling: .topP(0.9, seed: UInt64(index + 1)), temperature: 0.7)
            if index.isMultiple(of: 2) {
                var snapshotCount = 0
                var final: QuizCard?
                for try await snapshot in session.streamResponse(to: prompt, generating: QuizCard.self, options: options)
                {
                    snapshotCount += 1
                    if snapshot.rawContent.isComplete { final = try QuizCard(snapshot.rawContent) }
                }
                #expect(snapshotCount > 1)
                cards.append(try #require(final))
            } else {
                cards.append(try await session.respond(to: prompt, generating: QuizCard.self, options: options).content)
            }
        }
        #expect(cards.count == 10)
        for card in cards {
            #expect(card.choices.count == 4)
            #expect(card.choices.contains(card.answer))
        }
        #expect(session.transcript.entries.count == 1 + 2 * 10)
        #expect((session.lastUsage?.promptTokens ?? 0) > 0)
    }
}
