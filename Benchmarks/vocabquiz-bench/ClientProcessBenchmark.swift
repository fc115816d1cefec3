import Foundation
import LanguageModels
import Quiz
import TestSupport

/// Our client next to `curl` as users run them, each model request a process of its own, against
/// llama-server `-np 1`: over http, then over https through a socat TLS proxy, where it also samples
/// the CPU the REPL uses while a question streams in (`ClientProcessBenchmark+StreamingCPU.swift`).
/// These rows hold the issue's targets; `client` and `https` measure the same in-process.
///
/// `vocabquiz export --count 1 --seed S --level A2 --unchecked --retries 1 …` sends exactly one
/// question request, and `curl` posts that very body (caught from the same command pointed at a
/// loopback server first); the same request and seed give the same reply, so the two walls compare
/// per request. Both sides find the prompt cached (see the warm-up), and pairs alternate which side
/// goes first.
/// `--retries 1` makes a reply the export rejects end the run instead of asking again: it then still
/// made exactly one request (the summary's "1 model replies" is checked), and failed as a user sees it.
///
/// Every request is the quiz's own (up to 320 tokens), minutes each on a busy 2-core machine, so the
/// pairs are few: 4 over http, 3 over https.
struct ClientProcessBenchmark: Benchmark {
    let name = "client-process"
    let servers: LocalModelServers

    func run(quick: Bool) async throws -> [Measurement] {
        let metric = "vocabquiz export --count 1 / curl (processes); CPU while streaming"
        guard !quick else { return [skipped(metric, why: "--quick does not start llama-server")] }
        let binary: VocabQuizBinary, server: LocalModelServers.Server
        switch await servers.binaryAndServer(slots: 1) {
        case let .success(found): (binary, server) = found
        case let .failure(why): return [skipped(metric, why: why.description)]
        }
        defer { binary.removeScratch() }
        try await OpenAICompatibleModel(baseURL: server.baseURL, name: "bench").waitUntilReady()
        var results = try await processOverhead(
            binary: binary, endpoint: server.baseURL, pairs: 4, label: "the question request", server: server)
        let proxy: TLSProxy
        do {
            proxy = try TLSProxy(upstream: server.baseURL)
        } catch {
            return results + [skipped("over https", why: "\(error)")]
        }
        defer { proxy.stop() }
        results += try await processOverhead(
            binary: binary, endpoint: proxy.baseURL, pairs: 3, label: "the question request over https",
            server: server, caFile: proxy.caFile)
        results += try cpuWhileStreaming(binary: binary, proxy: proxy)
        return results
    }

