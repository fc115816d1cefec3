import Foundation
import LanguageModels
import Quiz

/// Export throughput against llama-server `-np 4`: `vocabquiz export --concurrency 4` (the binary)
/// next to 4 parallel `curl` loops posting the request an export worker sends for a question (same
/// instructions, prompt, anyOf schema, sampling and max_tokens; each body with its own seed and
/// candidate words). Rounds alternate ours, curl, curl, ours so drifting load falls on both.
///
/// The figure held to the issue's target is model replies per second: what each client gets out of
/// the same server. Valid questions per second is reported beside it, each side judged by the same
/// rules, because it also depends on how often the model writes a usable question for each kind of
/// request. Then the in-process client's own scaling: 1 session against 4 sessions in flight.
///
/// With `overHTTPS`, both sides go through a socat TLS proxy in front of the same server (the
/// in-process scaling rows are then left out).
struct LlamaExportBenchmark: Benchmark {
    let servers: LocalModelServers
    var overHTTPS = false
    var name: String { overHTTPS ? "model-export-https" : "model-export" }
    var questionsPerRound = 12
    var curlRequestsPerRound = 32
    let workers = 4

    func run(quick: Bool) async throws -> [Measurement] {
        let metric = "export --concurrency 4 / 4 curl loops, model replies per second"
        guard !quick else { return [skipped(metric, why: "--quick does not start llama-server")] }
        let binary: VocabQuizBinary, server: LocalModelServers.Server
        switch await servers.binaryAndServer(slots: workers) {
        case let .success(found): (binary, server) = found
        case let .failure(why): return [skipped(metric, why: why.description)]
        }
        defer { binary.removeScratch() }
        var proxy: TLSProxy?
        if overHTTPS {
            do {
                proxy = try TLSProxy(upstream: server.baseURL)
            } catch {
                return [skipped(metric, why: "\(error)")]
            }
        }
        defer { proxy?.stop() }
        let endpoint = proxy?.baseURL ?? server.baseURL
        let model = OpenAICompatibleModel(baseURL: endpoint, name: "bench", timeLimits: TimeLimits(seconds: 300))
        try await model.waitUntilReady()
        var loops = try await CurlLoops.prepare(
            in: try binary.makeDataDirectory("curl"), baseURL: endpoint, loops: workers,
            seeds: (0..<(2 * curlRequestsPerRound)).map { 1_000 + UInt64($0) })
        loops.caFile = proxy?.caFile
        let environment = proxy.map { ["SSL_CERT_FILE": $0.caFile] } ?? [:]
        _ = try await loops.run(requests: 0..<workers)

        var ours = Tally(), curl = Tally()
        for (round, isOurs) in [true, false, false, true].enumerated() {
            if isOurs {
                ours += try exportOnce(
                    binary: binary, endpoint: endpoint, environment: environment, seed: 1_000 + UInt64(round) * 100,
                    round: round)
            } else {
                let first = (round - 1) * curlRequestsPerRound
                curl += try await loops.run(requests: first..<(first + curlRequestsPerRound))
            }
        }
        var results = [
            Measurement(
                benchmark: name, metric: metric, value: ours.repliesPerSecond / curl.repliesPerSecond, unit: "x",
                note: String(
                    format: "%.3f vs %.3f replies/s, each side's every reply counted, valid or not; %@%@",
                    ours.repliesPerSecond, curl.repliesPerSecond, server.description,
                    overHTTPS ? ", both through a socat TLS proxy" : ""),
                target: .atLeast(0.9)),
            Measurement(
                benchmark: name, metric: "export / curl, valid questions per second",
                value: ours.validPerSecond / curl.validPerSecond, unit: "x",
                note: String(
                    format:
                        "%.3f vs %.3f/s, curl's replies judged by the export's own source; valid: export %d of %d replies "
                        + "(%.0f%%), curl %d of %d (%.0f%%)",
                    ours.validPerSecond, curl.validPerSecond, ours.valid, ours.replies, ours.validShare * 100,
                    curl.valid, curl.replies, curl.validShare * 100),
                target: .atLeast(0.9)),
            Measurement(
                benchmark: name, metric: "export valid questions/s ÷ curl replies/s, valid or not",
                value: ours.validPerSecond / curl.repliesPerSecond, unit: "x",
                note: "mixes the model's share of valid replies into the comparison: curl never validates or re-asks"),
            Measurement(
                benchmark: name, metric: "export throughput (binary, --concurrency 4)", value: ours.validPerSecond,
                unit: "questions/s",
                note: String(
                    format:
                        "%d questions from %d model replies in 2 rounds of --count %d (%.1f s), incl. process start",
                    ours.valid, ours.replies, questionsPerRound, ours.seconds)),
            Measurement(
                benchmark: name, metric: "4 curl loops throughput", value: curl.repliesPerSecond, unit: "replies/s",
                note: String(format: "%d replies in 2 rounds (%.1f s)", curl.replies, curl.seconds)),
        ]
        if !overHTTPS { results += try await sessionScaling(model: model) }
        return results
    }

