import Foundation
import ScoreHistory

/// The level a quiz starts at without `--level`: the learner's last placement or what their history
/// shows, whichever is newer, else B1 (see `LearnerLevel`).
enum DefaultLevelResolver {
    static func resolve(dataDirectory: String?, in context: CommandContext) throws -> LearnerLevel {
        let locations = try DataDirectoryOption.locations(dataDirectory, in: context)
        let placement = try StoredPlacement.load(from: locations)
        let outcomes = try HistoryStore(locations: locations).loadOutcomes().items
        return LearnerLevel.resolve(placement: placement, outcomes: outcomes)
    }
}
