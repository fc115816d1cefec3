import Foundation
import ScoreHistory

/// The level a quiz starts at without `--level`: the learner's last placement or what their history
/// shows, whichever is newer, else B1 (see `LearnerLevel`).
enum DefaultLevelResolver {
    static func resolve(dataDirectory: String?, in context: CommandContext) throws -> LearnerLevel {
        let locations = try DataDirectoryOption.locations(dataDirectory, in: context)
        return try resolve(locations: locations, outcomes: HistoryStore(locations: locations).loadOutcomes().items)
    }

    /// The same, from outcomes the caller has already read.
    static func resolve(locations: DataLocations, outcomes: [AnswerOutcome]) throws -> LearnerLevel {
        LearnerLevel.resolve(placement: try StoredPlacement.load(from: locations), outcomes: outcomes)
    }
}