    /// Replies, valid questions and wall time, summed over rounds.
    struct Tally {
        var replies = 0
        var valid = 0
        var seconds = 0.0

        var repliesPerSecond: Double { Double(replies) / seconds }
        var validPerSecond: Double { Double(valid) / seconds }
        var validShare: Double { Double(valid) / Double(max(1, replies)) }

        static func += (tally: inout Tally, round: Tally) {
            tally.replies += round.replies
            tally.valid += round.valid
            tally.seconds += round.seconds
        }
    }

    /// One `vocabquiz export` run, from spawn to exit: its questions, and the model replies its summary
    /// line reports (re-asked ones included).
    private func exportOnce(
        binary: VocabQuizBinary, endpoint: URL, environment: [String: String], seed: UInt64, round: Int
    ) throws -> Tally {
        let out = binary.scratch.appendingPathComponent("export-\(round).jsonl")
        let errorsFile = binary.scratch.appendingPathComponent("export-\(round).txt")
        let clock = ContinuousClock()
        let start = clock.now
        let child = try binary.spawn(
            [
                "export", "--count", "\(questionsPerRound)", "--concurrency", "\(workers)", "--format", "jsonl",
                "--endpoint", endpoint.absoluteString, "--model", "bench", "--retries", "8", "--level", "A2",
                // Throughput against curl, which never checks: the lexicon check is the checker bench's.
                "--seed", "\(seed)", "--out", out.path, "--unchecked",
            ], errorName: errorsFile.lastPathComponent, environment: environment)
        let exit = child.finish(timeout: .seconds(600))
        let seconds = (clock.now - start).seconds
        let lines = ((try? String(contentsOf: out, encoding: .utf8)) ?? "").split(separator: "\n").count
        let errors = (try? String(contentsOf: errorsFile, encoding: .utf8)) ?? ""
        guard exit.status == 0, lines == questionsPerRound, let replies = Self.modelReplies(in: errors) else {
            let failures = errors.split(separator: "\n").filter { $0.contains("failed") || $0.contains("produced") }
            throw ModelExportFailure(
                description:
                    "export round \(round + 1) was incomplete (exit \(exit.status)), so no time to compare: \(failures.joined(separator: "; "))"
            )
        }
        return Tally(replies: replies, valid: lines, seconds: seconds)
    }

    /// N from the summary line's "; N model replies" field, wherever it stands: a token count has
    /// followed it since issue 23 ("…; 58 model replies; 32012 tokens (…)").
    static func modelReplies(in errors: String) -> Int? {
        for line in errors.split(separator: "\n") {
            for field in line.split(separator: ";") {
                let words = field.split(separator: " ")
                if words.count == 3, words[1] == "model", words[2] == "replies" { return Int(words[0]) }
            }
        }
        return nil
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
