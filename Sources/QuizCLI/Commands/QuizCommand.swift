import Quiz
import ScoreHistory

/// `vocabquiz` / `vocabquiz quiz`: the REPL, one generated question per turn.
struct QuizCommand: Subcommand {
    static let spec = CommandSpec(
        name: "quiz", summary: "Practise vocabulary, one question per turn (the default).",
        usage:
            "vocabquiz [quiz] [--count N] [--level A1..C2] [--words FILE|LIST] [--seed S] [--endpoint URL --model NAME]",
        options: [
            OptionSpec("--count", value: "N", help: "Stop after N questions (default: until :quit or end of input)."),
            OptionSpec("--adaptive", help: "Step the level up after right answers and down after misses."),
            DataDirectoryOption.spec,
        ] + SourceOptions.specs + SchedulingOptions.specs)

    var source: SourceOptions
    var count: Int?
    var isAdaptive: Bool
    var dataDirectory: String?
    var scheduling: SchedulingOptions

    init(_ arguments: ParsedArguments) throws(UsageError) {
        if let first = arguments.positionals.first { throw .unexpectedArgument(first) }
        source = try SourceOptions(arguments)
        count = try arguments.integer("--count", in: 1...100_000)
        isAdaptive = arguments.flags.contains("--adaptive")
        dataDirectory = arguments.values["--data-dir"]
        scheduling = try SchedulingOptions(arguments)
        if source.fromText == "-" {
            throw .conflict("the quiz reads your answers from standard input; give --from-text a file")
        }
    }

    func run(in context: CommandContext) async -> ExitCode {
        var setup: QuizSessionSetup
        var source = source
        var announcement: String?
        do {
            // Without --level, start where the learner's placement or history says (else B1).
            if source.level == nil, source.words == nil {
                let resolved = try DefaultLevelResolver.resolve(dataDirectory: dataDirectory, in: context)
                source.level = resolved.level
                announcement = resolved.changeAnnouncement
            }
            setup = try QuizSessionSetup.make(
                options: source, dataDirectory: dataDirectory, in: context)
            // Said at the top, where the banner names the level: a changed level never goes unexplained.
            if let announcement { setup.banner = announcement + "\n" + setup.banner }
            setup.journal.reports.scheduler = try scheduling.scheduler(in: setup.locations)
        } catch {
            context.report(error)
            return .failure(for: error)
        }
        let settings = QuizSettings(level: source.level, topic: source.topic, words: source.words, count: count)
        let adaptive = isAdaptive ? AdaptiveLevel(level: source.level ?? LearnerLevel.start.level) : nil
        return await setup.runLoop(settings: settings, adaptive: adaptive, in: context)
    }
}
