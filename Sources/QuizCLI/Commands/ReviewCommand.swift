import Foundation
import Quiz

/// `vocabquiz review`: drills due words first, then recently missed ones.
struct ReviewCommand: Subcommand {
    static let spec = CommandSpec(
        name: "review", summary: "Review words that are due (spaced repetition), then recently missed ones.",
        usage: "vocabquiz review [--count N] [--seed S] [--endpoint URL --model NAME]",
        options: [
            OptionSpec("--count", value: "N", help: "Review at most N words (default: all that are due)."),
            DataDirectoryOption.spec,
        ] + SourceOptions.specs.filter { $0.name != "--words" })

    var quiz: QuizCommand

    init(_ arguments: ParsedArguments) throws(UsageError) {
        quiz = try QuizCommand(arguments)
    }

    func run(in context: CommandContext) async -> ExitCode {
        let setup: QuizSessionSetup
        let plan: [String]
        let nextDue: Date?
        do {
            setup = try QuizSessionSetup.make(options: quiz.source, dataDirectory: quiz.dataDirectory, in: context)
            let review = try setup.journal.reports.reviewPlan()
            plan = review.words
            nextDue = review.nextDue
        } catch {
            context.report(error)
            return .failure
        }
        guard !plan.isEmpty else {
            let when =
                nextDue.map { "The next word is due \(Self.format($0))." } ?? "Answer some questions first: vocabquiz"
            context.output.write("Nothing is due for review. \(when)\n")
            return .success
        }
        let queue = Array(plan.prefix(quiz.count ?? plan.count))
        let settings = QuizSettings(level: quiz.source.level, count: queue.count, reviewQueue: queue)
        return await setup.runLoop(settings: settings, adaptive: nil, in: context)
    }

    private static func format(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "EEE d MMM yyyy"
        return "on " + formatter.string(from: date)
    }
}
