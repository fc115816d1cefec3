import Foundation
import GuidedGeneration
import LanguageModels

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Our OpenAI client against a real llama-server: overhead next to `curl`, throughput with K sessions
/// in flight, and prompt size over a 200-turn session.
///
/// Needs `VOCABQUIZ_LLAMA_URL` (from `scripts/local-model start --parallel K`); without it, it reports
/// why it skipped instead of a figure.
struct ClientBenchmark: Benchmark {
    let name = "client"
    var environment: [String: String]

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }

    func run(quick: Bool) async throws -> [Measurement] {
        let growth = try await ContextGrowth.measure(turns: quick ? 50 : 200)
        var results = growth.measurements(benchmark: name)
        guard let raw = environment["VOCABQUIZ_LLAMA_URL"], let baseURL = URL(string: raw) else {
            results.append(
                skipped(
                    "overhead and concurrency",
                    why: "no llama-server: set VOCABQUIZ_LLAMA_URL "
                        + "(scripts/local-model start --parallel 2)"))
            return results
        }
        let model = OpenAICompatibleModel(baseURL: baseURL, name: "bench", timeLimits: TimeLimits(seconds: 300))
        results += await growth.tokenMeasurements(benchmark: name, model: model)
        try await model.waitUntilReady()
        results += try await overhead(model: model, pairs: quick ? 10 : 20)
        results += try await concurrency(model: model, requestsPerSession: quick ? 2 : 4)
        return results
    }

    private func skipped(_ metric: String, why: String) -> Measurement {
        Measurement(benchmark: name, metric: metric, value: .nan, unit: "", note: "skipped: \(why)")
    }

    // MARK: - Overhead next to curl

    /// The same greedy request, alternately through our client and through `curl`; median ratio of wall times.
    private func overhead(model: OpenAICompatibleModel, pairs: Int) async throws -> [Measurement] {
        let request = ModelRequest(
            messages: [.init(role: .user, content: "Name one English word for a large body of water.")],
            options: GenerationOptions(sampling: .greedy, maximumResponseTokens: 16))
        let chatRequest = try model.makeChatRequest(request, streaming: false)
        let bodyFile = FileManager.default.temporaryDirectory.appendingPathComponent("vocabquiz-bench-body.json")
        try (chatRequest.httpBody ?? Data()).write(to: bodyFile)
        defer { try? FileManager.default.removeItem(at: bodyFile) }
        let url = model.baseURL.appendingPathComponent("chat/completions").absoluteString
        _ = try await model.complete(request)
        var ratios: [Double] = []
        var ours: [Double] = []
        var theirs: [Double] = []
        for pair in 0..<pairs {
            // Alternate which goes first, so a server still busy after the previous request slows both equally.
            let clock = ContinuousClock()
            var client = Duration.zero
            var curl = Duration.zero
            if pair.isMultiple(of: 2) {
                client = try await clock.measure { _ = try await model.complete(request) }
                curl = try clock.measure { try Self.runCurl(url: url, bodyFile: bodyFile.path) }
            } else {
                curl = try clock.measure { try Self.runCurl(url: url, bodyFile: bodyFile.path) }
                client = try await clock.measure { _ = try await model.complete(request) }
            }
            ours.append(client.seconds)
            theirs.append(curl.seconds)
            ratios.append(client.seconds / curl.seconds)
        }
        return [
            Measurement(
                benchmark: name, metric: "overhead ratio (client / curl, median)", value: Self.median(ratios),
                unit: "x", note: "\(pairs) alternated pairs, same greedy request; target ≤ 1.05"),
            Measurement(
                benchmark: name, metric: "client request (median)", value: Self.median(ours) * 1000, unit: "ms"),
            Measurement(
                benchmark: name, metric: "curl request (median)", value: Self.median(theirs) * 1000, unit: "ms"),
        ]
    }

    private static func runCurl(url: String, bodyFile: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        process.arguments = [
            "-sS", "-o", "/dev/null", "-H", "Content-Type: application/json", "--data-binary",
            "@\(bodyFile)", url,
        ]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CurlFailed(status: process.terminationStatus) }
    }

    struct CurlFailed: Error, CustomStringConvertible {
        var status: Int32
        var description: String { "curl exited with status \(status)" }
    }

    // MARK: - Concurrency

    /// Requests per second with one session, then with K concurrent sessions (K = the server's slots).
    private func concurrency(model: OpenAICompatibleModel, requestsPerSession: Int) async throws -> [Measurement] {
        let slots = max(2, Int(environment["VOCABQUIZ_LLAMA_SLOTS"] ?? "") ?? 2)
        let request = ModelRequest(
            messages: [.init(role: .user, content: "Write one short English sentence about rivers.")],
            options: GenerationOptions(sampling: .topP(0.9, seed: 1), maximumResponseTokens: 24))
        var requests: [Int: Int] = [:]
        var elapsedTime: [Int: Duration] = [:]
        // Rounds in the order 1, K, K, 1 so load from elsewhere on the machine falls on both settings.
        for sessions in [1, slots, slots, 1] {
            let clock = ContinuousClock()
            let elapsed = try await clock.measure {
                try await withThrowingTaskGroup(of: Void.self) { group in
                    for _ in 0..<sessions {
                        group.addTask {
                            for _ in 0..<requestsPerSession { _ = try await model.complete(request) }
                        }
                    }
                    try await group.waitForAll()
                }
            }
            requests[sessions, default: 0] += sessions * requestsPerSession
            elapsedTime[sessions, default: .zero] += elapsed
        }
        let single = Double(requests[1] ?? 0) / (elapsedTime[1] ?? .zero).seconds
        let parallel = Double(requests[slots] ?? 0) / (elapsedTime[slots] ?? .zero).seconds
        return [
            Measurement(benchmark: name, metric: "throughput, 1 session", value: single, unit: "requests/s"),
            Measurement(benchmark: name, metric: "throughput, \(slots) sessions", value: parallel, unit: "requests/s"),
            Measurement(
                benchmark: name, metric: "concurrency speed-up (\(slots) sessions / 1)", value: parallel / single,
                unit: "x",
                note:
                    "llama-server -np \(slots) (VOCABQUIZ_LLAMA_SLOTS); \(requests.values.reduce(0, +)) requests, none failed"
            ),
        ]
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
}

