import Foundation
import LanguageModels
import TestSupport
import Testing

@Suite("Context budget")
struct ContextBudgetTests {
    static func word(_ turn: Int) -> String { "word" + String(format: "%03d", turn) }

    @Test func twoHundredTurnsKeepThePromptFlatAndListTheWordsAlreadyAsked() async throws {
        let model = ScriptedLanguageModel((1...200).map { .text(QuizCard.json(word: Self.word($0))) })
        let session = LanguageModelSession(model: model, instructions: "Teach.", recentTurnCount: 3)
        session.earlierTurnsNote = LanguageModelSession.listing(
            property: "word", label: "Words already asked", maximumItems: 60)
        for _ in 1...200 {
            _ = try await session.respond(to: "Next question.", generating: QuizCard.self)
        }
        let sizes = model.requests.map { $0.messages.reduce(0) { $0 + $1.content.count } }
        #expect(sizes[99] == sizes[199])
        #expect(sizes[199] < 3 * sizes[3])
        let last = try #require(model.requests.last)
        let expectedCount = 1 + 3 * 2 + 1  // system, three kept turns, the prompt
        #expect(last.messages.count == expectedCount)
        let system = try #require(last.messages.first?.content)
        #expect(system.hasPrefix("Teach.\n\nWords already asked: "))
        #expect(system.contains(Self.word(196)) && system.contains(Self.word(137)))
        #expect(!system.contains(Self.word(136)) && !system.contains(Self.word(197)))
        #expect(session.transcript.entries.count == 1 + 200 * 2)
    }

    @Test func aSmallWindowDropsRecentTurnsFirst() async throws {
        let model = ScriptedLanguageModel([], fallback: .text(QuizCard.json()), contextSize: 400)
        let session = LanguageModelSession(model: model, instructions: "Teach.", recentTurnCount: 5)
        let options = GenerationOptions(maximumResponseTokens: 200)
        for _ in 1...6 {
            _ = try await session.respond(to: "Next.", generating: QuizCard.self, options: options)
        }
        let last = try #require(model.requests.last)
        let allTurnsCount = 1 + 5 * 2 + 1
        #expect(last.messages.count < allTurnsCount)
        #expect(last.messages.count >= 2)
    }

    @Test func aPromptThatCannotFitFailsBeforeAskingTheModel() async throws {
        let model = ScriptedLanguageModel([.text(QuizCard.json())], contextSize: 1000)
        let session = LanguageModelSession(model: model)
        let error = await #expect(throws: LanguageModelSession.GenerationError.self) {
            try await session.respond(to: String(repeating: "long ", count: 2000), generating: QuizCard.self)
        }
        guard case .exceededContextWindowSize = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(model.requests.isEmpty)
    }
}
