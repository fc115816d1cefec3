import Foundation
import GuidedGeneration
import LanguageModels
import Quiz

/// Export throughput against llama-server `-np 4`: `vocabquiz export --concurrency 4` (the binary)
/// next to 4 parallel `curl` loops sending the same number of requests, each the exact first-turn
/// request an export worker sends (same instructions, prompt, anyOf schema, sampling and max_tokens).
/// Rounds alternate ours, curl, curl, ours so drifting load on the machine falls on both.
/// Then the in-process client's own scaling: 1 session against 4 sessions in flight.
struct LlamaExportBenchmark: Benchmark {
    let name = "model-export"
    let servers: LocalModelServers
    var questionsPerRound = 4
    let workers = 4

    func run(quick: Bool) async throws -> [Measurement] {
        let metric = "export --concurrency 4 / 4 curl loops"
        guard !quick else { return [skipped(metric, why: "--quick does not start llama-server")] }
        let binary: VocabQuizBinary, server: LocalModelServers.Server
        switch await servers.binaryAndServer(slots: workers) {
        case let .success(found): (binary, server) = found
        case let .failure(why): return [skipped(metric, why: why.description)]
        }
        defer { binary.removeScratch() }
        let model = OpenAICompatibleModel(baseURL: server.baseURL, name: "bench", timeLimits: TimeLimits(seconds: 300))
        try await model.waitUntilReady()
        let loops = try await CurlLoops.prepare(
            in: try binary.makeDataDirectory("curl"), baseURL: server.baseURL, loops: workers,
            seeds: (0..<(2 * questionsPerRound)).map { 1_000 + UInt64($0) })
        _ = try loops.run(requests: 0..<workers)

        var ours: (questions: Int, seconds: Double) = (0, 0)
        var curl: (replies: Int, valid: Int, seconds: Double) = (0, 0, 0)
        for (round, isOurs) in [true, false, false, true].enumerated() {
            if isOurs {
                let seed = 1_000 + UInt64(round) * 100
                let (produced, seconds) = try exportOnce(binary: binary, server: server, seed: seed, round: round)
                ours.questions += produced
                ours.seconds += seconds
            } else {
                let first = (round - 1) * questionsPerRound
                let result = try loops.run(requests: first..<(first + questionsPerRound))
                curl.replies += result.replies
                curl.valid += result.validQuestions
                curl.seconds += result.seconds
            }
        }
        let ourRate = Double(ours.questions) / ours.seconds
        let curlRate = Double(curl.replies) / curl.seconds
        let validRate = Double(curl.valid) / curl.seconds
        var results = [
            Measurement(
                benchmark: name, metric: metric, value: ourRate / curlRate, unit: "x",
                note: String(
                    format: "%.2f valid questions/s vs %.2f replies/s; %@", ourRate, curlRate, server.description),
                target: .atLeast(0.9)),
            Measurement(
                benchmark: name, metric: "export / curl, valid questions only", value: ourRate / validRate, unit: "x",
                note: "curl's replies counted only when our client would accept them unchanged"),
            Measurement(
                benchmark: name, metric: "export throughput (binary, --concurrency 4)", value: ourRate,
                unit: "questions/s",
                note:
                    "\(ours.questions) questions in 2 rounds of --count \(questionsPerRound) (\(String(format: "%.1f", ours.seconds)) s), incl. process start and re-asked invalid replies"
            ),
            Measurement(
                benchmark: name, metric: "4 curl loops throughput", value: curlRate, unit: "replies/s",
                note:
                    "\(curl.replies) replies in 2 rounds (\(String(format: "%.1f", curl.seconds)) s); \(curl.valid) of them valid questions (\(String(format: "%.2f", validRate))/s); curl never re-asks"
            ),
        ]
        results += try await sessionScaling(model: model)
        return results
    }

    /// One `vocabquiz export` run: questions produced and wall seconds from spawn to exit.
    private func exportOnce(
        binary: VocabQuizBinary, server: LocalModelServers.Server, seed: UInt64, round: Int
    ) throws -> (Int, Double) {
        let out = binary.scratch.appendingPathComponent("export-\(round).jsonl")
        let clock = ContinuousClock()
        let start = clock.now
        let child = try binary.spawn(
            [
                "export", "--count", "\(questionsPerRound)", "--concurrency", "\(workers)", "--format", "jsonl",
                "--endpoint", server.baseURL.absoluteString, "--model", "bench", "--retries", "8", "--level", "A2",
                "--seed", "\(seed)", "--out", out.path,
            ], errorName: "export-\(round).txt")
        let exit = child.finish(timeout: .seconds(600))
        let seconds = (clock.now - start).seconds
        let lines = ((try? String(contentsOf: out, encoding: .utf8)) ?? "").split(separator: "\n").count
        guard exit.status == 0, lines == questionsPerRound else {
            let errors =
                (try? String(contentsOf: binary.scratch.appendingPathComponent("export-\(round).txt"), encoding: .utf8))
                ?? ""
            let failures = errors.split(separator: "\n").filter { $0.contains("failed") || $0.contains("produced") }
            throw ModelExportFailure(
                description:
                    "export round \(round + 1) was incomplete (exit \(exit.status)), so no time to compare: \(failures.joined(separator: "; "))"
            )
        }
        return (lines, seconds)
    }

    /// Requests per second of one in-process session, then of 4 sessions at once; rounds 1, 4, 4, 1.
    private func sessionScaling(model: OpenAICompatibleModel) async throws -> [Measurement] {
        let request = ModelRequest(
            messages: [.init(role: .user, content: "Write one short English sentence about rivers.")],
            options: GenerationOptions(sampling: .topP(0.9, seed: 1), maximumResponseTokens: 24))
        let perSession = 2
        var requests: [Int: Int] = [:]
        var elapsed: [Int: Duration] = [:]
        let clock = ContinuousClock()
        for sessions in [1, workers, workers, 1] {
            let time = try await clock.measure {
                try await withThrowingTaskGroup(of: Void.self) { group in
                    for _ in 0..<sessions {
                        group.addTask { for _ in 0..<perSession { _ = try await model.complete(request) } }
                    }
                    try await group.waitForAll()
                }
            }
            requests[sessions, default: 0] += sessions * perSession
            elapsed[sessions, default: .zero] += time
        }
        let single = Double(requests[1] ?? 0) / (elapsed[1] ?? .zero).seconds
        let parallel = Double(requests[workers] ?? 0) / (elapsed[workers] ?? .zero).seconds
        return [
            Measurement(
                benchmark: name, metric: "client sessions: \(workers) in flight / 1", value: parallel / single,
                unit: "x",
                note: String(
                    format: "%.2f vs %.2f requests/s, 24-token replies; %d requests, none failed", parallel, single,
                    requests.values.reduce(0, +)))
        ]
    }
}

/// An export round that did not produce its questions, so its time would mean nothing.
struct ModelExportFailure: Error, CustomStringConvertible {
    var description: String
}
