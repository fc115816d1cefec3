import Foundation
import ModelQuestions
import Quiz
import ScoreHistory

/// Everything a REPL session needs, built from the command line: where data lives, the question
/// source, the journal, and the banner that says which is which.
struct QuizSessionSetup {
    var locations: DataLocations
    var configured: ConfiguredSource
    var source: any QuestionSource
    var journal: FileJournal
    var banner: String
    /// Rejected model replies by reason, written to the transcript when the session ends.
    var rejections: RejectionTally

    /// - Throws: A clear error when the data directory is unusable or the source cannot be set up.
    static func make(
        options: SourceOptions, dataDirectory: String?, in context: CommandContext
    ) throws -> QuizSessionSetup {
        let locations = try DataDirectoryOption.locations(dataDirectory, in: context)
        try locations.checkWritable()
        try locations.prepareTranscripts()
        let seed = options.seed ?? UInt64.random(in: 0...UInt64.max)
        // Not from `seed`: two runs with the same seed must still get their own transcript files.
        var generator = SeededGenerator(seed: .random(in: 0...UInt64.max))
        let session = SessionID.make(at: context.now(), using: &generator)
        let history = HistoryStore(locations: locations)
        let journal = FileJournal(
            session: session, history: history,
            transcript: TranscriptLog(
                session: session, locations: locations,
                redactor: context.redactor),
            reports: HistoryReports(store: history, now: context.now, warnings: context.errors),
            style: context.style, now: context.now)
        let configured = try ConfiguredSource.resolve(options, in: context)
        let now = context.now
        let rejections = RejectionTally()
        let source: any QuestionSource
        if let path = options.fromText {
            // A reading text's words, in its senses and sentences (offline, see `words`).
            source = try ReadingOptions.read(
                path: path, level: options.level, limit: ReadingOptions.quizWords, spares: ReadingOptions.quizWords,
                mature: options.isMature,
                words: options.words, senses: options.senses, in: context
            ).source(seed: seed)
        } else {
            let errors = context.errors
            source = configured.makeSource(seed: seed) { [journal] event in
                rejections.observe(event)
                if case let .notice(text) = event { errors.write("note: \(text)\n") }
                journal.log(event.transcriptEvent(at: now()))
            }
        }
        let banner = """
            VocabQuiz \(VocabQuizCLI.version) · level \(options.level?.rawValue ?? "any") · history \(locations.historyFile.path)
            \(configured.bannerLines)
            Answer with a–d, 1–4 or the text of a choice. :help lists commands, :quit ends.

            """
        return QuizSessionSetup(
            locations: locations, configured: configured, source: source, journal: journal, banner: banner,
            rejections: rejections)
    }

    /// Runs the REPL until it ends, turning Ctrl-C into a clean ending with a summary.
    func runLoop(settings: QuizSettings, adaptive: AdaptiveLevel?, in context: CommandContext) async -> ExitCode {
        let output = context.output
        // A server that cannot be reached is said before the banner, not under a banner naming it.
        do {
            try await configured.waitUntilReady(in: context)
        } catch {
            context.report(error)
            return .failure
        }
        output.write(banner)
        let loop = QuizLoop(
            settings: settings,
            dependencies: .init(
                source: source, input: context.input, output: output, errors: context.errors,
                journal: journal, style: context.style, now: context.now,
                echoesInput: !context.isInteractive, streamsStems: context.isInteractive, hints: context.hints,
                followsTopics: configured.followsTopics, unknownWords: configured.unknownWords),
            adaptive: adaptive)
        let session = Task { [loop] in
            var loop = loop
            return await loop.run()
        }
        // Ctrl-C cancels the session's task; the loop ends it with its summary and exit code 130.
        let interrupts = InterruptHandler { session.cancel() }
        defer { interrupts.cancel() }
        let code = await session.value
        logRejections(in: context)
        return code
    }

    /// The transcript's closing count of rejected model replies, by reason.
    private func logRejections(in context: CommandContext) {
        guard let line = rejections.line else { return }
        journal.log(TranscriptEvent(kind: .rejections, at: context.now(), text: line))
    }
}
