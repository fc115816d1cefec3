import Foundation

/// py-fsrs, the FSRS reference implementation, through `scripts/fsrs-reference`.
///
/// Tests that compare against it use `isAvailable` with `.enabled(if:)`, so they are skipped,
/// with a note, when python3 or the `fsrs` package is missing (`scripts/test` installs it).
public enum FSRSReference {
    /// True when python3 can import `fsrs`; prints a note once when it cannot.
    public static let isAvailable: Bool = {
        let found = (try? ExternalProcess.run(["python3", "-c", "import fsrs"]))?.status == 0
        if !found {
            print("note: python3 with the 'fsrs' package (py-fsrs) is missing; skipping the FSRS reference checks")
        }
        return found
    }()

    /// The repository's `scripts/fsrs-reference`, found from this file's path.
    public static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scripts/fsrs-reference").path

    /// Replays `request` (`{"retention": R, "reviews": [{"word", "millis", "rating"}]}`, as JSON) and
    /// returns one JSON line per review with the reference card after it.
    ///
    /// - Throws: When the script cannot be started or fails; the error quotes its standard error.
    public static func replay(_ request: Data) throws -> [Data] {
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("fsrs-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: input) }
        try request.write(to: input)
        let result = try ExternalProcess.run(["python3", script, input.path])
        guard result.status == 0 else { throw ReferenceFailure(message: result.stderr) }
        return result.stdout.split(separator: UInt8(ascii: "\n")).map { Data($0) }
    }

    /// The script's failure, with what it printed on standard error.
    public struct ReferenceFailure: Error, CustomStringConvertible {
        public var message: String
        public var description: String { "fsrs-reference failed: \(message)" }
    }
}
