import Foundation
import Testing

@testable import QuizCLI

/// The conventions of a command-line tool: `-V`, `version`, `help SUBCOMMAND`, help no wider than
/// 80 columns, shell completions and a man page made from the same option tables as `--help`.
@Suite("vocabquiz conventions (binary)")
struct ConventionsBinaryTests {
    static let commands = GoldenCLITests.subcommands

    @Test func everySpellingOfVersionPrintsIt() async throws {
        for spelling in ["--version", "-V", "version"] {
            let result = try await BinaryRunner().run([spelling])
            #expect(result.status == 0)
            #expect(result.output == "vocabquiz \(VocabQuizCLI.version)\n", "\(spelling)")
        }
    }

    @Test func helpWithASubcommandIsThatSubcommandsHelp() async throws {
        for command in Self.commands {
            let help = try await BinaryRunner().run(["help", command])
            #expect(help.status == 0)
            #expect(help.output == (try await BinaryRunner().run([command, "--help"])).output, "\(command)")
        }
        let typo = try await BinaryRunner().run(["help", "exprot"])
        #expect(typo.status == 2)
        #expect(typo.errors == "error: unknown command 'exprot'; did you mean 'export'?\n")
    }

    @Test func theTopLevelHelpShowsTheQuizOptionsAndNoHelpIsWiderThan80Columns() async throws {
        let top = try await BinaryRunner().run(["--help"])
        #expect(top.output.contains("QUIZ OPTIONS"))
        #expect(top.output.contains("--adaptive"))
        for arguments in [["--help"]] + Self.commands.map { [$0, "--help"] } {
            let output = try await BinaryRunner().run(arguments).output
            for line in output.split(separator: "\n") {
                #expect(line.count <= 80, "\(arguments): \(line)")
                #expect(!line.hasSuffix(" "), "\(arguments): trailing space in \(line)")
            }
        }
    }

    @Test func dataCommandsAcceptDataDir() async throws {
        let folder = try TemporaryDirectory()
        let result = try await BinaryRunner().run([
            "export", "--count", "1", "--format", "json", "--data-dir", folder.path("data"),
        ])
        #expect(result.status == 0, "\(result.errors)")
    }

    @Test func bashCompletesCommandsOptionsAndValuesFromTheOptionTables() async throws {
        let folder = try TemporaryDirectory()
        let script = try await BinaryRunner().run(["completions", "bash"])
        #expect(script.status == 0)
        try script.output.write(toFile: folder.path("vocabquiz.bash"), atomically: true, encoding: .utf8)
        let probe = """
            source \(folder.path("vocabquiz.bash"))
            complete -p vocabquiz
            reply() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _vocabquiz; echo "${COMPREPLY[*]}"; }
            reply vocabquiz exp
            reply vocabquiz export --form
            reply vocabquiz export --format kah
            reply vocabquiz --level C
            reply vocabquiz export --stri
            reply vocabquiz stats --sch
            """
        let result = try await BinaryRunner(executableURL: URL(fileURLWithPath: "/bin/bash")).run(["-c", probe])
        #expect(result.status == 0, "\(result.errors)")
        #expect(
            result.output.split(separator: "\n") == [
                "complete -F _vocabquiz vocabquiz", "export", "--format", "kahoot kahoot-csv", "C1 C2", "--strict",
                "--scheduler",
            ])
    }

    @Test(arguments: ["zsh", "fish"])
    func otherShellsScriptsParseWhenTheShellIsInstalled(_ shell: String) async throws {
        let script = try await BinaryRunner().run(["completions", shell])
        #expect(script.status == 0)
        #expect(script.output.contains(shell == "zsh" ? "--format" : "-l format"))
        let path = ["/usr/bin/\(shell)", "/bin/\(shell)"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let path else { return }  // Not installed here: the text checks above still ran.
        let folder = try TemporaryDirectory()
        try script.output.write(toFile: folder.path("script"), atomically: true, encoding: .utf8)
        let check = try await BinaryRunner(executableURL: URL(fileURLWithPath: path))
            .run(shell == "zsh" ? ["-n", folder.path("script")] : ["--no-execute", folder.path("script")])
        #expect(check.status == 0, "\(check.errors)")
    }

    @Test func theManPageListsEveryOptionAndManFindsNoProblem() async throws {
        let page = try await BinaryRunner().run(["man"])
        #expect(page.status == 0)
        #expect(page.output.hasPrefix(".TH VOCABQUIZ 1 "))
        for option in ["\\-\\-format", "\\-\\-strict", "\\-\\-data\\-dir", "\\-\\-scheduler"] {
            #expect(page.output.contains("\\fB\(option)\\fR"), "\(option)")
        }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/man") else { return }
        let folder = try TemporaryDirectory()
        try page.output.write(toFile: folder.path("vocabquiz.1"), atomically: true, encoding: .utf8)
        var man = BinaryRunner(executableURL: URL(fileURLWithPath: "/usr/bin/man"))
        man.environment["MANWIDTH"] = "80"
        let rendered = try await man.run(["--warnings", "-E", "UTF-8", "-l", folder.path("vocabquiz.1")])
        #expect(rendered.status == 0)
        #expect(rendered.errors.isEmpty, "man --warnings: \(rendered.errors)")
        #expect(rendered.output.contains("EXIT STATUS"))
    }
}
