import Foundation
import Quiz
import ScoreHistory
import Testing

@Suite struct PlacementStaircaseTests {
    @Test func itStartsAtB1AndStepsOneLevelPerAnswer() {
        var staircase = PlacementStaircase()
        #expect(staircase.level == .b1)
        staircase.record(isCorrect: true)
        #expect(staircase.level == .b2)
        staircase.record(isCorrect: false)
        staircase.record(isCorrect: false)
        #expect(staircase.level == .a2)
    }

    /// A simulated learner who knows every word up to `level` and guesses (25%) above it.
    @Test(arguments: [CEFRLevel.a2, .b1, .b2, .c1])
    func aConsistentLearnerIsPlacedAtTheirLevel(level: CEFRLevel) {
        var random = SeededGenerator(seed: 9)
        var staircase = PlacementStaircase()
        for _ in 0..<PlacementStaircase.defaultQuestionCount {
            staircase.record(isCorrect: staircase.level <= level || Int.random(in: 0..<4, using: &random) == 0)
        }
        #expect(staircase.result == level)
    }

    @Test func nobodyRightIsA1AndEverybodyRightIsC2() {
        var wrong = PlacementStaircase(), right = PlacementStaircase()
        for _ in 0..<24 {
            wrong.record(isCorrect: false)
            right.record(isCorrect: true)
        }
        #expect(wrong.result == .a1 && right.result == .c2)
        #expect(PlacementStaircase.knownWords(at: .b2) == "≈ 7,000 words")
    }
}

@Suite struct LearnerLevelTests {
    func record(_ level: CEFRLevel, _ isCorrect: Bool, at seconds: Double) -> HistoryRecord {
        HistoryRecord(
            time: Date(timeIntervalSince1970: seconds), session: "s", word: "w\(seconds)", text: "q",
            choices: ["a", "b", "c", "d"], answer: "a", given: isCorrect ? "a" : "b", isCorrect: isCorrect,
            latency: 1, level: level, source: "offline", kind: .synonym, explanation: "")
    }

    func answers(_ level: CEFRLevel, right: Int, of total: Int, from start: Double = 0) -> [HistoryRecord] {
        (0..<total).map { record(level, $0 < right, at: start + Double($0)) }
    }

    @Test func nothingToGoOnStartsAtB1() {
        #expect(LearnerLevel.resolve(placement: nil, records: []) == .start)
        #expect(LearnerLevel.start.level == .b1)
        #expect(LearnerLevel.resolve(placement: nil, records: answers(.c1, right: 5, of: 5)) == .start)
    }

    @Test func historyKeepsARightLevelAndMovesAnEasyOrHardOne() {
        #expect(LearnerLevel.fromHistory(answers(.b2, right: 16, of: 20))?.level == .b2)
        #expect(LearnerLevel.fromHistory(answers(.b2, right: 20, of: 20))?.level == .c1)
        #expect(LearnerLevel.fromHistory(answers(.b2, right: 8, of: 20))?.level == .b1)
    }

    @Test func theNewerOfPlacementAndHistoryWins() {
        let history = answers(.a2, right: 15, of: 20, from: 1_000)
        let old = StoredPlacement(level: .c1, time: Date(timeIntervalSince1970: 10), questions: 24, correct: 15)
        let new = StoredPlacement(level: .c1, time: Date(timeIntervalSince1970: 5_000), questions: 24, correct: 15)
        #expect(LearnerLevel.resolve(placement: old, records: history).level == .a2)
        #expect(LearnerLevel.resolve(placement: new, records: history).level == .c1)
        #expect(LearnerLevel.resolve(placement: new, records: history).reason == .placement(new.time))
    }

    @Test func aPlacementSurvivesARoundTripAndACorruptFileIsAnError() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("placement-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let locations = DataLocations(dataDirectory: directory, transcriptsDirectory: directory)
        #expect(try StoredPlacement.load(from: locations) == nil)
        try LearnerSettings(desiredRetention: 0.85).save(to: locations.settingsFile)
        let placement = StoredPlacement(
            level: .b2, time: Date(timeIntervalSince1970: 1_700_000_000), questions: 24, correct: 17)
        try placement.save(in: locations)
        #expect(try StoredPlacement.load(from: locations) == placement)
        // The scheduler's settings in the same file survive, and survive it.
        #expect(try LearnerSettings.load(from: locations.settingsFile).desiredRetention == 0.85)
        try LearnerSettings(desiredRetention: 0.8).save(to: locations.settingsFile)
        #expect(try StoredPlacement.load(from: locations) == placement)
        try Data(#"{"placement": 7}"#.utf8).write(to: locations.settingsFile)
        #expect(throws: HistoryError.invalidPlacement(path: locations.settingsFile.path, value: "7")) {
            try StoredPlacement.load(from: locations)
        }
        try Data("{not json".utf8).write(to: locations.settingsFile)
        #expect(throws: HistoryError.self) { try StoredPlacement.load(from: locations) }
    }
}
