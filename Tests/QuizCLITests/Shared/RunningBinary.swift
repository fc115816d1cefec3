import Foundation
import TestSupport

/// A `vocabquiz` process the test talks to while it runs: write lines, send signals, read output.
final class RunningBinary: @unchecked Sendable {
    let process = Process()
    private let input = Pipe()
    private let output = Watched(Data())
    private let hasExited = Watched(false)

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
            output.update { $0.append(data) }
        }
        process.terminationHandler = { [hasExited] _ in hasExited.update { $0 = true } }
        try process.run()
    }

    /// Standard output and error so far, interleaved.
    var text: String { String(decoding: output.value, as: UTF8.self) }

    func write(_ line: String) {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// Waits until `condition` holds for the output, checked each time output arrives; false only
    /// when `seconds` passed first.
    func waitFor(seconds: Int = 60, _ condition: @escaping @Sendable (String) -> Bool) async -> Bool {
        await output.wait(atMost: .seconds(seconds)) { condition(String(decoding: $0, as: UTF8.self)) }
    }

    /// Sends `signal` and waits for the process to end; returns its exit status (-1 if it never ended).
    func signal(_ signal: Int32) async -> Int32 {
        kill(process.processIdentifier, signal)
        // Generous: on a loaded machine an orderly exit (history flushed, the request cancelled) can take long.
        guard await hasExited.wait(atMost: .seconds(600), until: { $0 }) else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
