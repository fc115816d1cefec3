import Lexicon
import Quiz
import Testing

/// The checker on the natural corpus: correct questions written blind, not from WordNet, and each
/// with its key moved to every other choice.
@Suite struct NaturalCorpusTests {
    /// Prints the figures BENCHMARKS.md records (`swift test --filter NaturalCorpusTests`).
    ///
    /// The floor is the figure measured last (62 of the 123 questions the lexicon can check when the
    /// three-valued check landed, 55 before it; 61 since the learner definitions replaced 604 glosses:
    /// *weekend*'s question now reads as *weekday*'s, see BENCHMARKS.md), so a change that loses ground
    /// fails here. The target is 95%.
    @Test func acceptsNaturalQuestionsAndDeliversNoWrongKey() throws {
        let corpus = try NaturalCorpus()
        let report = corpus.measure(with: QuestionChecker(lexicon: try Fixtures.lexicon.get()))
        print(report.summary)
        for line in report.partialItems { print("  partial: \(line)") }
        for line in report.rejectedItems { print("  rejected: \(line)") }
        #expect(corpus.items.count >= 120)
        #expect(report.count + report.unchecked == corpus.items.count)
        #expect(report.accepted >= 61, "accepted only \(report.accepted) of \(report.count)")
        #expect(report.variants == 3 * report.count)
        #expect(report.wrongKeysDelivered.isEmpty, "\(report.wrongKeysDelivered)")
    }
}
