import Foundation
import GuidedGeneration
import LanguageModels
import Support

/// A long session against an in-process model that always answers with a valid question, recording
/// the prompt it is sent at turns 1, 2, 50 and 200: compaction must keep it flat.
struct ContextGrowth {
    static let checkpoints = [1, 2, 50, 200]
    /// The messages sent at each checkpoint turn that was reached.
    var prompts: [(turn: Int, messages: [ModelRequest.Message])]

    static func measure(turns: Int) async throws -> ContextGrowth {
        let model = CannedQuestionModel()
        let session = LanguageModelSession(
            model: model, instructions: "You are an English teacher who writes multiple-choice vocabulary questions.")
        session.earlierTurnsNote = LanguageModelSession.listing(property: "word", label: "Words already asked")
        let string = DynamicGenerationSchema(type: String.self)
        let schema = try GenerationSchema(
            root: DynamicGenerationSchema(
                name: "Question",
                properties: [
                    .init(name: "word", schema: string), .init(name: "text", schema: string),
                    .init(name: "choices", schema: .init(arrayOf: string, minimumElements: 4, maximumElements: 4)),
                    .init(name: "answer", schema: string), .init(name: "explanation", schema: string),
                ]), dependencies: [])
        for _ in 1...turns {
            _ = try await session.respond(to: "Write the next question, for a B1 learner.", schema: schema)
        }
        let requests = model.requests
        return ContextGrowth(
            prompts: checkpoints.filter { $0 <= requests.count }.map { ($0, requests[$0 - 1].messages) })
    }

    func characterMeasurements(benchmark: String) -> [Measurement] {
        let sizes = prompts.map { turn, messages in
            (turn, Double(messages.reduce(0) { $0 + $1.content.count }), messages.count)
        }
        var results = sizes.map { turn, size, count in
            Measurement(
                benchmark: benchmark, metric: "prompt size at turn \(turn)", value: size, unit: "characters",
                note: "\(count) messages after compaction; in-process session, canned valid replies")
        }
        if let second = sizes.first(where: { $0.0 == 2 }), let last = sizes.last, last.0 > 2 {
            results.append(
                Measurement(
                    benchmark: benchmark, metric: "prompt characters, turn \(last.0) / turn 2",
                    value: last.1 / second.1,
                    unit: "x", note: "flat means compaction works"))
        }
        return results
    }

    /// The same prompts counted by llama-server's tokenizer (message text only, without template markup).
    func tokenMeasurements(benchmark: String, model: OpenAICompatibleModel) async -> [Measurement] {
        var counts: [(Int, Int)] = []
        for (turn, messages) in prompts {
            guard let tokens = await model.tokenCount(of: messages.map(\.content).joined(separator: "\n")) else {
                return [
                    Measurement(
                        benchmark: benchmark, metric: "prompt tokens", value: .nan, unit: "",
                        note: "skipped: llama-server /tokenize did not answer")
                ]
            }
            counts.append((turn, tokens))
        }
        var results = counts.map { turn, tokens in
            Measurement(
                benchmark: benchmark, metric: "prompt tokens at turn \(turn)", value: Double(tokens), unit: "tokens",
                note: "llama-server /tokenize of the message text")
        }
        if let second = counts.first(where: { $0.0 == 2 }), let last = counts.last, last.0 > 2 {
            results.append(
                Measurement(
                    benchmark: benchmark, metric: "prompt tokens, turn \(last.0) / turn 2",
                    value: Double(last.1) / Double(second.1), unit: "x", note: "flat means compaction works"))
        }
        return results
    }
}

/// Answers every request with a valid question about a new word, and records what it was sent.
final class CannedQuestionModel: LanguageModel, Sendable {
    private let recorded = Locked<[ModelRequest]>([])

    var requests: [ModelRequest] { recorded.value }
    var displayName: String { "canned @ memory" }
    func contextSize() async -> Int { 4096 }
    func prewarm() async throws {}

    func complete(_ request: ModelRequest) async throws -> ModelReply {
        let turn = recorded.withLock {
            $0.append(request)
            return $0.count
        }
        let word = "lexeme\(turn)"
        let question = GeneratedContent(properties: [
            "word": word, "text": "Which meaning fits \"\(word)\" in this sentence?",
            "choices": ["a kind of bird", "a unit of meaning", "a river bank", "a cooking pot"],
            "answer": "a unit of meaning", "explanation": "A \(word) is a unit of meaning in a language.",
        ])
        return ModelReply(content: question.jsonString)
    }

    func stream(_ request: ModelRequest) -> AsyncThrowingStream<ModelStreamEvent, Error> {
        AsyncThrowingStream { continuation in
            Task {
                do {
                    let reply = try await complete(request)
                    continuation.yield(.delta(content: reply.content, reasoning: ""))
                    continuation.yield(.finished(reply))
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
        }
    }
}
