import Foundation
import Quiz

/// The result of the learner's last `vocabquiz placement`, kept under `placement` in the learner's
/// `settings.json` (0600, replaced atomically, every other key kept).
public struct StoredPlacement: Sendable, Hashable, Codable {
    public var level: CEFRLevel
    public var time: Date
    /// Questions asked and answered right, for the record.
    public var questions: Int
    public var correct: Int

    static let key = "placement"

    public init(level: CEFRLevel, time: Date, questions: Int, correct: Int) {
        self.level = level
        self.time = time
        self.questions = questions
        self.correct = correct
    }

    /// The stored placement; nil when there is none.
    ///
    /// - Throws: `HistoryError.invalidSettings` when the settings file is unreadable, and
    ///   `HistoryError.invalidPlacement` when only its placement is.
    public static func load(from locations: DataLocations) throws(HistoryError) -> StoredPlacement? {
        let file = locations.settingsFile
        guard let value = try LearnerSettings.readObject(file)?[key] else { return nil }
        // `data(withJSONObject:)` traps on a bare number or string, so only an object goes on.
        guard value is [String: Any], JSONSerialization.isValidJSONObject(value) else {
            throw .invalidPlacement(path: file.path, value: "\(value)")
        }
        do {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            return try decoder.decode(StoredPlacement.self, from: JSONSerialization.data(withJSONObject: value))
        } catch {
            throw .invalidPlacement(path: file.path, value: "\(value)")
        }
    }

    public func save(in locations: DataLocations) throws(HistoryError) {
        let file = locations.settingsFile
        var object = try LearnerSettings.readObject(file) ?? [:]
        let data: Data
        do {
            let encoder = JSONEncoder()
            encoder.dateEncodingStrategy = .iso8601
            object[Self.key] = try JSONSerialization.jsonObject(with: encoder.encode(self))
            data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        } catch {
            throw .invalidSettings(path: file.path, reason: "\(error)")
        }
        try SecureFiles.createDirectory(file.deletingLastPathComponent())
        try SecureFiles.replaceFile(file, with: Array(data) + [UInt8(ascii: "\n")])
    }
}
