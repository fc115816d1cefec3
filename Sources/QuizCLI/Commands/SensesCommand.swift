import Lexicon
import Quiz
import Reading

/// `vocabquiz senses WORD`: the numbered senses of a word, so a teacher can name the one to test
/// (`--words 'bank#2'`); `senses --from-text FILE` lists them for every word of a text, marking the
/// sense the text uses.
struct SensesCommand: Subcommand {
    static let spec = CommandSpec(
        name: "senses", summary: "List a word's numbered senses, to test one with --words 'WORD#N'.",
        usage: "vocabquiz senses WORD [--mature] | senses --from-text FILE|- [--level A1..C2] [--max N] [--mature]",
        options: [
            OptionSpec("--mature", help: "Include senses the classroom filter leaves out (or VOCABQUIZ_MATURE=1)."),
            OptionSpec(
                "--from-text", value: "FILE",
                help: "List the senses of a text's words (as `words` lists them), marking the text's.",
                completes: .files),
            OptionSpec(
                "--level", value: "A1..C2", help: "With --from-text: leave out words below this level (default B1).",
                completes: .choices(CEFRLevel.allCases.map(\.rawValue))),
            OptionSpec("--max", value: "N", help: "With --from-text: at most N words, best first (default 20)."),
        ])

    var word: String?
    var text: (path: String, level: CEFRLevel, limit: Int)?
    var isMature: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        isMature = arguments.flags.contains("--mature")
        if let path = arguments.values["--from-text"] {
            if let extra = arguments.positionals.first { throw .unexpectedArgument(extra) }
            text = (
                path, try ReadingOptions.level(arguments) ?? ReadingOptions.defaultLevel,
                try ReadingOptions.positive(arguments, "--max") ?? 20
            )
            return
        }
        guard let word = arguments.positionals.first else {
            throw .conflict("senses needs a word: vocabquiz senses WORD (or --from-text FILE)")
        }
        if arguments.positionals.count > 1 { throw .unexpectedArgument(arguments.positionals[1]) }
        self.word = word
    }

    func run(in context: CommandContext) async -> ExitCode {
        do {
            if let text {
                let list = try ReadingOptions.read(
                    path: text.path, level: text.level, limit: text.limit, mature: isMature, in: context
                ).list
                context.output.write(Self.textSenses(list, lexicon: try lexicon(in: context)))
                return .success
            }
            let lexicon = try lexicon(in: context)
            let senses = lexicon.senses(of: word ?? "")
            guard let first = senses.first else {
                throw WordSenseError.unknownWord(Question.normalized(word ?? ""))
            }
            context.output.write(
                "\(first.entry.lemma): \(senses.count) sense\(senses.count == 1 ? "" : "s") "
                    + "(test one with --words '\(first.entry.lemma)#N')\n"
                    + Self.lines(senses, marking: [:]).joined(separator: "\n") + "\n")
            return .success
        } catch {
            context.report(error)
            return .failure
        }
    }

    func lexicon(in context: CommandContext) throws -> Lexicon {
        try Lexicon.bundled(from: context.resources)
            .restricted(to: Audience.resolve(flag: isMature, environment: context.environment))
    }

    /// One line a sense, numbered as `--words 'WORD#N'` names it, with a mark before chosen ones.
    static func lines(_ senses: [WordSense], marking marks: [Int: String]) -> [String] {
        let width = String(senses.count).count
        let markWidth = marks.values.map(\.count).max() ?? 0
        return senses.map { sense in
            let number = String(repeating: " ", count: width - String(sense.number).count) + "\(sense.number)"
            let level = sense.level?.rawValue ?? "rare, not asked"
            let mark = marks[sense.number] ?? ""
            let padded = markWidth == 0 ? "" : mark + String(repeating: " ", count: markWidth - mark.count) + " "
            let ours = sense.wordNetGloss == nil ? "" : " (learner definition)"
            return "  \(padded)\(number). \(sense.entry.partOfSpeech.name), \(level): \(sense.gloss)\(ours)"
        }
    }

    /// Every listed (and skipped) word of a text with its senses: `text` marks the sense the text uses,
    /// `guess` the best but unsure one, `asked` the common sense an unsure word falls back to.
    static func textSenses(_ list: ReadingList, lexicon: Lexicon) -> String {
        var blocks = [list.summary]
        let entries = list.words.map { ($0, nil as SkippedWord?) } + list.skipped.map { ($0.word, $0 as SkippedWord?) }
        for (word, skipped) in entries {
            var marks: [Int: String] = [:]
            let verdict: String
            if let sense = word.sense {
                marks[sense.number] = "text"
                verdict = "the text uses sense \(sense.number)"
            } else {
                marks[word.guess.number] = "guess"
                if skipped == nil { marks[word.commonSense.number] = "asked" }
                verdict =
                    skipped?.because
                    ?? "unsure: a definition question asks the common sense \(word.commonSense.number)"
            }
            let confidence = Int((word.confidence * 100).rounded())
            blocks.append(
                "\(word.lemma): \(verdict) (confidence \(confidence)%) in: \(ReadingWord.oneLine(word.sentence))\n"
                    + lines(lexicon.senses(of: word.lemma), marking: marks).joined(separator: "\n"))
        }
        return blocks.joined(separator: "\n") + "\n"
    }
}
