import Foundation

/// What the learner chose once and keeps: the scheduler and its desired retention.
///
/// Stored as `settings.json` beside the history. Keys written by other features are kept
/// when these are saved, and missing keys mean the defaults (FSRS, 0.9).
public struct LearnerSettings: Sendable, Hashable {
    /// The probability of recall at which a word falls due.
    public var desiredRetention: Double?
    /// FSRS or SM-2.
    public var scheduler: SchedulerKind?

    /// Settings with nothing chosen.
    public init(desiredRetention: Double? = nil, scheduler: SchedulerKind? = nil) {
        self.desiredRetention = desiredRetention
        self.scheduler = scheduler
    }

    /// The scheduler these settings describe, defaults filled in.
    public var resolvedScheduler: Scheduler {
        Scheduler(kind: scheduler ?? .fsrs, fsrs: FSRS(desiredRetention: desiredRetention ?? 0.9))
    }

    /// Reads `file`; a missing file is the defaults.
    ///
    /// - Throws: `HistoryError.invalidSettings` for a file that is not a JSON object or holds
    ///   an unusable value, quoting it.
    public static func load(from file: URL) throws(HistoryError) -> LearnerSettings {
        guard let object = try readObject(file) else { return LearnerSettings() }
        var settings = LearnerSettings()
        if let value = object["desiredRetention"] {
            guard let retention = value as? Double, FSRS.retentionRange.contains(retention) else {
                throw .invalidSettings(
                    path: file.path, reason: "desiredRetention '\(value)' is not a number from 0.70 to 0.97")
            }
            settings.desiredRetention = retention
        }
        if let value = object["scheduler"] {
            guard let name = value as? String, let kind = SchedulerKind(rawValue: name) else {
                throw .invalidSettings(path: file.path, reason: "scheduler '\(value)' is not 'fsrs' or 'sm2'")
            }
            settings.scheduler = kind
        }
        return settings
    }

    /// Writes the chosen values into `file` (0600, atomically), keeping every other key.
    public func save(to file: URL) throws(HistoryError) {
        var object = try Self.readObject(file) ?? [:]
        if let desiredRetention { object["desiredRetention"] = desiredRetention }
        if let scheduler { object["scheduler"] = scheduler.rawValue }
        try SecureFiles.createDirectory(file.deletingLastPathComponent())
        let data: Data
        do {
            data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        } catch {
            throw .invalidSettings(path: file.path, reason: "\(error)")
        }
        try SecureFiles.replaceFile(file, with: Array(data) + [UInt8(ascii: "\n")])
    }

    static func readObject(_ file: URL) throws(HistoryError) -> [String: Any]? {
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw .ioFailure(path: file.path, operation: "read", reason: error.localizedDescription)
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw .invalidSettings(path: file.path, reason: "not a JSON object")
        }
        return object
    }
}
