import Foundation
import ScoreHistory

/// `--data-dir`, shared by every command that reads or writes score history.
enum DataDirectoryOption {
    static let spec = OptionSpec(
        "--data-dir", value: "DIR", help: "Where score history is kept (or VOCABQUIZ_HOME).",
        completes: .directories)

    /// The resolved data and transcript locations for `option` in `context`.
    static func locations(_ option: String?, in context: CommandContext) throws -> DataLocations {
        try DataLocations.resolve(
            dataDirectoryOption: option, environment: context.environment,
            homeDirectory: FileManager.default.homeDirectoryForCurrentUser,
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    }

    /// The history reports for `option`, warning about corrupt lines on standard error.
    static func reports(_ option: String?, in context: CommandContext) throws -> HistoryReports {
        HistoryReports(
            store: HistoryStore(locations: try locations(option, in: context)), now: context.now,
            warnings: context.errors)
    }
}
