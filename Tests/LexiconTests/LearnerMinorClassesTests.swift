import Lexicon
import Quiz
import Testing

/// Issue 22, session 27: parts of speech learners do not know a word in, while they know it in another
/// (`scripts/data/learner-minor-classes.tsv`): *quarry* and *sponge* as verbs, *affirmative* as a noun, which
/// rounds 61-62's C1 readers met as marginal wrong answers.
@Suite struct LearnerMinorClassesTests {
    let lexicon: Lexicon

    /// Every audience's entries: a listed class may be one the classroom filter hides (*proposition*).
    init() throws { lexicon = try Fixtures.lexicon.get().restricted(to: .mature) }

    static let rows = Result {
        try LearnerDefinitionTests.dataRows("learner-minor-classes.tsv", header: "lemma", fields: 3)
    }

    /// Each listed class is asked only at C2 and offers no wrong answers, while the word is still asked
    /// below C2 in another class (the review listed a class only when teachers named another one).
    @Test func listedClassesAreAskedOnlyAtC2AndNeverOffered() throws {
        let rows = try Self.rows.get()
        #expect(rows.count >= 20)
        for row in rows {
            let kind = try #require(PartOfSpeech(rawValue: row.fields[1]), "line \(row.line)")
            let entries = lexicon.entries(for: row.fields[0])
            let listed = try #require(entries.first { $0.partOfSpeech == kind }, "line \(row.line)")
            #expect(listed.senses.allSatisfy { $0.level == nil || $0.level == .c2 }, "\(row.fields[0]) (\(kind))")
            #expect(!lexicon.isMainPartOfSpeech(ofEntry: listed.index), "\(row.fields[0]) (\(kind))")
            let others = entries.filter { $0.partOfSpeech != kind }
            #expect(
                others.contains { $0.senses.contains { $0.level.map { $0 < .c2 } ?? false } },
                "\(row.fields[0]) is asked in no other class")
        }
    }
}
