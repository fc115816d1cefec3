import Foundation
import Lexicon
import Quiz
import ScoreHistory

/// `vocabquiz placement`: 20–30 offline questions on an adaptive staircase across the levels; the
/// result becomes the learner's default level (see `PlacementStaircase`, `LearnerLevel`).
///
/// Placement answers are a test, not practice: they are not added to the score history.
struct PlacementCommand: Subcommand {
    static let spec = CommandSpec(
        name: "placement", summary: "Find your level with a short adaptive test; it becomes your default.",
        usage: "vocabquiz placement [--count 20..30] [--seed S] [--mature] [--data-dir DIR]",
        options: [
            OptionSpec("--count", value: "N", help: "Questions to ask, 20 to 30 (default 24)."),
            OptionSpec("--seed", value: "S", help: "Seed for a reproducible placement."),
            OptionSpec("--mature", help: "Lift the classroom filter (or VOCABQUIZ_MATURE=1)."),
            DataDirectoryOption.spec,
        ])

    var count: Int
    var seed: UInt64?
    var isMature: Bool
    var dataDirectory: String?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        if let first = arguments.positionals.first { throw .unexpectedArgument(first) }
        count =
            try arguments.integer("--count", in: PlacementStaircase.questionCounts)
            ?? PlacementStaircase.defaultQuestionCount
        if let text = arguments.values["--seed"] {
            guard let seed = UInt64(text) else {
                throw .invalidValue(option: "--seed", value: text, expected: "a whole number from 0 to \(UInt64.max)")
            }
            self.seed = seed
        }
        isMature = arguments.flags.contains("--mature")
        dataDirectory = arguments.values["--data-dir"]
    }

    func run(in context: CommandContext) async -> ExitCode {
        let locations: DataLocations
        let source: OfflineQuestionSource
        do {
            locations = try DataDirectoryOption.locations(dataDirectory, in: context)
            try locations.checkWritable()
            let audience = Audience.resolve(flag: isMature, environment: context.environment)
            source = OfflineQuestionSource(
                lexicon: try Lexicon.bundled(from: context.resources).restricted(to: audience),
                seed: seed ?? .random(in: 0...UInt64.max))
        } catch {
            context.report(error)
            return .failure
        }
        context.output.write(
            "Placement: \(count) questions; each right answer moves one level up, each miss one down.\n"
                + "Answer with a–d, 1–4 or the text of a choice; :skip if you do not know, :quit stops without "
                + "saving.\n\n")
        // Ctrl-C cancels the questions' task, which says how far it got; nothing is saved.
        let task = Task { await ask(source, in: context) }
        let interrupts = InterruptHandler { task.cancel() }
        let outcome = await task.value
        interrupts.cancel()
        guard case let .finished(staircase) = outcome else {
            guard case let .stopped(answered, interrupted) = outcome else { return .failure }
            context.output.write(
                "\nPlacement stopped after \(answered) of \(count) questions; nothing was saved.\n")
            return interrupted ? .interrupted : .success
        }
        let level = staircase.result
        let correct = staircase.answers.filter(\.isCorrect).count
        do {
            try StoredPlacement(level: level, time: context.now(), questions: count, correct: correct).save(
                in: locations)
        } catch {
            context.report(error)
            return .failure
        }
        context.output.write(
            "Placement: about \(level.rawValue) (\(PlacementStaircase.knownWords(at: level))); \(correct)/\(count) right.\n"
                + "Saved as your default level: vocabquiz starts there without --level.\n")
        return .success
    }

    enum Outcome {
        case finished(PlacementStaircase)
        case stopped(answered: Int, interrupted: Bool)
        case failed
    }

    /// Asks the questions, each at the level the staircase has reached.
    private func ask(_ source: OfflineQuestionSource, in context: CommandContext) async -> Outcome {
        var staircase = PlacementStaircase()
        let view = QuestionView(style: context.style)
        for number in 1...count {
            let item: QuizItem
            do {
                item = try source.makeQuestion(for: QuestionRequest(level: staircase.level))
            } catch {
                context.report(error)
                return .failed
            }
            let question = item.question
            context.output.write(
                "Q\(number). (\(staircase.level.rawValue)) \(question.text)\n\(view.choices(of: question))")
            let answer = await readChoice(for: question, in: context)
            let key = question.labelledChoice(at: question.answerIndex ?? 0)
            switch answer {
            case nil:
                return .stopped(answered: number - 1, interrupted: Task.isCancelled)
            case .skip?:
                // Not knowing is what a miss measures here.
                context.output.write("Skipped: the answer is \(key)\n\n")
                staircase.record(isCorrect: false)
            case let .choice(picked)?:
                let isCorrect = picked == question.answerIndex
                context.output.write(isCorrect ? "✅\n\n" : "❌ \(key)\n\n")
                staircase.record(isCorrect: isCorrect)
            }
        }
        return .finished(staircase)
    }

    enum Answer: Equatable {
        case choice(Int)
        case skip
    }

    static let helpText = """
        Placement commands:
          :skip  you do not know: counts as a miss, and the next question is easier
          :quit  stop now; nothing is saved
        Answer with a–d, 1–4 or the text of a choice.
        """

    /// The learner's choice or `:skip`, asking again after anything else; nil at end of input, `:quit`
    /// or Ctrl-C.
    private func readChoice(for question: Question, in context: CommandContext) async -> Answer? {
        while true {
            context.output.write("> ")
            guard let line = await context.input.nextLine(), !Task.isCancelled else { return nil }
            if !context.isInteractive { context.output.write(line + "\n") }
            let typed = line.trimmingCharacters(in: .whitespaces)
            switch typed {
            case ":quit", ":q": return nil
            case ":skip", ":s": return .skip
            case ":help", ":h", "?":
                context.output.write(Self.helpText + "\n")
                continue
            default: break
            }
            if let index = question.choiceIndex(forLearnerInput: typed) { return .choice(index) }
            context.output.write(QuestionView.hint(for: typed) + "\n")
        }
    }
}
