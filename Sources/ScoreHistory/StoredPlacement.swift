import Foundation
import Quiz

/// The result of the learner's last `vocabquiz placement`, kept as one small JSON file beside the
/// history (`placement.json`, mode 0600), written whole to a temporary file and renamed into place
/// so a crash never leaves half a file.
public struct StoredPlacement: Sendable, Hashable, Codable {
    public var level: CEFRLevel
    public var time: Date
    /// Questions asked and answered right, for the record.
    public var questions: Int
    public var correct: Int

    public init(level: CEFRLevel, time: Date, questions: Int, correct: Int) {
        self.level = level
        self.time = time
        self.questions = questions
        self.correct = correct
    }

    public static func url(in locations: DataLocations) -> URL {
        locations.dataDirectory.appendingPathComponent("placement.json")
    }

    /// The stored placement; nil when there is none. An unreadable or corrupt file is an error.
    public static func load(from locations: DataLocations) throws(HistoryError) -> StoredPlacement? {
        let url = url(in: locations)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            return try decoder.decode(StoredPlacement.self, from: Data(contentsOf: url))
        } catch {
            throw .ioFailure(
                path: url.path, operation: "read the placement (run vocabquiz placement again)", reason: "\(error)")
        }
    }

    public func save(in locations: DataLocations) throws(HistoryError) {
        let url = Self.url(in: locations)
        let scratch = url.deletingLastPathComponent().appendingPathComponent(".placement-\(UUID().uuidString).json")
        do {
            let encoder = JSONEncoder()
            encoder.dateEncodingStrategy = .iso8601
            encoder.outputFormatting = [.sortedKeys]
            let data = try encoder.encode(self) + Data("\n".utf8)
            guard
                FileManager.default.createFile(
                    atPath: scratch.path, contents: data, attributes: [.posixPermissions: 0o600])
            else { throw CocoaError(.fileWriteUnknown) }
            guard rename(scratch.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        } catch {
            try? FileManager.default.removeItem(at: scratch)
            throw .ioFailure(path: url.path, operation: "save the placement", reason: "\(error)")
        }
    }
}
