import Foundation

/// The `vocabquiz` command line: picks the subcommand, parses its options and runs it.
public enum VocabQuizCLI {
    public static let version = "0.1.0"

    static let subcommands: [any Subcommand.Type] = [
        QuizCommand.self, ReviewCommand.self, PlacementCommand.self, StatsCommand.self, HistoryCommand.self,
        ExportCommand.self,
        SchemaCommand.self, SensesCommand.self, WordsCommand.self, CompletionsCommand.self, ManCommand.self,
    ]

    static var overview: String { overview(width: HelpLayout.width) }

    static func overview(width: Int) -> String {
        let nameWidth = (subcommands.map { $0.spec.name.count }.max() ?? 0) + 2
        let names = subcommands.map {
            "  \($0.spec.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0))\($0.spec.summary)"
        }
        return HelpLayout.wrapped(
            width: width,
            """
            OVERVIEW: A vocabulary quiz for the terminal, offline or with any OpenAI-compatible model.

            USAGE: vocabquiz [<subcommand>] [<options>]

            SUBCOMMANDS (default: quiz):
            \(names.joined(separator: "\n"))

              vocabquiz help <subcommand> | <subcommand> --help | --version | --about

            EXIT STATUS: 0 normal end, 1 run-time error, 2 usage error, 130 interrupted.

            """) + "\n" + QuizCommand.spec.optionsText(heading: "QUIZ OPTIONS (vocabquiz [quiz] ...)", width: width)
    }

    /// Runs the program for `arguments` (without the program name) and returns the exit status.
    public static func run(_ arguments: [String], environment: [String: String]) async -> Int32 {
        let errors = FileDescriptorOutput.standardError
        do {
            let context = try CommandContext.live(environment: environment)
            let code = await run(arguments, in: context)
            (context.output as? WrappingOutput)?.finish()
            (context.errors as? WrappingOutput)?.finish()
            return code.rawValue
        } catch {
            errors.write("error: \(error)\n")
            return ExitCode.usage.rawValue
        }
    }

    static func run(_ arguments: [String], in context: CommandContext) async -> ExitCode {
        switch arguments.first {
        case "--version", "-V", "version":
            context.output.write("vocabquiz \(version)\n")
            return .success
        case "--about":
            do {
                context.output.write(try AboutText.text(resources: context.resources))
                return .success
            } catch {
                context.report(error)
                return .failure
            }
        case "help" where arguments.count > 1:
            let name = arguments[1]
            guard let command = subcommands.first(where: { $0.spec.name == name }) else {
                context.report(
                    UsageError.unknownCommand(
                        name, suggestion: nearestWord(to: name, in: subcommands.map { $0.spec.name })))
                return .usage
            }
            context.output.write(command.spec.helpText(width: HelpLayout.width(columns: context.outputColumns())))
            return .success
        case "help", "--help", "-h":
            context.output.write(overview(width: HelpLayout.width(columns: context.outputColumns())))
            return .success
        default:
            break
        }
        let (command, rest) = select(arguments)
        guard let command else {
            let name = arguments.first ?? ""
            context.report(
                UsageError.unknownCommand(name, suggestion: nearestWord(to: name, in: subcommands.map { $0.spec.name }))
            )
            return .usage
        }
        do {
            let parsed = try ParsedArguments(rest, spec: command.spec)
            var context = context
            context.hints = FlagHint(arguments: parsed, environment: context.environment)
            if parsed.wantsHelp {
                context.output.write(command.spec.helpText(width: HelpLayout.width(columns: context.outputColumns())))
                return .success
            }
            return try await command.init(parsed).run(in: context)
        } catch {
            context.report(error)
            return .usage
        }
    }

    /// The subcommand named first, or `quiz` when the first argument is an option or absent.
    private static func select(_ arguments: [String]) -> ((any Subcommand.Type)?, [String]) {
        guard let first = arguments.first, !first.hasPrefix("-") else {
            return (subcommands.first { $0.spec.name == "quiz" }, arguments)
        }
        return (subcommands.first { $0.spec.name == first }, Array(arguments.dropFirst()))
    }
}
