import Quiz

/// `vocabquiz schema`: prints the JSON Schema sent to the model for a `Question`, for teachers and
/// scripts that integrate with other tools.
struct SchemaCommand: Subcommand {
    static let spec = CommandSpec(
        name: "schema", summary: "Print the JSON Schema of a generated question.",
        usage: "vocabquiz schema [--words FILE|LIST] [--prompt]",
        options: [
            OptionSpec(
                "--words", value: "FILE|LIST", help: "Restrict \"word\" to these words (run-time anyOf).",
                completes: .files),
            OptionSpec("--prompt", help: "Print the compact text form put into prompts instead."),
        ])

    var words: [String]?
    var showsPromptForm: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        if let first = arguments.positionals.first { throw .unexpectedArgument(first) }
        showsPromptForm = arguments.flags.contains("--prompt")
        if let list = arguments.values["--words"] {
            let parsed = try WordList.parse(option: "--words", value: list)
            // A sense a teacher named ("bank#2") does not change the schema: the word is "bank".
            do {
                words = try WordList.splittingSenses(parsed).words
            } catch {
                throw .invalidValue(option: "--words", value: list, expected: "a word list (\(error))")
            }
        }
    }

    func run(in context: CommandContext) async -> ExitCode {
        do {
            let schema =
                try words.map { try Question.generationSchema(restrictingWordTo: $0) } ?? Question.generationSchema
            context.output.write(
                (showsPromptForm ? schema.promptDescription : schema.jsonSchemaString(prettyPrinted: true)) + "\n")
            return .success
        } catch {
            context.report(error)
            return .failure
        }
    }
}
