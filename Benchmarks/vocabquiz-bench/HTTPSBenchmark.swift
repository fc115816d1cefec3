import Foundation
import LanguageModels

/// The https path (socket transport + the system's OpenSSL) through a socat TLS proxy in front of
/// llama-server `-np 1`: our client next to curl on the same request, and the CPU each uses while it
/// waits for a streamed reply (FoundationNetworking's URLSession spun a core here).
///
/// The rows holding the targets are timed through the `vocabquiz` process
/// (`ClientProcessBenchmark`, `client-process`); these in-process rows explain them.
struct HTTPSBenchmark: Benchmark {
    let name = "https"
    let servers: LocalModelServers
    var streamedTokens = 200

    func run(quick: Bool) async throws -> [Measurement] {
        let metric = "client / curl over https; CPU while waiting"
        guard !quick else { return [skipped(metric, why: "--quick does not start llama-server")] }
        let server: LocalModelServers.Server
        switch await servers.server(slots: 1) {
        case let .success(found): server = found
        case let .failure(why): return [skipped(metric, why: why.description)]
        }
        let proxy: TLSProxy
        do {
            proxy = try TLSProxy(upstream: server.baseURL)
        } catch {
            return [skipped(metric, why: "\(error)")]
        }
        defer { proxy.stop() }
        let model = OpenAICompatibleModel(baseURL: proxy.baseURL, name: "bench", timeLimits: TimeLimits(seconds: 300))
        try await model.waitUntilReady()
        let short = ModelRequest(
            messages: [.init(role: .user, content: "Name one English word for a large body of water.")],
            options: GenerationOptions(sampling: .greedy, maximumResponseTokens: 16))
        var results = try await ClientBenchmark(servers: servers).overhead(
            model: model, request: short, pairs: 20, label: "https through a TLS proxy, short greedy request",
            server: server, caFile: proxy.caFile)
        results[0].benchmark = name
        results += try await cpuWhileStreaming(model: model, proxy: proxy)
        return results
    }

    /// One long streamed reply through our client (this process's CPU time over the request, from
    /// `getrusage`), then the same request streamed by curl (its CPU time from `wait4`).
    private func cpuWhileStreaming(model: OpenAICompatibleModel, proxy: TLSProxy) async throws -> [Measurement] {
        let request = ModelRequest(
            messages: [.init(role: .user, content: "Write a long story about a river, a boat and a storm.")],
            options: GenerationOptions(sampling: .greedy, maximumResponseTokens: streamedTokens))
        let clock = ContinuousClock()
        let cpuBefore = Self.processCPUSeconds()
        let start = clock.now
        var deltas = 0
        for try await event in model.stream(request) {
            if case .delta = event { deltas += 1 }
        }
        let ourWall = (clock.now - start).seconds
        let ourCPU = Self.processCPUSeconds() - cpuBefore

        let body = try model.makeChatRequest(request, streaming: true).httpBody ?? Data()
        let bodyFile = FileManager.default.temporaryDirectory.appendingPathComponent("vocabquiz-bench-sse-\(getpid())")
        try body.write(to: bodyFile)
        defer { try? FileManager.default.removeItem(at: bodyFile) }
        let curlStart = clock.now
        let child = try ChildProcess(
            executable: "/usr/bin/curl",
            arguments: [
                "-sSN", "--fail", "--cacert", proxy.caFile, "-H", "Content-Type: application/json", "--data-binary",
                "@\(bodyFile.path)", model.baseURL.appendingPathComponent("chat/completions").absoluteString,
            ], environment: [:], errorFile: "/dev/null")
        let exit = child.finish(timeout: .seconds(300))
        let curlWall = (clock.now - curlStart).seconds
        return [
            Measurement(
                benchmark: name, metric: "client CPU / wall time, streamed https reply (in-process)",
                value: ourCPU / ourWall * 100, unit: "%",
                note: String(
                    format: "%.3f s CPU over %.2f s, %d deltas, %d tokens max; curl on the same request: %.3f s CPU "
                        + "over %.2f s (%.1f%%)",
                    ourCPU, ourWall, deltas, streamedTokens, exit.cpuSeconds, curlWall,
                    exit.cpuSeconds / curlWall * 100)),
            Measurement(
                benchmark: name, metric: "curl CPU / wall time, streamed https reply",
                value: exit.cpuSeconds / curlWall * 100, unit: "%", note: "for comparison; includes curl's start"),
        ]
    }

    /// User plus system CPU time of this whole process so far.
    static func processCPUSeconds() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
            getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
            getrusage(RUSAGE_SELF, &usage)
        #endif
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }
}
