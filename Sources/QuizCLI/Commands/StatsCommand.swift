import Foundation
import ScoreHistory

/// `vocabquiz stats`: accuracy, streaks, weakest words and what is due, from the score history.
struct StatsCommand: Subcommand {
    static let spec = CommandSpec(
        name: "stats",
        summary: "Show progress: accuracy per day, streaks, weakest words, recall per word, leeches, words due.",
        usage: "vocabquiz stats [--json] [--retention R] [--scheduler fsrs|sm2] [--data-dir DIR]",
        options: [OptionSpec("--json", help: "Print the statistics as JSON for scripts."), DataDirectoryOption.spec]
            + SchedulingOptions.specs)

    var isJSON: Bool
    var dataDirectory: String?
    var scheduling: SchedulingOptions

    init(_ arguments: ParsedArguments) throws(UsageError) {
        if let first = arguments.positionals.first { throw .unexpectedArgument(first) }
        isJSON = arguments.flags.contains("--json")
        dataDirectory = arguments.values["--data-dir"]
        scheduling = try SchedulingOptions(arguments)
    }

    func run(in context: CommandContext) async -> ExitCode {
        do {
            let locations = try DataDirectoryOption.locations(dataDirectory, in: context)
            var reports = try DataDirectoryOption.reports(dataDirectory, in: context)
            reports.scheduler = try scheduling.scheduler(in: locations)
            let outcomes = try reports.outcomes()
            let report = reports.stats(of: outcomes)
            let level = try DefaultLevelResolver.resolve(locations: locations, outcomes: outcomes)
            if isJSON {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                let json = try encoder.encode(StatsWithLevel(report: report, level: level))
                context.output.write(String(decoding: json, as: UTF8.self) + "\n")
            } else {
                context.output.write(report.rendered(style: context.style.textStyle))
                context.output.write(level.summary + "\n")
            }
            return .success
        } catch {
            context.report(error)
            return .failure
        }
    }
}

/// `stats --json`: the report's fields plus `defaultLevel` and `defaultLevelFrom` (`start`,
/// `placement` or `history`).
private struct StatsWithLevel: Encodable {
    var report: StatsReport
    var level: LearnerLevel

    private enum Keys: String, CodingKey {
        case defaultLevel, defaultLevelFrom
    }

    func encode(to encoder: any Encoder) throws {
        try report.encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(level.level.rawValue, forKey: .defaultLevel)
        let from =
            switch level.reason {
            case .start: "start"
            case .placement: "placement"
            case .history: "history"
            }
        try container.encode(from, forKey: .defaultLevelFrom)
    }
}
