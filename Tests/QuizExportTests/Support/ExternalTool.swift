import Foundation

/// Runs a helper program (python3, xmllint, the repository's scripts) and captures what it printed.
struct ExternalTool {
    struct Output {
        var status: Int32
        var stdout: Data
        var stderr: String
        var text: String { String(decoding: stdout, as: UTF8.self) }
    }

    /// The repository root, found from this file's path, for `scripts/`.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func script(_ name: String) -> String {
        repositoryRoot.appendingPathComponent("scripts/\(name)").path
    }

    /// Runs `arguments` through `/usr/bin/env`, so tools are found on PATH.
    static func run(_ arguments: [String]) throws -> Output {
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

    /// True when `command` runs and exits 0, for `.enabled(if:)`.
    static func succeeds(_ arguments: [String]) -> Bool {
        (try? run(arguments).status) == 0
    }

    static var hasPython: Bool { succeeds(["python3", "-c", "import csv, zipfile"]) }
    static var hasAnki: Bool { succeeds(["python3", "-c", "import anki.collection"]) }
    static var hasXMLLint: Bool { succeeds(["xmllint", "--version"]) }
}

/// A fresh directory under the system temporary directory, removed by `remove()`.
struct TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("quizexport-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func file(_ name: String, contents: Data) throws -> URL {
        let file = url.appendingPathComponent(name)
        try contents.write(to: file)
        return file
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
