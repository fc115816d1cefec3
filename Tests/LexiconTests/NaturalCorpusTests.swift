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
    /// *weekend*'s question now reads as *weekday*'s, see BENCHMARKS.md; 71 since a plain-words definition
    /// that fits the word twice as well as any other choice passes as partial; 76 since indirect antonyms
    /// confirm an "opposite" key, 74 on the tree before; 77 since a one-word choice is judged by its
    /// synsets, not by a gloss it appears in; 79 on main at 1875573, after main's lexicon work; 84 since
    /// definitions are weighed without their examples, cluster siblings by gloss and antonyms are found
    /// across derivations; 85 with one-word choices in related synsets; 88 on main at c3868c9; 89 since a
    /// one-word choice defined in the words of the word's glosses is partly recognised; 96 on session 22's
    /// data; 100 since the checker reads the examples written for learners beside WordNet's, see
    /// BENCHMARKS.md "Session 24"; 102 since a rival the explanation describes in a sense of its own is
    /// weighed on its other senses), so a change that loses ground
    /// fails here. The target is 95%. Rules are tuned on the development split only.
    @Test func acceptsNaturalQuestionsAndDeliversNoWrongKey() throws {
        let corpus = try NaturalCorpus()
        let checker = QuestionChecker(lexicon: try Fixtures.lexicon.get())
        let report = corpus.measure(with: checker)
        print(report.summary)
        // Item by item only for the development split: the held-out questions are read as counts.
        let development = corpus.measure(with: checker, split: .development)
        let heldOut = corpus.measure(with: checker, split: .heldOut)
        print("development: " + development.summary)
        print("held-out: " + heldOut.summary)
        for line in development.partialItems { print("  partial: \(line)") }
        for line in development.rejectedItems { print("  rejected: \(line)") }
        for line in development.wrongKeysDelivered { print("  wrong key: \(line)") }
        #expect(corpus.items.count >= 120)
        #expect(report.count + report.unchecked == corpus.items.count)
        #expect(development.count + heldOut.count == report.count)
        #expect(report.accepted >= 102, "accepted only \(report.accepted) of \(report.count)")
        #expect(report.variants == 3 * report.count)
        #expect(report.wrongKeysDelivered.isEmpty, "\(report.wrongKeysDelivered.count) delivered")
    }

    /// The run-time classroom filter on model text must not cost natural questions: a teacher's plain
    /// wording holds none of its terms (every field, the four choices included).
    @Test func theClassroomFilterRejectsNoNaturalQuestion() throws {
        let lexicon = try Fixtures.lexicon.get()
        let terms = try #require(lexicon.classroomTerms)
        let matched = try NaturalCorpus().items.compactMap { item -> String? in
            let fields = [item.word, item.text, item.explanation] + item.choices
            return fields.lazy.compactMap { terms.match(in: $0, knownTo: lexicon) }.first.map { "\(item.word): \($0)" }
        }
        #expect(matched.isEmpty, "\(matched)")
    }
}
