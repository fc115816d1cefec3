import Foundation

/// Runs a helper program (python3, xmllint, the repository's scripts) through `/usr/bin/env`, so it is
/// found on PATH, and captures what it printed.
public enum ExternalProcess {
    /// What a finished program printed, and how it ended.
    public struct Output: Sendable {
        public var status: Int32
        public var stdout: Data
        public var stderr: String
        public var text: String { String(decoding: stdout, as: UTF8.self) }
        /// Standard output, then standard error: for scripts whose verdict may be on either.
        public var allText: String { text + stderr }
    }

    /// - Throws: When the program cannot be started at all.
    public static func run(_ arguments: [String]) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: out, stderr: String(decoding: err, as: UTF8.self))
    }
}
