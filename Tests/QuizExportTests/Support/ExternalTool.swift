import Foundation
import TestSupport

/// Runs a helper program (python3, xmllint, the repository's scripts) and captures what it printed.
struct ExternalTool {
    typealias Output = ExternalProcess.Output

    /// The repository root, found from this file's path, for `scripts/`.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func script(_ name: String) -> String {
        repositoryRoot.appendingPathComponent("scripts/\(name)").path
    }

    /// Runs `arguments` through `/usr/bin/env`, so tools are found on PATH.
    static func run(_ arguments: [String]) throws -> Output {
        try ExternalProcess.run(arguments)
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
