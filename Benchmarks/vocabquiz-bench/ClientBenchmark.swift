import Foundation
import LanguageModels
import Quiz

/// Our OpenAI client against a real llama-server (`-np 1`): its overhead next to `curl` on the same
/// request, and the prompt a persistent session sends at turns 1, 2, 50 and 200 (compaction keeps it flat).
///
/// The overhead rows that hold the target (≤ 1.05) are timed through the `vocabquiz` process
/// (`ClientProcessBenchmark`, `client-process`); these in-process rows explain them.
struct ClientBenchmark: Benchmark {
    let name = "client"
    let servers: LocalModelServers

    func run(quick: Bool) async throws -> [Measurement] {
        let growth = try await ContextGrowth.measure(turns: quick ? 50 : 200)
        var results = growth.characterMeasurements(benchmark: name)
        guard !quick else {
            return results + [
                skipped("overhead next to curl; prompt tokens", why: "--quick does not start llama-server")
            ]
        }
        let server: LocalModelServers.Server
        switch await servers.server(slots: 1) {
        case let .success(found): server = found
        case let .failure(why): return results + [skipped("overhead next to curl; prompt tokens", why: why.description)]
        }
        let model = OpenAICompatibleModel(baseURL: server.baseURL, name: "bench", timeLimits: TimeLimits(seconds: 300))
        try await model.waitUntilReady()
        results += await growth.tokenMeasurements(benchmark: name, model: model)
        let short = ModelRequest(
            messages: [.init(role: .user, content: "Name one English word for a large body of water.")],
            options: GenerationOptions(sampling: .greedy, maximumResponseTokens: 16))
        results += try await overhead(
            model: model, request: short, pairs: 20, label: "short greedy request, 16 tokens", server: server)
        let question = try await QuizRequestRecorder.firstRequest(seed: 11, worker: 0, level: .a2)
        results += try await overhead(
            model: model, request: question, pairs: 10,
            label: "the quiz's question request (schema, max_tokens 320, fixed seed)", server: server)
        return results
    }

    /// The same request, alternately through our client and through `curl` (which goes first
    /// alternates too, so a server still busy from the previous request slows both equally).
    func overhead(
        model: OpenAICompatibleModel, request: ModelRequest, pairs: Int, label: String,
        server: LocalModelServers.Server, caFile: String? = nil
    ) async throws -> [Measurement] {
        let body = try model.makeChatRequest(request, streaming: false).httpBody ?? Data()
        let bodyFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vocabquiz-bench-body-\(getpid()).json")
        try body.write(to: bodyFile)
        defer { try? FileManager.default.removeItem(at: bodyFile) }
        let curl = Curl(
            url: model.baseURL.appendingPathComponent("chat/completions"), bodyFile: bodyFile, caFile: caFile)
        _ = try await model.complete(request)
        _ = try curl.run()
        let clock = ContinuousClock()
        var ratios: [Double] = []
        var ours: [Double] = []
        var theirs: [Double] = []
        for pair in 0..<pairs {
            var client = Duration.zero
            var viaCurl = Duration.zero
            if pair.isMultiple(of: 2) {
                client = try await clock.measure { _ = try await model.complete(request) }
                viaCurl = try clock.measure { _ = try curl.run() }
            } else {
                viaCurl = try clock.measure { _ = try curl.run() }
                client = try await clock.measure { _ = try await model.complete(request) }
            }
            ours.append(client.seconds)
            theirs.append(viaCurl.seconds)
            ratios.append(client.seconds / viaCurl.seconds)
        }
        return [
            Measurement(
                benchmark: name, metric: "client / curl, \(label) (in-process, median ratio)", value: median(ratios),
                unit: "x",
                note:
                    "\(pairs) alternated pairs; client \(Self.milliseconds(median(ours))), curl \(Self.milliseconds(median(theirs))) (medians); curl's time includes its process start"
            )
        ]
    }

    private static func milliseconds(_ seconds: Double) -> String {
        String(format: "%.1f ms", seconds * 1000)
    }
}

/// `curl` posting a prepared JSON body, as a reference client.
struct Curl: Sendable {
    var url: URL
    var bodyFile: URL
    /// The CA that signed an https server's certificate, for `--cacert`.
    var caFile: String?

    /// Posts the body and returns the reply.
    func run() throws -> Data {
        let result = try ChildProcess.run(
            "/usr/bin/curl",
            [
                "-sS", "--fail", "-H", "Content-Type: application/json", "--data-binary", "@\(bodyFile.path)",
                url.absoluteString,
            ] + (caFile.map { ["--cacert", $0] } ?? []))
        guard result.status == 0 else { throw CurlFailed(status: result.status) }
        return Data(result.output.utf8)
    }

    struct CurlFailed: Error, CustomStringConvertible {
        var status: Int32
        var description: String { "curl exited with status \(status)" }
    }
}
