import Foundation
import Testing

@testable import ScoreHistory

@Suite("LearnerSettings")
struct LearnerSettingsTests {
    @Test func aMissingFileMeansFSRSAtNinetyPercent() throws {
        let folder = try TemporaryDirectory()
        let settings = try LearnerSettings.load(from: folder.url.appendingPathComponent("settings.json"))
        #expect(settings == LearnerSettings())
        #expect(settings.resolvedScheduler.kind == .fsrs && settings.resolvedScheduler.fsrs.desiredRetention == 0.9)
    }

    @Test func savingKeepsOtherKeysAndIsPrivate() throws {
        let folder = try TemporaryDirectory()
        let file = folder.url.appendingPathComponent("settings.json")
        try Data(#"{"level": "B2", "scheduler": "sm2"}"#.utf8).write(to: file)
        try LearnerSettings(desiredRetention: 0.85).save(to: file)
        let loaded = try LearnerSettings.load(from: file)
        #expect(loaded == LearnerSettings(desiredRetention: 0.85, scheduler: .sm2))
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        #expect(object?["level"] as? String == "B2")
        #expect(permissions(of: file.path) == 0o600)
    }

    @Test func anUnusableFileIsAClearError() throws {
        let folder = try TemporaryDirectory()
        let file = folder.url.appendingPathComponent("settings.json")
        try Data(#"{"desiredRetention": 1.5}"#.utf8).write(to: file)
        #expect(throws: HistoryError.self) { try LearnerSettings.load(from: file) }
        do {
            _ = try LearnerSettings.load(from: file)
        } catch {
            #expect("\(error)".contains("desiredRetention '1.5' is not a number from 0.70 to 0.97"))
        }
        try Data("not json".utf8).write(to: file)
        #expect(throws: HistoryError.invalidSettings(path: file.path, reason: "not a JSON object")) {
            try LearnerSettings.load(from: file)
        }
    }
}
