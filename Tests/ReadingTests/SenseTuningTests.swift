import Foundation
import Testing

@testable import Reading

/// The grid the sense choice's constants were chosen from (issue 25's third round), on the development
/// passages only: held-out passages are never measured here. Slow (a reader per setting), so it runs only
/// with VOCABQUIZ_SENSE_GRID=1 and prints one line per setting; it asserts nothing a setting could fail.
struct SenseTuningTests {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["VOCABQUIZ_SENSE_GRID"] == "1"))
    func printsTheDevelopmentGrid() throws {
        var settings: [SenseChoice.Tuning] = []
        for topicWeight in [0.0, 0.25, 0.5, 1.0] {
            for sureMargin in [1.0, 1.5, 2.0, 2.5] {
                for (relatedWeight, firstPrior) in [(0.5, 0.6), (1.0, 0.6), (0.5, 1.2), (1.0, 1.2)] {
                    var tuning = SenseChoice.Tuning()
                    (tuning.topicWeight, tuning.sureMargin) = (topicWeight, sureMargin)
                    (tuning.relatedWeight, tuning.firstPrior) = (relatedWeight, firstPrior)
                    settings.append(tuning)
                }
            }
        }
        for tuning in settings {
            let reader = try Self.reader(tuning)
            let figures = try SenseAccuracyTests.measure(SenseAccuracyTests.development, reader: reader)
            print(
                "grid topic \(tuning.topicWeight) margin \(tuning.sureMargin) related \(tuning.relatedWeight) "
                    + "prior \(tuning.firstPrior): "
                    + "\(figures.right) of \(figures.given) right, \(figures.fallbacksRight) of \(figures.fallbacks) "
                    + "fallbacks right, best guess \(figures.bestGuessRight)")
        }
    }

    /// Round 4's grid: the sure margin against the fallback margin (how far the common sense must lead
    /// for an unsure word to be asked in it), at the other constants as they are; development passages only.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["VOCABQUIZ_SENSE_GRID"] == "1"))
    func printsTheFallbackGrid() throws {
        for sureMargin in [1.5, 2.0, 2.5, 3.0] {
            for fallbackMargin in [0.0, 0.25, 0.5, 1.0] {
                var tuning = SenseChoice.Tuning()
                (tuning.sureMargin, tuning.fallbackMargin) = (sureMargin, fallbackMargin)
                let reader = try Self.reader(tuning)
                let figures = try SenseAccuracyTests.measure(SenseAccuracyTests.development, reader: reader)
                print(
                    "fallback grid margin \(sureMargin) fallback \(fallbackMargin): \(figures.right) of \(figures.given) "
                        + "right, \(figures.fallbacksRight) of \(figures.fallbacks) fallbacks right, \(figures.skipped) skipped"
                )
            }
        }
    }

    /// The chosen sure margin against the next one up, on every split (round 4's "precision over
    /// coverage" check, reported in BENCHMARKS.md; not used to choose).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["VOCABQUIZ_SENSE_GRID"] == "1"))
    func printsTheMarginOnEverySplit() throws {
        for sureMargin in [1.5, 2.0] {
            var tuning = SenseChoice.Tuning()
            tuning.sureMargin = sureMargin
            let reader = try Self.reader(tuning)
            for (name, split) in [
                ("development", SenseAccuracyTests.development), ("held-out", SenseAccuracyTests.heldOut),
                ("fresh held-out", SenseAccuracyTests.freshHeldOut),
            ] {
                let figures = try SenseAccuracyTests.measure(split, reader: reader)
                print("margin \(sureMargin) \(name): \(figures)")
            }
        }
    }

    /// Round 5: how much context an unsure word's common sense needs to be asked (`fallbackEvidence`),
    /// chosen on the development passages; the held-out splits are printed for BENCHMARKS.md only.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["VOCABQUIZ_SENSE_GRID"] == "1"))
    func printsTheFallbackEvidenceOnEverySplit() throws {
        for evidence in [0.0, 0.5, 1.0] {
            var tuning = SenseChoice.Tuning()
            tuning.fallbackEvidence = evidence
            let reader = try Self.reader(tuning)
            for (name, split) in [
                ("development", SenseAccuracyTests.development), ("held-out", SenseAccuracyTests.heldOut),
                ("fresh held-out", SenseAccuracyTests.freshHeldOut),
                ("round-5 held-out", SenseAccuracyTests.round5HeldOut),
            ] {
                let figures = try SenseAccuracyTests.measure(split, reader: reader)
                print("fallback evidence \(evidence) \(name): \(figures)")
            }
        }
    }

    /// Issue 22's learner definitions against the sense choice: which definition texts a signature reads
    /// (`Tuning.definitions`), on all 134 marked targets, with the targets whose outcome differs from
    /// WordNet's glosses alone (the choice as it was tuned). Run with VOCABQUIZ_SENSE_GRID=1.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["VOCABQUIZ_SENSE_GRID"] == "1"))
    func printsTheDefinitionTextsSideBySide() throws {
        var decisions: [SenseChoice.Tuning.Definitions: [String]] = [:]
        for definitions in SenseChoice.Tuning.Definitions.allCases {
            var tuning = SenseChoice.Tuning()
            tuning.definitions = definitions
            let figures = try SenseAccuracyTests.measure(reader: try Self.reader(tuning))
            print("definitions \(definitions): \(figures)")
            decisions[definitions] = figures.decisions
        }
        let wordNet = decisions[.wordNet] ?? []
        for definitions in [SenseChoice.Tuning.Definitions.shown, .wordNetAndLearner] {
            for (before, after) in zip(wordNet, decisions[definitions] ?? []) where before != after {
                print("definitions \(definitions) changed: \(before) -> \(after)")
            }
        }
    }

    /// Round 7: precision against coverage as the sure margin falls, for the everyday-sense prior and the
    /// number of topic words, on the development passages only (`SenseAccuracyTests.Figures.margins`).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["VOCABQUIZ_SENSE_GRID"] == "1"))
    func printsTheCalibrationOnTheDevelopmentPassages() throws {
        // (topic words, WordNet neighbours of each lending their members, topic weight, prior)
        var settings: [(Int, Int, Double, Double)] = []
        for topicSize in [30, 100, 200, 1000] {
            for firstPrior in [0.6, 1.2, 2.0] { settings.append((topicSize, 0, 0.5, firstPrior)) }
        }
        settings += [(100, 0, 1.0, 0.6), (30, 0, 1.0, 0.6), (30, 3, 0.5, 0.6), (30, 3, 1.0, 0.6), (30, 10, 1.0, 0.6)]
        for everydayFirst in [false, true] {
            for (topicSize, topicNeighbours, topicWeight, firstPrior) in settings {
                var tuning = SenseChoice.Tuning()
                (tuning.everydayFirst, tuning.topicSize) = (everydayFirst, topicSize)
                (tuning.topicNeighbours, tuning.topicWeight, tuning.firstPrior) = (
                    topicNeighbours, topicWeight, firstPrior
                )
                let figures = try SenseAccuracyTests.measure(
                    SenseAccuracyTests.development, reader: try Self.reader(tuning))
                print(
                    "calibration everyday \(everydayFirst) topics \(topicSize) neighbours \(topicNeighbours) "
                        + "topic weight \(topicWeight) prior \(firstPrior): "
                        + Self.curve(figures.margins, targets: figures.targets))
            }
        }
    }

    /// Round 7, second grid: examples and far neighbours weighed down, on the development passages only.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["VOCABQUIZ_SENSE_GRID"] == "1"))
    func printsTheSignatureGridOnTheDevelopmentPassages() throws {
        for exampleWeight in [1.0, 0.5, 0.0] {
            for relatedCap in [Int.max, 20, 5] {
                for firstPrior in [0.6, 1.2] {
                    var tuning = SenseChoice.Tuning()
                    (tuning.exampleWeight, tuning.relatedCap, tuning.firstPrior) = (
                        exampleWeight, relatedCap, firstPrior
                    )
                    let figures = try SenseAccuracyTests.measure(
                        SenseAccuracyTests.development, reader: try Self.reader(tuning))
                    print(
                        "signature examples \(exampleWeight) neighbours \(relatedCap == .max ? "all" : "\(relatedCap)") "
                            + "prior \(firstPrior): " + Self.curve(figures.margins, targets: figures.targets))
                }
            }
        }
    }

    /// Round 7's choice by the rule fixed beforehand (the most coverage at development precision >= 85%:
    /// 100 topic words, prior 1.2, margin 1.5, 14 of 16) against round 4's constants, on every split; the
    /// held-out ones are measured here once, after the choice, and never tuned on.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["VOCABQUIZ_SENSE_GRID"] == "1"))
    func printsRoundSevensChoiceOnEverySplit() throws {
        var round4 = SenseChoice.Tuning()
        (round4.topicSize, round4.firstPrior, round4.sureMargin) = (30, 0.6, 2.0)
        var round7 = SenseChoice.Tuning()
        (round7.topicSize, round7.firstPrior, round7.sureMargin) = (100, 1.2, 1.5)
        for (name, tuning) in [("round 4", round4), ("round 7", round7)] {
            let reader = try Self.reader(tuning)
            for (split, passages) in [
                ("development", SenseAccuracyTests.development), ("held-out", SenseAccuracyTests.heldOut),
                ("fresh held-out", SenseAccuracyTests.freshHeldOut),
                ("round-5 held-out", SenseAccuracyTests.round5HeldOut),
            ] {
                print("choice \(name) \(split): \(try SenseAccuracyTests.measure(passages, reader: reader))")
            }
        }
    }

    /// Right of given, and coverage, at each sure margin from 0 to 2.5.
    static func curve(_ margins: [(margin: Double, right: Bool)], targets: Int) -> String {
        TuningGrid.curve(margins, targets: targets, bars: [0.0, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.5])
    }

    private static func reader(_ tuning: SenseChoice.Tuning) throws -> TextReader {
        try TuningGrid.reader(tuning)
    }
}
