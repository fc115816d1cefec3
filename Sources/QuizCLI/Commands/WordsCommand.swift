import Foundation
import Lexicon
import Quiz
import Reading

/// `vocabquiz words --from-text FILE`: the words a reading text would ask, one `lemma#N` line each,
/// so a teacher can check and edit the list and pass it back with `--words FILE`.
struct WordsCommand: Subcommand {
    static let spec = CommandSpec(
        name: "words", summary: "List the words a reading text would ask, in the senses the text uses.",
        usage: "vocabquiz words --from-text FILE|- [--level A1..C2] [--max N] [--mature]",
        options: [
            OptionSpec(
                "--from-text", value: "FILE",
                help: "A text in English (UTF-8; Markdown and simple HTML are stripped), or - for standard input.",
                completes: .files),
            OptionSpec(
                "--level", value: "A1..C2", help: "Leave out words below this level (default B1).",
                completes: .choices(CEFRLevel.allCases.map(\.rawValue))),
            OptionSpec("--max", value: "N", help: "List at most N words, best first (default 20)."),
            OptionSpec("--mature", help: "Include words the classroom filter leaves out (or VOCABQUIZ_MATURE=1)."),
        ])

    var path: String
    var level: CEFRLevel
    var limit: Int
    var isMature: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        if let extra = arguments.positionals.first { throw .unexpectedArgument(extra) }
        guard let path = arguments.values["--from-text"] else {
            throw .conflict("words needs a text: vocabquiz words --from-text FILE (or - for standard input)")
        }
        self.path = path
        level = try ReadingOptions.level(arguments) ?? ReadingOptions.defaultLevel
        limit = try ReadingOptions.positive(arguments, "--max") ?? 20
        isMature = arguments.flags.contains("--mature")
    }

    func run(in context: CommandContext) async -> ExitCode {
        do {
            let list = try ReadingOptions.read(path: path, level: level, limit: limit, mature: isMature, in: context)
                .list
            let lines = [list.summary, list.confidences] + list.words.map(\.line) + list.skipped.map(\.line)
            context.output.write(lines.joined(separator: "\n") + "\n")
            return .success
        } catch {
            context.report(error)
            return .failure
        }
    }
}
