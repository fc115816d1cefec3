import Lexicon
import Quiz
import Testing

/// Issue 22, session 19: WordNet examples a teacher found unfit to show beside the meaning they explain
/// (`scripts/data/learner-example-drops.tsv`): another sense of the word ("the horse won by a neck" for *neck*
/// the body part), against the meaning, unclear, far above the level, or unfit for a class.
@Suite struct LearnerExampleDropsTests {
    let lexicon: Lexicon

    init() throws { lexicon = try Fixtures.lexicon.get() }

    static let rows = Result { try LearnerDefinitionTests.dataRows("learner-example-drops.tsv", header: "lemma") }

    /// No sense of the row's word, in any audience, still lists the example: the build took it out of the synset.
    @Test func noDroppedExampleIsLeftInTheLexicon() throws {
        let rows = try Self.rows.get()
        #expect(rows.count >= 200)
        var faults: [String] = []
        for (line, fields) in rows {
            let kind = try #require(PartOfSpeech(rawValue: fields[1]), "line \(line)")
            let senses = lexicon.senses(of: fields[0]).filter { $0.partOfSpeech == kind }
            #expect(!senses.isEmpty, "line \(line): \(fields[0]) is not in the lexicon")
            if senses.contains(where: { $0.examples.contains(fields[2]) }) {
                faults.append("line \(line) \(fields[0])")
            }
        }
        #expect(faults.isEmpty, "\(faults.count): \(faults.prefix(5))")
    }

    /// Round 23's A2 reader met *neck*, the body part, explained by "the horse won by a neck": no question
    /// about *neck* shows it now (it had been every A2 *neck* question's example; none is shown instead).
    @Test func neckIsNotExplainedByAHorseRace() throws {
        let explanations = QuestionGenerator(lexicon: lexicon).questions(about: "neck", at: .a2, seeds: 1...12).map {
            $0.item.question.explanation
        }
        #expect(explanations.count >= 6)
        #expect(!explanations.contains { $0.contains("won by a neck") })
        let sense = try #require(lexicon.senses(of: "neck").first)
        #expect(!sense.examples.contains("the horse won by a neck"))
    }

    /// Every row says why, in one of the brief's five reasons.
    @Test func everyRowGivesOneOfTheReasons() throws {
        let reasons = ["sense", "contradicts", "unclear", "hard", "unfit"]
        let faults = try Self.rows.get().filter { row in !reasons.contains { row.fields[3].hasPrefix($0) } }
        #expect(faults.isEmpty, "\(faults.map(\.line).prefix(5))")
    }
}
