import Foundation
import LanguageModels
import ModelQuestions
import Quiz
import Support
import Testing

/// A judge that answers with the letter of the choice containing `pick` (or, `exactly`, reading
/// `pick`), and records what it saw.
final class LetterJudge: LanguageModel, @unchecked Sendable {
    let pick: String
    let isExact: Bool
    private let seen = Locked<[ModelRequest]>([])

    init(picking pick: String, exactly isExact: Bool = false) {
        self.pick = pick
        self.isExact = isExact
    }

    var requests: [ModelRequest] { seen.value }
    var displayName: String { "judge" }
    func contextSize() async -> Int { 4096 }
    func prewarm() async throws {}

    func complete(_ request: ModelRequest) async throws -> ModelReply {
        seen.withLock { $0.append(request) }
        let prompt = request.messages.last?.content ?? ""
        let line = prompt.split(separator: "\n").first {
            $0.dropFirst().hasPrefix(") ") && (isExact ? $0.dropFirst(3) == pick : $0.contains(pick))
        }
        return ModelReply(content: "{\"answer\":\"\(line?.first.map(String.init) ?? "Z")\"}")
    }

    func stream(_ request: ModelRequest) -> AsyncThrowingStream<ModelStreamEvent, Error> {
        AsyncThrowingStream { continuation in
            Task {
                do {
                    continuation.yield(.finished(try await self.complete(request)))
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
        }
    }
}

@Suite struct BlindVerifierTests {
    let question = try! Question(
        word: "lamb", text: "What does \"lamb\" mean?",
        choices: ["a young sheep", "a loud noise", "a tool for cutting", "a kind of tall tree"],
        answer: "a young sheep", explanation: "Lambs are young sheep.")

    @Test func aJudgeThatPicksTheKeyAgreesAndNeverSeesTheKeyOrTheExplanation() async throws {
        let judge = LetterJudge(picking: "young sheep")
        let tally = BlindAgreement()
        let verifier = BlindVerifier(model: judge, tally: tally, seed: 1)
        #expect(try await verifier.verify(question) == nil)
        let request = try #require(judge.requests.first)
        let everything = request.messages.map(\.content).joined(separator: "\n")
        #expect(!everything.contains("Lambs are young sheep"))
        #expect(!everything.contains("teacher"))
        #expect(!everything.contains("\"answer\": \"a young sheep\""))
        #expect(request.options.temperature == 0)
        #expect(request.responseFormat?.schemaJSON.contains("\"enum\":[\"A\",\"B\",\"C\",\"D\"]") == true)
        #expect(tally.summary == "blind check: the judge agreed with 1 of 1 keys (100%)")
    }

    @Test func aJudgeThatPicksAnotherChoiceRejectsTheQuestion() async throws {
        let tally = BlindAgreement()
        let verifier = BlindVerifier(model: LetterJudge(picking: "loud noise"), tally: tally, seed: 1)
        let rejection = try #require(try await verifier.verify(question))
        #expect(rejection.reason == .blindDisagreement)
        #expect(rejection.detail.contains("\"a loud noise\""))
        #expect(tally.summary == "blind check: the judge agreed with 0 of 1 keys (0%)")
    }

    @Test func theKeyIsShownInEveryPositionOverManyQuestions() async throws {
        let judge = LetterJudge(picking: "young sheep")
        let verifier = BlindVerifier(model: judge, tally: BlindAgreement(), seed: 9)
        for index in 0..<40 {
            let variant = try question.replacing(text: "Question \(index): what does \"lamb\" mean?")
            _ = try await verifier.verify(variant)
        }
        let letters = judge.requests.compactMap { request in
            request.messages.last?.content.split(separator: "\n").first { $0.contains("young sheep") }?.first
        }
        #expect(Set(letters) == ["A", "B", "C", "D"])
    }
}
