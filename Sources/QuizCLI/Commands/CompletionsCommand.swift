/// `vocabquiz completions bash|zsh|fish`: prints a completion script (see `ShellCompletions`).
struct CompletionsCommand: Subcommand {
    static let spec = CommandSpec(
        name: "completions", summary: "Print shell completions: bash, zsh or fish.",
        usage: "vocabquiz completions bash|zsh|fish",
        options: [])

    var shell: ShellCompletions.Shell

    init(_ arguments: ParsedArguments) throws(UsageError) {
        let names = ShellCompletions.Shell.allCases.map(\.rawValue)
        guard let name = arguments.positionals.first else {
            throw .conflict("completions needs a shell: vocabquiz completions \(names.joined(separator: "|"))")
        }
        guard let shell = ShellCompletions.Shell(rawValue: name) else {
            throw .invalidValue(option: "completions", value: name, expected: "one of \(names.joined(separator: ", "))")
        }
        if arguments.positionals.count > 1 { throw .unexpectedArgument(arguments.positionals[1]) }
        self.shell = shell
    }

    func run(in context: CommandContext) async -> ExitCode {
        context.output.write(
            ShellCompletions.script(for: shell, commands: VocabQuizCLI.subcommands.map { $0.spec }))
        return .success
    }
}

/// `vocabquiz man`: prints the man page `vocabquiz.1` (see `ManPage`); `scripts/install` installs it.
struct ManCommand: Subcommand {
    static let spec = CommandSpec(
        name: "man", summary: "Print the man page (roff), as installed in share/man/man1/vocabquiz.1.",
        usage: "vocabquiz man", options: [])

    init(_ arguments: ParsedArguments) throws(UsageError) {
        if let first = arguments.positionals.first { throw .unexpectedArgument(first) }
    }

    func run(in context: CommandContext) async -> ExitCode {
        context.output.write(
            ManPage.roff(commands: VocabQuizCLI.subcommands.map { $0.spec }, version: VocabQuizCLI.version))
        return .success
    }
}
