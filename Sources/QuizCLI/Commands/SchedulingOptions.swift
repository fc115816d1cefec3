import Foundation
import ScoreHistory

/// `--retention` and `--scheduler`, shared by `quiz`, `review` and `stats`.
///
/// Both are remembered in `settings.json` once given, so the learner's target holds for every
/// later run (and for `:review` and `:stats` in the REPL) without repeating it.
struct SchedulingOptions: Sendable, Equatable {
    static let specs = [
        OptionSpec(
            "--retention", value: "R",
            help: "Target probability of recall, 0.70 to 0.97 (default 0.9); remembered."),
        OptionSpec(
            "--scheduler", value: "NAME", help: "fsrs (default) or sm2; remembered.",
            completes: .choices(["fsrs", "sm2"])),
    ]

    var desiredRetention: Double?
    var scheduler: SchedulerKind?

    init(_ arguments: ParsedArguments) throws(UsageError) {
        if let text = arguments.values["--retention"] {
            guard let value = Double(text), FSRS.retentionRange.contains(value) else {
                throw .invalidValue(option: "--retention", value: text, expected: "a number from 0.70 to 0.97")
            }
            desiredRetention = value
        }
        if let text = arguments.values["--scheduler"] {
            guard let kind = SchedulerKind(rawValue: text.lowercased()) else {
                throw .invalidValue(option: "--scheduler", value: text, expected: "fsrs or sm2")
            }
            scheduler = kind
        }
    }

    /// The stored settings with these options applied; saves them first when any was given.
    ///
    /// - Throws: `HistoryError` for an unreadable settings file or one that cannot be written.
    func scheduler(in locations: DataLocations) throws -> Scheduler {
        var settings = try LearnerSettings.load(from: locations.settingsFile)
        if desiredRetention != nil || scheduler != nil {
            let chosen = LearnerSettings(desiredRetention: desiredRetention, scheduler: scheduler)
            try chosen.save(to: locations.settingsFile)
            settings.desiredRetention = desiredRetention ?? settings.desiredRetention
            settings.scheduler = scheduler ?? settings.scheduler
        }
        return settings.resolvedScheduler
    }
}