    func processOverhead(
        binary: VocabQuizBinary, endpoint: URL, pairs: Int, label: String, server: LocalModelServers.Server,
        caFile: String? = nil
    ) async throws -> [Measurement] {
        let metric = "vocabquiz export --count 1 / curl, \(label) (processes, median ratio)"
        let folder = try binary.makeDataDirectory("client-\(caFile == nil ? "http" : "https")")
        let environment = caFile.map { ["SSL_CERT_FILE": $0] } ?? [:]
        var ratios: [Double] = [], ours: [Double] = [], theirs: [Double] = [], cpu: [Double] = []
        var produced = 0, discarded: [String] = [], recorderMatches = 0
        let contextSize = await OpenAICompatibleModel(baseURL: endpoint, name: "bench").contextSize()
        for pair in 0..<pairs {
            let seed = 3_000 + UInt64(pair)
            func arguments(_ endpoint: URL) -> [String] {
                [
                    "export", "--count", "1", "--seed", "\(seed)", "--level", "A2", "--unchecked", "--retries", "1",
                    "--timeout", "600", "--format", "jsonl", "--endpoint", endpoint.absoluteString, "--model", "bench",
                ]
            }
            let body = try sentBody(binary: binary, arguments: arguments, contextSize: contextSize)
            let recorded = try await QuizRequestRecorder.firstRequestBody(
                baseURL: endpoint, modelName: "bench", seed: seed, worker: 0, level: .a2)
            if recorded == body { recorderMatches += 1 }
            let bodyFile = folder.appendingPathComponent("body-\(seed).json")
            try body.write(to: bodyFile)
            let curl = Curl(
                url: endpoint.appendingPathComponent("chat/completions"), bodyFile: bodyFile, caFile: caFile)
            let clock = ContinuousClock()
            var export: (timing: ProcessTiming, child: ChildProcess, exit: ChildProcess.Exit)?
            var viaCurl = Duration.zero
            // llama-server keeps prompts it has evaluated, and a reply sampled after a cache hit differs
            // from one after a full evaluation: the same body cut to one token caches it for both sides.
            let warmFile = folder.appendingPathComponent("warm-\(seed).json")
            try Self.oneToken(body).write(to: warmFile)
            _ = try Curl(url: curl.url, bodyFile: warmFile, caFile: caFile).run()
            for isOurs in pair.isMultiple(of: 2) ? [true, false] : [false, true] {
                if isOurs {
                    export = try binary.timedRun(arguments(endpoint), input: "", environment: environment)
                } else {
                    viaCurl = try clock.measure { _ = try curl.run() }
                }
            }
            guard let export, LlamaExportBenchmark.modelReplies(in: binary.errorText()) == 1 else {
                discarded.append("seed \(seed): \(binary.lastError())")
                continue
            }
            if export.exit.status == 0 { produced += 1 }
            ours.append(export.timing.wall)
            cpu.append(export.timing.cpu)
            theirs.append(viaCurl.seconds)
            ratios.append(export.timing.wall / viaCurl.seconds)
        }
        guard !ratios.isEmpty else {
            return [skipped(metric, why: "no export made exactly one request: \(discarded.joined(separator: "; "))")]
        }
        let starts = try processStarts(binary: binary, endpoint: endpoint, caFile: caFile)
        return [
            Measurement(
                benchmark: name, metric: metric, value: median(ratios), unit: "x",
                note: String(
                    format: "%d alternated pairs, seeds from 3000; curl posts the body the export sent (caught "
                        + "first by a loopback server; QuizRequestRecorder's matched %d of %d); pair ratios %.3f–%.3f; "
                        + "export %.1f ms (%.1f ms CPU), "
                        + "curl %.1f ms (medians); %d of %d exports produced their question, the rest failed on "
                        + "the reply as a user sees it%@; process start alone: vocabquiz %.1f ms, curl %.1f ms; %@",
                    ratios.count, recorderMatches, pairs, ratios.min() ?? .nan, ratios.max() ?? .nan,
                    Self.ms(median(ours)), Self.ms(median(cpu)), Self.ms(median(theirs)), produced, ratios.count,
                    discarded.isEmpty ? "" : "; \(discarded.count) pair(s) left out (not exactly one request)",
                    Self.ms(starts.vocabquiz), Self.ms(starts.curl), server.description),
                target: .atMost(1.05))
        ]
    }

    /// The request body this export run sends, caught by a loopback server that reports the real
    /// server's context size and then turns the request down.
    private func sentBody(binary: VocabQuizBinary, arguments: (URL) -> [String], contextSize: Int) throws -> Data {
        let catcher = try FakeOpenAIServer(
            fallback: .status(400, body: #"{"error":{"message":"recording only"}}"#), contextSize: contextSize)
        defer { catcher.stop() }
        _ = try binary.timedRun(arguments(catcher.baseURL), input: "")
        guard let body = catcher.chatRequests.first?.body else {
            throw ModelExportFailure(description: "the export sent no request: \(binary.lastError())")
        }
        return body
    }

    /// `body` asking for one token.
    private static func oneToken(_ body: Data) throws -> Data {
        guard var object = try JSONSerialization.jsonObject(with: body) as? [String: Any] else {
            throw ModelExportFailure(description: "the export's request body is not a JSON object")
        }
        object["max_tokens"] = 1
        return try JSONSerialization.data(withJSONObject: object)
    }

    /// What starting each process costs without a model request: an offline `export --count 1`, and
    /// `curl` fetching `/health`; medians of 5.
    private func processStarts(binary: VocabQuizBinary, endpoint: URL, caFile: String?) throws
        -> (vocabquiz: Double, curl: Double)
    {
        var vocabquiz: [Double] = [], curl: [Double] = []
        let health = endpoint.deletingLastPathComponent().appendingPathComponent("health").absoluteString
        let clock = ContinuousClock()
        for run in 0..<5 {
            vocabquiz.append(
                try binary.timedRun(
                    ["export", "--count", "1", "--seed", "\(run + 1)", "--level", "A2", "--format", "jsonl"], input: ""
                ).timing.wall)
            curl.append(
                try clock.measure {
                    _ = try ChildProcess.run(
                        "/usr/bin/curl", ["-sS", "--fail", health] + (caFile.map { ["--cacert", $0] } ?? []))
                }.seconds)
        }
        return (median(vocabquiz), median(curl))
    }

    static func ms(_ seconds: Double) -> Double { seconds * 1000 }
}
