import Foundation

/// A fresh folder under the system temporary directory, removed when the test is done with it.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("vocabquiz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// The non-empty lines of a text file, or none when it does not exist.
    func lines(of name: String) -> [String] {
        guard let text = try? String(contentsOfFile: path(name), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").map(String.init)
    }

    /// The text of the first session transcript written under this folder's state directory.
    func firstTranscript() throws -> String {
        let folder = path("state/vocabquiz/transcripts")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        return try String(contentsOfFile: "\(folder)/\(names[0])", encoding: .utf8)
    }

    /// The binary runner with data and state kept in this folder.
    var runner: BinaryRunner {
        BinaryRunner(environment: ["VOCABQUIZ_HOME": path("data"), "XDG_STATE_HOME": path("state")])
    }
}

/// Parses one history or transcript line as a JSON object.
func jsonObject(_ line: String) -> [String: Any]? {
    (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
}

/// The permission bits of a path, e.g. 0o600.
func permissions(of path: String) -> Int? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
        let mode = attributes[.posixPermissions] as? NSNumber
    else { return nil }
    return mode.intValue & 0o777
}
