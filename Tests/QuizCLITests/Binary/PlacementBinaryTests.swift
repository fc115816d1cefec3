import Foundation
import Testing

/// `vocabquiz placement`, the default level it stores, and the classroom filter, through the real binary.
@Suite("vocabquiz placement and levels (binary)")
struct PlacementBinaryTests {
    @Test func placementAsksAcrossLevelsStoresTheResultAndTheQuizStartsThere() async throws {
        let folder = try TemporaryDirectory()
        let result = try await folder.runner.run(
            ["placement", "--count", "20", "--seed", "5"], input: String(repeating: "a\n", count: 20))
        #expect(result.status == 0, "\(result.errors)")
        let asked = result.output.split(separator: "\n").filter { $0.hasPrefix("Q") && $0.contains(". (") }
        #expect(asked.count == 20)
        #expect(asked[0].hasPrefix("Q1. (B1) "))
        let summary = try #require(result.output.split(separator: "\n").first { $0.hasPrefix("Placement: about ") })
        let level = String(summary.dropFirst("Placement: about ".count).prefix(2))
        #expect(["A1", "A2", "B1", "B2", "C1", "C2"].contains(level))
        #expect(summary.contains("words"))
        let settings = folder.lines(of: "data/settings.json").joined(separator: "\n")
        let stored = try #require(jsonObject(settings)?["placement"] as? [String: Any])
        #expect(stored["level"] as? String == level)
        let permissions =
            try FileManager.default.attributesOfItem(atPath: folder.path("data/settings.json"))[.posixPermissions]
            as? Int
        #expect(permissions == 0o600)
        // Placement answers are not practice: history stays empty.
        #expect(folder.lines(of: "data/history.jsonl").isEmpty)

        let stats = try await folder.runner.run(["stats"])
        #expect(stats.output.contains("Default level: \(level) (placement on "))
        let json = try await folder.runner.run(["stats", "--json"])
        let object = try #require(jsonObject(json.output))
        #expect(object["defaultLevel"] as? String == level && object["defaultLevelFrom"] as? String == "placement")
        #expect(object.count > 2, "the report's own fields are still there")
        let quiz = try await folder.runner.run(["--count", "1", "--seed", "1"], input: "a\n")
        #expect(quiz.output.contains("· level \(level) ·"))
        let history = folder.lines(of: "data/history.jsonl").compactMap(jsonObject)
        #expect(history.first?["level"] as? String == level)
    }

    @Test func aFreshLearnerStartsAtB1AndExportDrawsFromB1() async throws {
        let folder = try TemporaryDirectory()
        let quiz = try await folder.runner.run(["--count", "1", "--seed", "1"], input: "a\n")
        #expect(quiz.output.contains("· level B1 ·"), "\(quiz.output)")
        let stats = try await folder.runner.run(["stats"])
        #expect(stats.output.contains("Default level: B1 (the starting level"))
        let export = try await folder.runner.run(["export", "--count", "30", "--format", "jsonl", "--seed", "2"])
        #expect(export.status == 0, "\(export.errors)")
        let levels = export.output.split(separator: "\n").compactMap { jsonObject(String($0))?["level"] as? String }
        #expect(levels.count == 30 && Set(levels) == ["B1"], "\(levels)")
    }

    @Test func aCorruptStoredPlacementIsOneErrorLineWithItsFixNotACrash() async throws {
        let folder = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder.path("data"), withIntermediateDirectories: true)
        for value in ["7", #""B2""#, #"{"level": "Z9"}"#] {
            try #"{"placement": \#(value)}"#.write(
                toFile: folder.path("data/settings.json"), atomically: true, encoding: .utf8)
            let result = try await folder.runner.run(["--count", "1", "--seed", "1"], input: "a\n")
            #expect(result.status == 1, "\(value): \(result.errors)")
            let lines = result.errors.split(separator: "\n")
            #expect(lines.count == 1 && lines[0].hasPrefix("error: the placement "), "\(value): \(result.errors)")
            #expect(result.errors.hasSuffix("; run vocabquiz placement again\n"), "\(result.errors)")
        }
    }

    @Test func stoppingAPlacementSavesNothing() async throws {
        let folder = try TemporaryDirectory()
        let result = try await folder.runner.run(["placement", "--seed", "5"], input: "a\nb\n:quit\n")
        #expect(result.status == 0)
        #expect(result.output.contains("Placement stopped after 2 of 24 questions; nothing was saved."))
        #expect(!FileManager.default.fileExists(atPath: folder.path("data/settings.json")))
    }

    @Test func aPlacementCountOutsideTwentyToThirtyIsAUsageError() async throws {
        let folder = try TemporaryDirectory()
        let result = try await folder.runner.run(["placement", "--count", "5"])
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("error: ") && result.errors.contains("--count"))
    }

    @Test func matureIsOffByDefaultAndSaidInTheBannerWhenOn() async throws {
        let folder = try TemporaryDirectory()
        let plain = try await folder.runner.run(["--count", "1", "--seed", "1"], input: "a\n")
        #expect(!plain.output.contains("Mature content is on"))
        let flagged = try await folder.runner.run(["--count", "1", "--seed", "1", "--mature"], input: "a\n")
        #expect(flagged.output.contains("Mature content is on (--mature): the classroom filter is off."))
        var environment = folder.runner
        environment.environment["VOCABQUIZ_MATURE"] = "1"
        let variable = try await environment.run(["--count", "1", "--seed", "1"], input: "a\n")
        #expect(variable.output.contains("Mature content is on"))
    }

    @Test func anAdultOnlyWordIsLeftOutInTheClassroomAndAskedWithMature() async throws {
        let folder = try TemporaryDirectory()
        let classroom = try await folder.runner.run(
            ["--words", "brothel,abate", "--count", "1", "--seed", "1"], input: "a\n")
        #expect(classroom.errors.contains("left out by the classroom filter (--mature allows them): brothel"))
        #expect(classroom.output.contains("abate"))
        let mature = try await folder.runner.run(
            ["--words", "brothel", "--count", "1", "--seed", "1", "--mature"], input: "a\n")
        #expect(mature.status == 0, "\(mature.errors)")
        #expect(mature.output.contains("brothel"))
    }
}
