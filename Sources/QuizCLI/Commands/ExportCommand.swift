import Foundation
import Lexicon
import ModelQuestions
import Quiz
import QuizExport
import ScoreHistory

/// `vocabquiz export`: a question set in a classroom format, without interaction.
struct ExportCommand: Subcommand {
    static let spec = CommandSpec(
        name: "export", summary: "Write a question set for Moodle, Canvas, Anki, Kahoot, scripts…",
        usage:
            "vocabquiz export (--count N | --words FILE|LIST) --format F [--out FILE] [--time-limit SECONDS] [--concurrency K] [<source options>]",
        options: [
            OptionSpec("--count", value: "N", help: "How many questions (with --words: one per word)."),
            OptionSpec(
                "--format", value: "F", help: "One of: \(ExportFormat.validNames.joined(separator: ", ")).",
                completes: .choices(ExportFormat.validNames)),
            OptionSpec(
                "--out", value: "FILE",
                help: "Write here (atomically) instead of standard output, named for the format: "
                    + ExportFormat.allCases.map { "\($0) ." + $0.acceptedFileExtensions.joined(separator: "/.") }
                    .joined(separator: ", ") + ".", completes: .files),
            OptionSpec(
                "--time-limit", value: "SECONDS",
                help: "Time per question (default 30): kahoot 5/10/20/30/60/90/120/240, wayground 5-900, blooket 1-300."
            ),
            OptionSpec("--concurrency", value: "K", help: "Requests in flight with a model (default 1)."),
            OptionSpec(
                "--title", value: "TEXT", help: "Title of the set (Canvas quiz, Kahoot sheet, Markdown, Anki deck)."),
            OptionSpec("--strict", help: "Fail, writing nothing, when a --words word is not in the offline lexicon."),
            OptionSpec("--partial", help: "When a model cannot make every question, write the ones it made."),
            DataDirectoryOption.spec,
        ] + SourceOptions.specs)

