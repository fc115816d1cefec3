import Foundation

/// Runs the built `vocabquiz` executable, as a user or script would.
struct BinaryRunner {
    struct Result {
        var output: String
        var errors: String
        var status: Int32
    }

    /// The folder holding the built products (`.build/debug`).
    static var productsDirectory: URL {
        #if os(macOS)
            if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
                return bundle.bundleURL.deletingLastPathComponent()
            }
        #endif
        return Bundle.main.bundleURL
    }

    static var executable: URL { productsDirectory.appendingPathComponent("vocabquiz") }

    var environment: [String: String] = [:]
    /// The binary to run: the built one unless a test installed or copied one elsewhere.
    var executableURL: URL = BinaryRunner.executable
    /// The folder the binary runs in; nil: the test's own (the package root).
    var currentDirectory: URL?

    /// Runs `vocabquiz arguments` with `input` piped to standard input.
    ///
    /// The child is waited for on a Dispatch thread, never on the test's own: blocking the small
    /// cooperative pool would stall every other test running in parallel.
    func run(_ arguments: [String], input: String = "", timeout: TimeInterval = 60) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(
                    with: Swift.Result<BinaryRunner.Result, any Error> {
                        try runBlocking(arguments, input: input, timeout: timeout)
                    })
            }
        }
    }

    private func runBlocking(_ arguments: [String], input: String, timeout: TimeInterval) throws -> Result {
        let process = Process()
        process.executableURL = executableURL
        process.arguments = arguments
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        var base = ProcessInfo.processInfo.environment
        for key in base.keys where key.hasPrefix("VOCABQUIZ_") || key.hasPrefix("OPENAI_") || key.hasPrefix("XDG_") {
            base[key] = nil
        }
        process.environment = base.merging(environment) { $1 }
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        let collected = OutputCollector(stdout: stdout, stderr: stderr)
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try? stdin.fileHandleForWriting.close()
        // Woken by the exit itself; the timeout only ends a child that hangs.
        if exited.wait(timeout: .now() + timeout) == .timedOut { process.terminate() }
        process.waitUntilExit()
        let (output, errors) = collected.finish()
        return Result(output: output, errors: errors, status: process.terminationStatus)
    }
}

/// Drains both pipes on background threads so a chatty child never blocks on a full pipe.
private final class OutputCollector: @unchecked Sendable {
    private let group = DispatchGroup()
    private var out = Data(), err = Data()

    init(stdout: Pipe, stderr: Pipe) {
        drain(stdout) { self.out = $0 }
        drain(stderr) { self.err = $0 }
    }

    private func drain(_ pipe: Pipe, into store: @escaping @Sendable (Data) -> Void) {
        group.enter()
        DispatchQueue.global().async {
            store(pipe.fileHandleForReading.readDataToEndOfFile())
            self.group.leave()
        }
    }

    func finish() -> (String, String) {
        group.wait()
        return (String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }
}
