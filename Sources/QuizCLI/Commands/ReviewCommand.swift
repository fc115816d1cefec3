import Foundation
import Quiz
import Reading

/// `vocabquiz review`: drills due words first, then recently missed ones; with `--from-text`, only the
/// due words a reading text uses, asked in the text's senses and sentences.
struct ReviewCommand: Subcommand {
    static let spec = CommandSpec(
        name: "review",
        summary: "Review words that are due (spaced repetition), then recently missed ones; leeches last.",
        usage: "vocabquiz review [--count N] [--seed S] [--endpoint URL --model NAME | --from-text FILE]",
        options: [
            OptionSpec("--count", value: "N", help: "Review at most N words (default: all that are due)."),
            DataDirectoryOption.spec,
        ] + SourceOptions.specs.filter { $0.name != "--words" } + SchedulingOptions.specs)

    var quiz: QuizCommand

    init(_ arguments: ParsedArguments) throws(UsageError) {
        quiz = try QuizCommand(arguments)
    }

    func run(in context: CommandContext) async -> ExitCode {
        var setup: QuizSessionSetup
        var plan: [String]
        let nextDue: Date?
        var heldBack: Int
        do {
            var options = quiz.source
            options.fromText = nil
            setup = try QuizSessionSetup.make(options: options, dataDirectory: quiz.dataDirectory, in: context)
            setup.journal.reports.scheduler = try quiz.scheduling.scheduler(in: setup.locations)
            let review = try setup.journal.reports.reviewPlan()
            plan = review.words
            nextDue = review.nextDue
            heldBack = review.leeches.count
            if let path = quiz.source.fromText {
                // Every word of the text at any level: what is due was learnt whatever its level.
                let text = try ReadingOptions.read(
                    path: path, level: .a1, limit: .max, mature: quiz.source.isMature, in: context)
                let inText = Set(text.list.words.map(\.lemma))
                let leeches = Set(review.leeches.map(\.word))
                plan = plan.filter { inText.contains(Question.normalized($0)) }
                heldBack = plan.count { leeches.contains($0) }
                guard !plan.isEmpty else {
                    context.output.write("Nothing due for review is in the text \(path).\n")
                    return .success
                }
                let list = try text.list.restricted(to: plan, senses: [:], lexicon: text.lexicon)
                setup.source = ReadText(
                    list: list, level: .a1, lexicon: text.lexicon, inflections: text.inflections,
                    relations: text.relations
                )
                .source(seed: quiz.source.seed ?? UInt64.random(in: 0...UInt64.max))
            }
        } catch {
            context.report(error)
            return .failure(for: error)
        }
        guard !plan.isEmpty else {
            let when =
                nextDue.map { "The next word is due \(Self.format($0))." } ?? "Answer some questions first: vocabquiz"
            context.output.write("Nothing is due for review. \(when)\n")
            return .success
        }
        let queue = Array(plan.prefix(quiz.count ?? plan.count))
        if heldBack > 0 {
            let asked = max(0, queue.count - (plan.count - heldBack))
            context.output.write(Self.leechNote(heldBack: heldBack, asked: asked))
        }
        let settings = QuizSettings(level: quiz.source.level, count: queue.count, reviewQueue: queue)
        return await setup.runLoop(settings: settings, adaptive: nil, in: context)
    }

    /// Says how many leeches wait at the end of the queue, and how many of them this run reaches.
    static func leechNote(heldBack: Int, asked: Int) -> String {
        let words =
            heldBack == 1
            ? "1 leech (a word missed 8 times or more) is" : "\(heldBack) leeches (words missed 8 times or more) are"
        let reach =
            asked == heldBack ? "" : asked == 0 ? "; --count stops before them" : "; --count reaches \(asked) of them"
        return "\(words) held back to the end\(reach).\n"
    }

    private static func format(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "EEE d MMM yyyy"
        return "on " + formatter.string(from: date)
    }
}
