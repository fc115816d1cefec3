import Foundation
import GuidedGeneration
import LanguageModels
import Support
import TestSupport
import Testing

@Suite("LanguageModelSession streaming")
struct LanguageModelSessionStreamTests {
    @Test func snapshotsGrowAndTheLastIsTheValidatedValue() async throws {
        let model = ScriptedLanguageModel([.text(QuizCard.json())])
        let session = LanguageModelSession(model: model)
        var snapshots: [LanguageModelSession.ResponseStream<QuizCard, QuizCard>.Snapshot] = []
        for try await snapshot in session.streamResponse(to: "Ask.", generating: QuizCard.self) {
            snapshots.append(snapshot)
        }
        #expect(snapshots.count > 5)
        let texts = snapshots.compactMap(\.content.text)
        #expect(texts.count > 1 && texts.first != texts.last)
        #expect(snapshots.dropLast().allSatisfy { !$0.rawContent.isComplete })
        let last = try #require(snapshots.last)
        #expect(last.rawContent.isComplete)
        #expect(try QuizCard(last.rawContent) == QuizCard(GeneratedContent(json: QuizCard.json())))
        #expect(session.transcript.entries.count == 2)
    }

    @Test func aRejectedAttemptRestartsTheSnapshots() async throws {
        let model = ScriptedLanguageModel([
            .text(QuizCard.json(choices: ["a", "b", "c"], answer: "a")), .text(QuizCard.json()),
        ])
        let session = LanguageModelSession(model: model)
        var attempts: [Int] = []
        var final: QuizCard.PartiallyGenerated?
        for try await snapshot in session.streamResponse(to: "Ask.", generating: QuizCard.self) {
            if attempts.last != snapshot.attempt { attempts.append(snapshot.attempt) }
            final = snapshot.content
        }
        #expect(attempts == [1, 2])
        #expect(final?.choices == ["fruit", "tool", "city", "colour"])
    }

    @Test func collectReturnsTheTypedValue() async throws {
        let model = ScriptedLanguageModel([.text(QuizCard.json(word: "kiwi"))])
        let response = try await LanguageModelSession(model: model)
            .streamResponse(to: "Ask.", generating: QuizCard.self).collect()
        #expect(response.content.word == "kiwi")
    }

    @Test func failuresAreThrownFromTheStream() async throws {
        let model = ScriptedLanguageModel([], fallback: .text("nope"))
        let session = LanguageModelSession(model: model, maximumAttempts: 2)
        await #expect(throws: LanguageModelSession.GenerationError.self) {
            _ = try await session.streamResponse(to: "Ask.", generating: QuizCard.self).collect()
        }
        #expect(model.requests.count == 2)
        #expect(!session.isResponding)
    }

    /// `respond(…onSnapshot:)` hands over what the stream yields, attempt by attempt, on the task that reads
    /// the reply, and frees the session before its last snapshot.
    @Test func respondWithSnapshotsDeliversWhatTheStreamYields() async throws {
        let replies: [ScriptedLanguageModel.Step] = [
            .text(QuizCard.json(choices: ["a", "b", "c"], answer: "a")), .text(QuizCard.json()),
        ]
        var streamed: [LanguageModelSession.ResponseStream<QuizCard, QuizCard>.Snapshot] = []
        let streaming = LanguageModelSession(model: ScriptedLanguageModel(replies))
        for try await snapshot in streaming.streamResponse(to: "Ask.", generating: QuizCard.self) {
            streamed.append(snapshot)
        }
        let session = LanguageModelSession(model: ScriptedLanguageModel(replies))
        let handed = Locked<[LanguageModelSession.ResponseStream<QuizCard, QuizCard>.Snapshot]>([])
        let response = try await session.respond(
            to: "Ask.", schema: QuizCard.generationSchema, generating: QuizCard.self, accepting: { $0 }
        ) { [session] snapshot in
            if snapshot.accepted != nil { #expect(!session.isResponding) }
            handed.withLock { $0.append(snapshot) }
        }
        let snapshots = handed.value
        #expect(snapshots.map(\.attempt) == streamed.map(\.attempt))
        #expect(snapshots.map(\.rawContent) == streamed.map(\.rawContent))
        #expect(snapshots.dropLast().allSatisfy { $0.accepted == nil })
        #expect(snapshots.last?.accepted == response.content)
        #expect(response.attempts == 2 && response.content == streamed.last?.accepted)
    }
}
