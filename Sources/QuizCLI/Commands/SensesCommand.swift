import Lexicon
import Quiz

/// `vocabquiz senses WORD`: the numbered senses of a word, so a teacher can name the one to test
/// (`--words 'bank#2'`).
struct SensesCommand: Subcommand {
    static let spec = CommandSpec(
        name: "senses", summary: "List a word's numbered senses, to test one with --words 'WORD#N'.",
        usage: "vocabquiz senses WORD [--mature]",
        options: [
            OptionSpec("--mature", help: "Include senses the classroom filter leaves out (or VOCABQUIZ_MATURE=1).")
        ])

    var word: String
    var isMature: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        guard let word = arguments.positionals.first else {
            throw .conflict("senses needs a word: vocabquiz senses WORD")
        }
        if arguments.positionals.count > 1 { throw .unexpectedArgument(arguments.positionals[1]) }
        self.word = word
        isMature = arguments.flags.contains("--mature")
    }

    func run(in context: CommandContext) async -> ExitCode {
        do {
            let audience = Audience.resolve(flag: isMature, environment: context.environment)
            let lexicon = try Lexicon.bundled(from: context.resources).restricted(to: audience)
            let senses = lexicon.senses(of: word)
            guard let first = senses.first else { throw WordSenseError.unknownWord(Question.normalized(word)) }
            let width = String(senses.count).count
            let lines = senses.map { sense in
                let number = String(repeating: " ", count: width - String(sense.number).count) + "\(sense.number)"
                let level = sense.level?.rawValue ?? "rare, not asked"
                return "  \(number). \(sense.entry.partOfSpeech.name), \(level): \(sense.gloss)"
            }
            context.output.write(
                "\(first.entry.lemma): \(senses.count) sense\(senses.count == 1 ? "" : "s") "
                    + "(test one with --words '\(first.entry.lemma)#N')\n" + lines.joined(separator: "\n") + "\n")
            return .success
        } catch {
            context.report(error)
            return .failure
        }
    }
}
