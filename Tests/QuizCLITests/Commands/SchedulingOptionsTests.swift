import Foundation
import ScoreHistory
import Testing

@testable import QuizCLI

@Suite("--retention and --scheduler")
struct SchedulingOptionsTests {
    func options(_ arguments: [String]) throws -> SchedulingOptions {
        try SchedulingOptions(ParsedArguments(arguments, spec: StatsCommand.spec))
    }

    @Test func valuesInRangeAreAccepted() throws {
        #expect(try options(["--retention", "0.7"]).desiredRetention == 0.7)
        #expect(try options(["--retention=0.97"]).desiredRetention == 0.97)
        #expect(try options(["--scheduler", "SM2"]).scheduler == .sm2)
        let none = try options([])
        #expect(none.desiredRetention == nil && none.scheduler == nil)
    }

    @Test func valuesOutOfRangeAreUsageErrorsQuotingThem() {
        for value in ["0.69", "0.98", "90", "high", "nan"] {
            #expect(
                throws: UsageError.invalidValue(
                    option: "--retention", value: value, expected: "a number from 0.70 to 0.97")
            ) { try options(["--retention", value]) }
        }
        #expect(throws: UsageError.invalidValue(option: "--scheduler", value: "anki", expected: "fsrs or sm2")) {
            try options(["--scheduler", "anki"])
        }
    }

    @Test func givenValuesAreSavedAndOthersKept() throws {
        let folder = try TemporaryDirectory()
        let locations = DataLocations(dataDirectory: folder.url, transcriptsDirectory: folder.url)
        #expect(try options([]).scheduler(in: locations).kind == .fsrs)
        #expect(!FileManager.default.fileExists(atPath: locations.settingsFile.path), "nothing given, nothing written")
        _ = try options(["--retention", "0.8"]).scheduler(in: locations)
        let sm2 = try options(["--scheduler", "sm2"]).scheduler(in: locations)
        #expect(sm2.kind == .sm2 && sm2.fsrs.desiredRetention == 0.8)
        #expect(try options([]).scheduler(in: locations).fsrs.desiredRetention == 0.8)
    }
}