extension Duration {
    fileprivate var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

// MARK: - Context growth

/// A long session against an in-process model that always answers with a valid question, recording
/// the prompt it is sent at turns 1, 50 and 200: compaction must keep it flat.
struct ContextGrowth {
    static let checkpoints = [1, 50, 200]
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

    func measurements(benchmark: String) -> [Measurement] {
        prompts.map { turn, messages in
            Measurement(
                benchmark: benchmark, metric: "prompt size at turn \(turn)",
                value: Double(messages.reduce(0) { $0 + $1.content.count }), unit: "characters",
                note: "\(messages.count) messages after compaction")
        }
    }

    /// The same prompts counted by llama-server's tokenizer (message text only, without template markup).
    func tokenMeasurements(benchmark: String, model: OpenAICompatibleModel) async -> [Measurement] {
        var results: [Measurement] = []
        for (turn, messages) in prompts {
            guard let tokens = await model.tokenCount(of: messages.map(\.content).joined(separator: "\n")) else {
                return []
            }
            results.append(
                Measurement(
                    benchmark: benchmark, metric: "prompt tokens at turn \(turn)", value: Double(tokens),
                    unit: "tokens",
                    note: "llama-server /tokenize of the message text"))
        }
        return results
    }
}

/// Answers every request with a valid question about a new word, and records what it was sent.
final class CannedQuestionModel: LanguageModel, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [ModelRequest] = []

    var requests: [ModelRequest] { lock.withLock { recorded } }
    var displayName: String { "canned @ memory" }
    func contextSize() async -> Int { 4096 }
    func prewarm() async throws {}

    func complete(_ request: ModelRequest) async throws -> ModelReply {
        let turn = lock.withLock {
            recorded.append(request)
            return recorded.count
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
