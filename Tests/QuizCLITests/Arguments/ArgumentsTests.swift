import Testing

@testable import QuizCLI

@Suite("Command-line arguments")
struct ArgumentsTests {
    let spec = CommandSpec(
        name: "quiz", summary: "s", usage: "u",
        options: [OptionSpec("--count", value: "N", help: "h"), OptionSpec("--json", help: "h")])

    @Test func valuesFlagsAndPositionalsAreSplit() throws {
        let parsed = try ParsedArguments(["--count=3", "--json", "extra", "--", "--count"], spec: spec)
        #expect(parsed.values["--count"] == "3")
        #expect(parsed.flags == ["--json"])
        #expect(parsed.positionals == ["extra", "--count"])
        #expect(try ParsedArguments(["--count", "5"], spec: spec).integer("--count", in: 1...10) == 5)
    }

    @Test func mistakesAreUsageErrorsWithSuggestions() {
        #expect(throws: UsageError.unknownOption("--cout", command: "quiz", suggestion: "--count")) {
            try ParsedArguments(["--cout", "3"], spec: spec)
        }
        #expect(throws: UsageError.missingValue(option: "--count", valueName: "N")) {
            try ParsedArguments(["--count"], spec: spec)
        }
        #expect(throws: UsageError.unexpectedValue(option: "--json")) {
            try ParsedArguments(["--json=1"], spec: spec)
        }
        #expect(throws: UsageError.self) {
            try ParsedArguments(["--count", "x"], spec: spec).integer("--count", in: 1...10)
        }
    }

    @Test func helpTextListsEveryOption() {
        #expect(spec.helpText.contains("--count <N>"))
        #expect(spec.helpText.contains("-h, --help"))
    }

    @Test func wordListsComeFromCommasOrFiles() throws {
        #expect(try WordList.parse(" lamb, salmon ,,duck, Lamb") == ["lamb", "salmon", "duck"])
        #expect(throws: WordListError.empty(" , ")) { try WordList.parse(" , ") }
    }
}
