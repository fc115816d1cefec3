import Foundation
import LanguageModels
import Testing

/// The URLSession transport (macOS https) against a real llama-server over http, when
/// `VOCABQUIZ_LLAMA_URL` is set: its chunked SSE streams, four at once on one shared session.
@Suite(
    "Live llama-server through URLSession",
    .enabled(if: ProcessInfo.processInfo.environment["VOCABQUIZ_LLAMA_URL"] != nil, "set VOCABQUIZ_LLAMA_URL"))
struct LiveURLSessionTransportTests {
    @Test func fourConcurrentStreamedQuestionsShareOneSession() async throws {
        let url = try #require(URL(string: ProcessInfo.processInfo.environment["VOCABQUIZ_LLAMA_URL"] ?? ""))
        var configured = OpenAICompatibleModel(
            baseURL: url, name: "local", timeLimits: TimeLimits(seconds: 120), defaultMaximumResponseTokens: 300)
        configured.transportChoice = .urlSession
        let model = configured
        try await model.prewarm()
        let questions = try await withThrowingTaskGroup(of: (LiveQuestion, Int).self) { group in
            for (index, word) in ["happy", "river", "borrow", "ancient"].enumerated() {
                group.addTask {
                    let session = LanguageModelSession(
                        model: model, instructions: LiveLlamaServerTests.instructions, maximumAttempts: 10)
                    var snapshots = 0
                    var final: LiveQuestion?
                    for try await snapshot in session.streamResponse(
                        to: "Write a question that asks what the word \"\(word)\" means.",
                        generating: LiveQuestion.self,
                        options: GenerationOptions(sampling: .topP(0.9, seed: UInt64(index + 1)), temperature: 0.7))
                    {
                        snapshots += 1
                        if snapshot.rawContent.isComplete { final = try LiveQuestion(snapshot.rawContent) }
                    }
                    return (try #require(final), snapshots)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(questions.count == 4)
        for (question, snapshots) in questions {
            #expect(snapshots > 1)
            #expect(question.choices.count == 4 && (0..<4).contains(question.answerIndex))
        }
        #expect(model.urlSession.sessionsCreated == 1)
    }
}
