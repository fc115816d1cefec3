import Foundation
import Testing

/// Usage errors, help and exit statuses of the real binary.
@Suite("vocabquiz command line (binary)")
struct CommandLineBinaryTests {
    @Test func anUnknownFlagIsAOneLineUsageErrorWithASuggestion() throws {
        let result = try BinaryRunner().run(["--cout", "2"])
        #expect(result.status == 2)
        #expect(result.errors == "error: unknown option '--cout' for 'quiz'; did you mean '--count'?\n")
    }

    @Test func badValuesAreUsageErrors() throws {
        #expect(try BinaryRunner().run(["--level", "D4"]).status == 2)
        #expect(try BinaryRunner().run(["--count", "zero"]).status == 2)
        #expect(try BinaryRunner().run(["stats", "--data-dir"]).status == 2)
        #expect(try BinaryRunner().run(["exprot"]).errors.contains("did you mean 'export'?"))
    }

    @Test func everySubcommandHasHelp() throws {
        for command in ["quiz", "review", "stats", "history", "schema", "export"] {
            let result = try BinaryRunner().run([command, "--help"])
            #expect(result.status == 0)
            #expect(result.output.hasPrefix("OVERVIEW: "), "\(command)")
        }
        #expect(try BinaryRunner().run(["--version"]).output.hasPrefix("vocabquiz "))
        #expect(try BinaryRunner().run(["--about"]).output.contains("WordNet"))
    }

    @Test func theSchemaCommandRestrictsTheWord() throws {
        let result = try BinaryRunner().run(["schema", "--words", "lamb,salmon,duck"])
        #expect(result.status == 0)
        let schema = try #require(jsonObject(result.output))
        let properties = try #require(schema["properties"] as? [String: Any])
        let word = try #require(properties["word"] as? [String: Any])
        #expect(word["enum"] as? [String] == ["lamb", "salmon", "duck"])
        #expect(schema["required"] as? [String] == ["word", "text", "choices", "answer", "explanation"])
    }

    @Test func anUnusableDataDirectoryIsAClearErrorAtStart() throws {
        let folder = try TemporaryDirectory()
        try "not a folder".write(toFile: folder.path("file"), atomically: true, encoding: .utf8)
        let result = try BinaryRunner().run(["--data-dir", folder.path("file/data")], input: "a\n")
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("error: "))
        #expect(result.errors.contains(folder.path("file")))
        #expect(!result.output.contains("Q1."))
    }
}
