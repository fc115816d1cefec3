import Foundation
import Testing

/// Usage errors, help and exit statuses of the real binary.
@Suite("vocabquiz command line (binary)")
struct CommandLineBinaryTests {
    @Test func anUnknownFlagIsAOneLineUsageErrorWithASuggestion() async throws {
        let result = try await BinaryRunner().run(["--cout", "2"])
        #expect(result.status == 2)
        #expect(result.errors == "error: unknown option '--cout' for 'quiz'; did you mean '--count'?\n")
    }

    @Test func badValuesAreUsageErrors() async throws {
        #expect(try await BinaryRunner().run(["--level", "D4"]).status == 2)
        #expect(try await BinaryRunner().run(["--count", "zero"]).status == 2)
        #expect(try await BinaryRunner().run(["stats", "--data-dir"]).status == 2)
        #expect(try await BinaryRunner().run(["exprot"]).errors.contains("did you mean 'export'?"))
    }

    @Test func everySubcommandHasHelp() async throws {
        for command in ["quiz", "review", "stats", "history", "schema", "export"] {
            let result = try await BinaryRunner().run([command, "--help"])
            #expect(result.status == 0)
            #expect(result.output.hasPrefix("OVERVIEW: "), "\(command)")
        }
        #expect(try await BinaryRunner().run(["--version"]).output.hasPrefix("vocabquiz "))
        #expect(try await BinaryRunner().run(["--about"]).output.contains("WordNet"))
    }

    @Test func theSchemaCommandRestrictsTheWord() async throws {
        let result = try await BinaryRunner().run(["schema", "--words", "lamb,salmon,duck"])
        #expect(result.status == 0)
        let schema = try #require(jsonObject(result.output))
        let properties = try #require(schema["properties"] as? [String: Any])
        let word = try #require(properties["word"] as? [String: Any])
        #expect(word["enum"] as? [String] == ["lamb", "salmon", "duck"])
        #expect(schema["required"] as? [String] == ["word", "text", "choices", "answer", "explanation"])
    }

    @Test func anUnusableDataDirectoryIsAClearErrorAtStart() async throws {
        let folder = try TemporaryDirectory()
        try "not a folder".write(toFile: folder.path("file"), atomically: true, encoding: .utf8)
        let result = try await BinaryRunner().run(["--data-dir", folder.path("file/data")], input: "a\n")
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("error: "))
        #expect(result.errors.contains(folder.path("file")))
        #expect(!result.output.contains("Q1."))
    }
}
