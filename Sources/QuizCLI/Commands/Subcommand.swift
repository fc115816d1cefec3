/// One `vocabquiz` subcommand: its options, and how it runs once they are parsed.
protocol Subcommand: Sendable {
    static var spec: CommandSpec { get }
    /// - Throws: `UsageError` for options that parse but do not make sense.
    init(_ arguments: ParsedArguments) throws(UsageError)
    func run(in context: CommandContext) async -> ExitCode
}
