import Testing

@testable import Reading

/// What the sense-tuning grids (`SenseTuningTests`, `PageRankTuningTests`) share: a reader with a tuning in
/// place of the shipped constants, and the right-of-given curve each setting is printed as.
enum TuningGrid {
    /// A reader over the bundled data with `tuning` in place of the shipped constants.
    static func reader(_ tuning: SenseChoice.Tuning) throws -> TextReader {
        TextReader(
            lexicon: try ReadingFixtures.lexicon.get(), inflections: try ReadingFixtures.inflections.get(),
            relations: try ReadingFixtures.relations.get(), tuning: tuning)
    }

    /// Right of given, and coverage, at each sure margin in `bars`.
    static func curve(_ margins: [(margin: Double, right: Bool)], targets: Int, bars: [Double]) -> String {
        bars.map { bar in
            let given = margins.filter { $0.margin >= bar }
            let right = given.count { $0.right }
            return "\(bar): \(right)/\(given.count) (\(given.count * 100 / max(targets, 1))%)"
        }.joined(separator: ", ")
    }

    /// Measures `tuning` on the development passages and prints `label`, its best guesses and its curve.
    static func printDevelopment(_ label: String, _ tuning: SenseChoice.Tuning, bars: [Double]) throws {
        let figures = try SenseAccuracyTests.measure(SenseAccuracyTests.development, reader: try reader(tuning))
        print(
            "\(label): best guess \(figures.bestGuessRight)/\(figures.targets); "
                + curve(figures.margins, targets: figures.targets, bars: bars))
    }
}
