import Foundation
import GuidedGeneration
import LanguageModels
import Support
import TestSupport
import Testing

/// A reply is parsed, decoded and checked once: the session hands back the value it made from the
/// document the partial decoder finished, rather than parsing the text and decoding it again.
@Suite("LanguageModelSession one pass")
struct LanguageModelSessionOnePassTests {
    /// What one turn cost: documents parsed, values decoded, checks run.
    struct Work: Equatable {
        var parses = 0
        var decodes = 0
        var checks = 0
    }

    /// `QuizCard`, counting its decodes through a task-local hook, so tests running side by side never mix counts.
    struct CountedCard: Generable {
        @TaskLocal static var onDecode: (@Sendable () -> Void)?
        var card: QuizCard

        static var generationSchema: GenerationSchema { QuizCard.generationSchema }

        init(_ content: GeneratedContent) throws {
            Self.onDecode?()
            card = try QuizCard(content)
        }

        var generatedContent: GeneratedContent { card.generatedContent }
        typealias PartiallyGenerated = QuizCard.PartiallyGenerated
    }

    /// Runs `body` counting parses and decodes, and hands it the check to use.
    func counting(
        _ body: (@escaping @Sendable (CountedCard) throws -> QuizCard) async throws -> Void
    ) async throws -> Work {
        let work = Locked(Work())
        try await ParseObservation.$onParse.withValue({ work.withLock { $0.parses += 1 } }) {
            try await CountedCard.$onDecode.withValue({ work.withLock { $0.decodes += 1 } }) {
                try await body { counted in
                    work.withLock { $0.checks += 1 }
                    return counted.card
                }
            }
        }
        return work.value
    }

    @Test func aStreamedReplyIsParsedDecodedAndCheckedOnce() async throws {
        let session = LanguageModelSession(model: ScriptedLanguageModel([.text(QuizCard.json())]))
        var accepted: QuizCard?
        let work = try await counting { check in
            let stream = session.streamResponse(
                to: "Ask.", schema: CountedCard.generationSchema, generating: CountedCard.self, accepting: check)
            accepted = try await stream.collect().content
        }
        #expect(work == Work(parses: 1, decodes: 1, checks: 1))
        #expect(accepted == (try QuizCard(GeneratedContent(json: QuizCard.json()))))
    }

    @Test func aWholeReplyIsParsedDecodedAndCheckedOnce() async throws {
        let session = LanguageModelSession(model: ScriptedLanguageModel([.text(QuizCard.json())]))
        let work = try await counting { check in
            _ = try await session.respond(
                to: "Ask.", schema: CountedCard.generationSchema, generating: CountedCard.self, accepting: check)
        }
        #expect(work == Work(parses: 1, decodes: 1, checks: 1))
    }

    @Test func aFencedStreamedReplyFallsBackToParsingItsTextOnce() async throws {
        let fenced = "```json\n" + QuizCard.json() + "\n```"
        let session = LanguageModelSession(model: ScriptedLanguageModel([.text(fenced)]))
        let work = try await counting { check in
            let stream = session.streamResponse(
                to: "Ask.", schema: CountedCard.generationSchema, generating: CountedCard.self, accepting: check)
            _ = try await stream.collect()
        }
        // The partial decoder gives up at the fence; the text is then parsed once without it.
        #expect(work == Work(parses: 2, decodes: 1, checks: 1))
    }
}
