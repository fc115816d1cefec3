/// `vocabquiz history`: the last answers, or the missed questions with answers and explanations.
struct HistoryCommand: Subcommand {
    static let spec = CommandSpec(
        name: "history", summary: "List recent answers, or missed questions to read back.",
        usage: "vocabquiz history [N] [--missed] [--data-dir DIR]",
        options: [
            OptionSpec("--missed", help: "List missed questions with the answer and the explanation."),
            DataDirectoryOption.spec,
        ])

    var count: Int?
    var isMissedOnly: Bool
    var dataDirectory: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        if arguments.positionals.count > 1 { throw .unexpectedArgument(arguments.positionals[1]) }
        if let text = arguments.positionals.first {
            guard let number = Int(text), number > 0 else {
                throw .invalidValue(option: "N", value: text, expected: "a positive number of entries")
            }
            count = number
        }
        isMissedOnly = arguments.flags.contains("--missed")
        dataDirectory = arguments.values["--data-dir"]
    }

    func run(in context: CommandContext) async -> ExitCode {
        do {
            let reports = try DataDirectoryOption.reports(dataDirectory, in: context)
            context.output.write(try isMissedOnly ? reports.missed(limit: count) : reports.recent(count: count ?? 20))
            return .success
        } catch {
            context.report(error)
            return .failure
        }
    }
}
