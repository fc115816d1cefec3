import Foundation

/// The `vocabquiz` command line: picks the subcommand, parses its options and runs it.
public enum VocabQuizCLI {
    public static let version = "0.1.0"

    static let subcommands: [any Subcommand.Type] = [
        QuizCommand.self, ReviewCommand.self, PlacementCommand.self, StatsCommand.self, HistoryCommand.self,
        ExportCommand.self,
        SchemaCommand.self, SensesCommand.self, WordsCommand.self,
    ]

    static var overview: String {
        let names = subcommands.map {
            "  \($0.spec.name.padding(toLength: 10, withPad: " ", startingAt: 0))\($0.spec.summary)"
        }
        return """
            OVERVIEW: A vocabulary quiz for the terminal, offline or with any OpenAI-compatible model.

            USAGE: vocabquiz [<subcommand>] [<options>]

            SUBCOMMANDS (default: quiz):
            \(names.joined(separator: "\n"))

              vocabquiz --version | --about | <subcommand> --help

            EXIT STATUS: 0 normal end, 1 run-time error, 2 usage error, 130 interrupted.

            """
    }

    /// Runs the program for `arguments` (without the program name) and returns the exit status.
    public static func run(_ arguments: [String], environment: [String: String]) async -> Int32 {
        let errors = FileDescriptorOutput.standardError
        do {
            let context = try CommandContext.live(environment: environment)
            return await run(arguments, in: context).rawValue
        } catch {
            errors.write("error: \(error)\n")
            return ExitCode.usage.rawValue
        }
    }

    static func run(_ arguments: [String], in context: CommandContext) async -> ExitCode {
        switch arguments.first {
        case "--version":
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
        case "help", "--help", "-h":
            context.output.write(overview)
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
            if parsed.wantsHelp {
                context.output.write(command.spec.helpText)
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
