import Foundation
import Testing

@testable import Reading

/// Session 9's trial of Personalized PageRank (`SensePageRank`) as the sense scorer, alone and beside Lesk:
/// the grid on the development passages, then the setting the rule picks on every split, once. Slow, so it
/// runs only with VOCABQUIZ_SENSE_GRID=1; it prints figures and asserts nothing a setting could fail.
struct PageRankTuningTests {
    /// Sure margins the curves are read at, in score points.
    static let bars = [0.0, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4, 6]

    @Test(.enabled(if: ProcessInfo.processInfo.environment["VOCABQUIZ_SENSE_GRID"] == "1"))
    func printsThePageRankGridOnTheDevelopmentPassages() throws {
        for window in [1, 3] {
            for leskWeight in [0.0, 1.0] {
                for pageRankWeight in [0.0, 2.0, 4.0, 8.0] where pageRankWeight > 0 || (leskWeight > 0 && window == 1) {
                    for firstPrior in [0.6] {
                        var tuning = SenseChoice.Tuning()
                        (tuning.pageRankWindow, tuning.leskWeight) = (window, leskWeight)
                        (tuning.pageRankWeight, tuning.firstPrior) = (pageRankWeight, firstPrior)
                        try TuningGrid.printDevelopment(
                            "ppr grid window \(window) lesk \(leskWeight) ppr \(pageRankWeight) prior \(firstPrior)",
                            tuning, bars: Self.bars)
                    }
                }
            }
        }
    }

    /// The walk's own knobs, at the grid's best blend by its best guesses (Lesk 1, page rank 2, window 1):
    /// a bigger and deeper subgraph, and seeds weighted by their senses' rank.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["VOCABQUIZ_SENSE_GRID"] == "1"))
    func printsTheWalkGridOnTheDevelopmentPassages() throws {
        for (leskWeight, pageRankWeight) in [(0.0, 8.0), (1.0, 2.0)] {
            for (depth, nodeCap) in [(2, 3000), (2, 20_000), (3, 20_000)] {
                for byRank in [false, true] {
                    var tuning = SenseChoice.Tuning()
                    (tuning.leskWeight, tuning.pageRankWeight) = (leskWeight, pageRankWeight)
                    (tuning.pageRankDepth, tuning.pageRankNodeCap) = (depth, nodeCap)
                    tuning.pageRankSeedsByRank = byRank
                    try TuningGrid.printDevelopment(
                        "walk grid lesk \(leskWeight) ppr \(pageRankWeight) depth \(depth) cap \(nodeCap) "
                            + "seeds by rank \(byRank)", tuning, bars: Self.bars)
                }
            }
        }
    }

    /// The walk with gloss links (`SensePageRank.edges`), alone and beside Lesk: about five minutes each in
    /// a debug build on the loaded machine, so one test per setting.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["VOCABQUIZ_SENSE_GRID"] == "1"))
    func printsTheGlossLinkWalkOnTheDevelopmentPassages() throws {
        try Self.printGlossLinks(lesk: 0, pageRank: 8)
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["VOCABQUIZ_SENSE_GRID"] == "1"))
    func printsTheGlossLinkBlendOnTheDevelopmentPassages() throws {
        try Self.printGlossLinks(lesk: 1, pageRank: 2)
    }

    /// The rule's choice (the most coverage at development precision >= 85%): Lesk + page rank 2 with gloss
    /// links at margin 2.0, 6 of 7 on development against Lesk alone's 6 of 6. Measured once on the held-out
    /// splits, after the choice.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["VOCABQUIZ_SENSE_GRID"] == "1"))
    func printsTheGlossLinkChoiceOnTheHeldOutSplits() throws {
        var tuning = SenseChoice.Tuning()
        (tuning.leskWeight, tuning.pageRankWeight, tuning.pageRankGlossLinks) = (1, 2, true)
        for (split, passages) in [
            ("held-out", SenseAccuracyTests.heldOut), ("fresh held-out", SenseAccuracyTests.freshHeldOut),
            ("round-5 held-out", SenseAccuracyTests.round5HeldOut),
        ] {
            print(
                "gloss-link choice \(split): \(try SenseAccuracyTests.measure(passages, reader: try TuningGrid.reader(tuning)))"
            )
        }
    }

    static func printGlossLinks(lesk: Double, pageRank: Double) throws {
        var tuning = SenseChoice.Tuning()
        (tuning.leskWeight, tuning.pageRankWeight, tuning.pageRankGlossLinks) = (lesk, pageRank, true)
        try TuningGrid.printDevelopment("gloss-link walk lesk \(lesk) ppr \(pageRank) cap 3000", tuning, bars: bars)
    }
}