    var source: SourceOptions
    var target: ExportTarget
    var format: ExportFormat
    var output: String?
    var concurrency: Int
    var title: String
    var timeLimit: Int?
    var isStrict: Bool
    var writesPartial: Bool
    var dataDirectory: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        if let first = arguments.positionals.first { throw .unexpectedArgument(first) }
        source = try SourceOptions(arguments)
        guard let name = arguments.values["--format"] else {
            throw .conflict("export needs --format F, one of: \(ExportFormat.validNames.joined(separator: ", "))")
        }
        do {
            format = try ExportFormat(parsing: name)
        } catch {
            throw .invalidValue(
                option: "--format", value: name, expected: "one of \(ExportFormat.validNames.joined(separator: ", "))")
        }
        let count = try arguments.integer("--count", in: 1...1_000_000)
        switch (count, source.words) {
        case (nil, nil) where source.fromText != nil: target = .count(20)
        case let (count?, nil): target = .count(count)
        case let (nil, words?): target = .words(words)
        case let (count?, words?): target = .words(Array(words.prefix(count)))
        case (nil, nil): throw .conflict("export needs --count N or --words FILE|LIST")
        }
        output = arguments.values["--out"]
        if let output {
            do {
                _ = try ExportDestination(checking: output, for: format)
            } catch .emptyPath {
                throw .conflict("--out needs a file name, such as questions.\(format.fileExtension)")
            } catch {
                throw .conflict("--out \(error)")
            }
        }
        isStrict = arguments.flags.contains("--strict")
        writesPartial = arguments.flags.contains("--partial")
        dataDirectory = arguments.values["--data-dir"]
        concurrency = try arguments.integer("--concurrency", in: 1...64) ?? 1
        title = arguments.values["--title"] ?? source.fromText.map(ReadingOptions.title(for:)) ?? "VocabQuiz"
        timeLimit = try arguments.integer("--time-limit", in: 1...3_600)
        if timeLimit != nil, !format.hasTimeLimit {
            let timed = ExportFormat.allCases.filter(\.hasTimeLimit).map(\.rawValue).joined(separator: ", ")
            throw .conflict("--time-limit applies only to \(timed); the \(format) format has no timer")
        }
        do {
            try format.checkTimeLimit(timeLimit)
        } catch {
            throw .invalidValue(
                option: "--time-limit", value: String(timeLimit ?? 0), expected: format.acceptedTimeLimits)
        }
    }

    func run(in context: CommandContext) async -> ExitCode {
        if format.isBinary, output == nil, isatty(STDOUT_FILENO) == 1 {
            context.report("the \(format) format is binary; give --out FILE.\(format.fileExtension)")
            return .usage
        }
        let makeSource: @Sendable (Int) throws -> any QuestionSource
        var agreement: BlindAgreement?
        let tally = ExportTally()
        let level: CEFRLevel
        var target = target
        var offlineLexicon: Lexicon?
        do {
            // Without --level, the learner's own level, as the quiz would start (and as the level column says).
            level = try source.level ?? DefaultLevelResolver.resolve(dataDirectory: dataDirectory, in: context).level
            if let path = source.fromText {
                let reading = try ReadingOptions.read(
                    path: path, level: level, limit: ReadingOptions.withSpares(target.total),
                    spares: ReadingOptions.withSpares(target.total), mature: source.isMature, words: source.words,
                    senses: source.senses, in: context)
                let seed = source.seed ?? UInt64.random(in: 0...UInt64.max)
                target = reading.target(for: target, seed: seed, in: context)
                makeSource = { _ in reading.source(seed: seed) }
            } else {
                let configured = try ConfiguredSource.resolve(source, judgesByDefault: true, in: context)
                if case let .offline(lexicon) = configured {
                    offlineLexicon = lexicon
                    switch OfflineExportPlan.check(target, level: level, strict: isStrict, in: lexicon) {
                    case let .proceed(checked): target = checked
                    case let .refuse(message, code):
                        context.report(message)
                        return code
                    }
                }
                agreement = configured.agreement
                try await configured.waitUntilReady(in: context)
                let seed = source.seed ?? UInt64.random(in: 0...UInt64.max)
                makeSource = { worker in
                    configured.makeSource(seed: seed, for: .export(worker: worker), observe: tally.observe)
                }
            }
        } catch {
            context.report(error)
            return .failure(for: error)
        }
        let runner = ExportRunner(
            target: target, level: level, topic: source.topic,
            concurrency: concurrency, maxAttempts: source.attempts ?? 3, describe: context.hints.describe,
            makeSource: makeSource)
        let progress = ProgressRenderer(
            isTerminal: context.errorsIsTerminal, now: { ProcessInfo.processInfo.systemUptime },
            write: { context.progress.write($0) })
        let fitter = format.lengthLimits.map { _ in LengthFitter(format: format) }
        let workers = concurrency
        let task = Task {
            await progress.begin()
            var result = await runner.run { update in
                tally.record(update)
                await progress.update(update)
            }
            // Kahoot's limits: ask again for a version that fits before the renderer cuts anything.
            var replacements: [LengthFitter.Replacement] = []
            if let fitter, result.isComplete, let source = try? makeSource(workers) {
                (result.items, replacements) = await fitter.fit(result.items, source: source)
            }
            return (result, replacements)
        }
        // Ctrl-C cancels the run; this task, not the signal handler, reports it and sets the exit status.
        let interrupts = InterruptHandler { task.cancel() }
        defer { interrupts.cancel() }
        let (result, replacements) = await task.value
        // The bar ends its line, so the summary below starts on one of its own.
        if context.errorsIsTerminal, let last = tally.latestProgress { await progress.finish(last) }
        if result.wasCancelled || task.isCancelled {
            let done =
                tally.latestProgress.map { "after \($0.completed) of \($0.total) questions" }
                ?? "before the first question"
            context.errors.write("\ninterrupted \(done); nothing was written\n")
            // What the model cost so far: a slow export stopped by hand still says what its replies were.
            context.errors.write(tally.noticeLines)
            if tally.modelReplies > 0 {
                context.errors.write("\(tally.modelReplies) model replies\(tally.tokenSummary(accepted: 0))\n")
            }
            context.errors.write(tally.rejections.summary)
            return .interrupted
        }
        if let lexicon = offlineLexicon,
            let refusal = OfflineExportPlan.refusal(after: result, of: target, level: level, in: lexicon)
        {
            context.report(refusal.message)
            return refusal.code
        }
        if let line = agreement?.summary { context.errors.write(line + "\n") }
        return write(result, replacements: replacements, tally: tally, in: context)
    }

    private func write(
        _ result: ExportRunResult, replacements: [LengthFitter.Replacement], tally: ExportTally,
        in context: CommandContext
    ) -> ExitCode {
        let replies = tally.modelReplies
        context.errors.write(tally.noticeLines)
        // Per question the model wrote: a fallback's rejected replies are counted, its question is not.
        let accepted = result.items.count(where: { $0.rejectedReplies == nil })
        let cost = replies > 0 ? "; \(replies) model replies" + tally.tokenSummary(accepted: accepted) : ""
        context.errors.write(result.summary + cost + "\n")
        context.errors.write(tally.rejections.summary)
        let unchecked = result.items.filter { $0.isChecked == false }.map(\.question.word)
        if !unchecked.isEmpty {
            context.errors.write(
                "note: \(unchecked.count) question(s) not checked (word not in the lexicon, or --unchecked): "
                    + unchecked.joined(separator: ", ") + "\n")
        }
        for line in result.failureLines + replacements.map(\.description) { context.errors.write(line + "\n") }
        guard result.isComplete || (writesPartial && !result.items.isEmpty) else {
            context.report("the export is incomplete, so nothing was written (--partial writes what was made)")
            return .failure
        }
        do {
            let document = try format.render(
                result.items, options: ExportOptions(title: title, timeLimitSeconds: timeLimit, seed: source.seed))
            for line in LossReport(document.losses).lines() { context.errors.write(line + "\n") }
            if let output {
                try AtomicFileWriter().write(document.data, to: URL(fileURLWithPath: output))
                context.errors.write("wrote \(result.items.count) questions to \(output)\n")
            } else {
                FileHandle.standardOutput.write(document.data)
            }
            guard result.isComplete else {
                context.report(
                    "the export is incomplete: \(result.items.count) of \(result.requested) were written (--partial)")
                return .failure
            }
            return .success
        } catch {
            context.report(error)
            return .failure
        }
    }
}
