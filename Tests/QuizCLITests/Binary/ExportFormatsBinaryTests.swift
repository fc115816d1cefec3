import Foundation
import Testing

/// The classroom formats and `--time-limit` through the real binary, offline.
@Suite("vocabquiz export formats (binary, offline)")
struct ExportFormatsBinaryTests {
    @Test func helpListsEveryFormatAndTheTimeLimit() async throws {
        let result = try await BinaryRunner().run(["export", "--help"])
        #expect(result.status == 0)
        for name in ["canvas", "qti", "kahoot", "kahoot-csv", "wayground", "wayground-csv", "--time-limit", ".gift"] {
            #expect(result.output.contains(name), "\(name)")
        }
    }

    @Test func aTimeLimitTheImporterRejectsIsAUsageErrorBeforeAnyQuestionIsMade() async throws {
        let kahoot = try await BinaryRunner().run([
            "export", "--count", "2", "--format", "kahoot", "--time-limit", "45",
        ])
        #expect(kahoot.status == 2)
        #expect(
            kahoot.errors
                == "error: invalid value '45' for '--time-limit': expected one of 5, 10, 20, 30, 60, 90, 120 or 240 "
                + "seconds (Kahoot's list)\n")
        let blooket = try await BinaryRunner().run([
            "export", "--count", "2", "--format", "blooket", "--time-limit", "301",
        ])
        #expect(blooket.status == 2)
        let gift = try await BinaryRunner().run(["export", "--count", "2", "--format", "gift", "--time-limit", "30"])
        #expect(gift.status == 2)
        #expect(gift.errors.hasPrefix("error: --time-limit applies only to kahoot"))
    }

    @Test func theNewFormatsAreWrittenAsZipFiles() async throws {
        let folder = try TemporaryDirectory()
        for (format, name) in [("canvas", "quiz.zip"), ("kahoot", "quiz.xlsx"), ("wayground", "quiz.xlsx")] {
            let out = folder.path("\(format)-\(name)")
            var arguments = ["export", "--count", "3", "--format", format, "--out", out, "--seed", "4"]
            if format != "canvas" { arguments += ["--time-limit", "60"] }
            let result = try await BinaryRunner().run(arguments)
            #expect(result.status == 0, "\(format): \(result.errors)")
            #expect(result.errors.contains("wrote 3 questions to \(out)"))
            #expect(result.errors.contains("explanation dropped") == (format == "kahoot"), "\(format)")
            let data = try Data(contentsOf: URL(fileURLWithPath: out))
            #expect(data.prefix(2) == Data("PK".utf8), "\(format)")
        }
    }
}
