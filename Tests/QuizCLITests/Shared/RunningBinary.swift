import Foundation
import Support

/// A `vocabquiz` process the test talks to while it runs: write lines, send signals, read output.
final class RunningBinary: @unchecked Sendable {
    let process = Process()
    private let input = Pipe()
    private let output = Locked(Data())

    init(_ arguments: [String], environment: [String: String]) throws {
        process.executableURL = BinaryRunner.executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let stdout = Pipe()
        process.standardInput = input
        process.standardOutput = stdout
        process.standardError = stdout
        stdout.fileHandleForReading.readabilityHandler = { [output] handle in
            let data = handle.availableData
            output.withLock { $0.append(data) }
        }
        try process.run()
    }

    /// Standard output and error so far, interleaved.
    var text: String { output.withLock { String(decoding: $0, as: UTF8.self) } }

    func write(_ line: String) {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// Waits until `condition` holds for the output, up to `seconds`.
    func waitFor(seconds: Double = 30, _ condition: (String) -> Bool) async throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition(text) { return true }
            try await Task.sleep(for: .milliseconds(20))
        }
        return condition(text)
    }

    /// Sends `signal` and waits for the process to end; returns its exit status.
    func signal(_ signal: Int32) async throws -> Int32 {
        kill(process.processIdentifier, signal)
        while process.isRunning { try await Task.sleep(for: .milliseconds(20)) }
        return process.terminationStatus
    }
}
