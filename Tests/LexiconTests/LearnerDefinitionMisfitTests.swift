import Foundation
import Lexicon
import Quiz
import Testing

/// The reviewed misfits (`scripts/data/learner-definition-misfits.tsv`): a learner definition written for
/// one member of a synset that is wrong for another member. `scripts/build-lexicon` drops the synset from
/// that member's senses, so the member is never asked, nor explained as a wrong answer, with it.
@Suite struct LearnerDefinitionMisfitTests {
    struct Misfit {
        let line: Int
        let member: String
        let partOfSpeech: String
        let offset: String
        let writtenFor: String
    }

    static let misfits = Result { () throws -> [Misfit] in
        try LearnerDefinitionTests.dataRows("learner-definition-misfits.tsv", header: "member").map { line, fields in
            Misfit(line: line, member: fields[0], partOfSpeech: fields[1], offset: fields[2], writtenFor: fields[3])
        }
    }

    @Test func noMisfitMemberHasTheDefinitionAmongItsSenses() throws {
        // Every audience's words: a misfit row may name adult-only words (*contraceptive*, *preventive*).
        let lexicon = try Fixtures.lexicon.get().restricted(to: .mature)
        let rows = try LearnerDefinitionTests.rows.get()
        let misfits = try Self.misfits.get()
        #expect(misfits.count >= 40)
        var faults: [String] = []
        for misfit in misfits {
            let row = try #require(
                rows.first { $0.offset == misfit.offset && $0.partOfSpeech == misfit.partOfSpeech },
                "line \(misfit.line): no learner definition for \(misfit.offset)")
            #expect(row.lemmas.contains(misfit.writtenFor), "line \(misfit.line)")
            // The word the row was written for keeps it.
            #expect(
                lexicon.senses(of: row.lemma).contains { $0.gloss == row.definition },
                "line \(misfit.line): \(row.lemma) lost its definition")
            let senses = lexicon.senses(of: misfit.member).filter {
                $0.entry.partOfSpeech.rawValue == misfit.partOfSpeech
            }
            if senses.contains(where: { $0.gloss == row.definition }) {
                faults.append("line \(misfit.line): \(misfit.member) still has \"\(row.definition)\"")
            }
        }
        #expect(faults.isEmpty, "\(faults.prefix(10))")
    }

    /// *syllabus* shared *curriculum*'s "all the subjects that are taught in a school", its only sense:
    /// it has left the lexicon. *chute* shared *parachute*'s row; it is now known by its own sense, and
    /// is still a member of the parachute synset, so it is never a wrong answer there.
    @Test func syllabusAndChuteAreNotExplainedByAnotherWordsRow() throws {
        let lexicon = try Fixtures.lexicon.get()
        let subjects = "all the subjects that are taught in a school"
        #expect(lexicon.senses(of: "curriculum").contains { $0.gloss == subjects })
        #expect(!lexicon.senses(of: "syllabus").contains { $0.gloss.hasPrefix("all the subjects") })
        let chute = try #require(lexicon.everydaySense(of: "chute", as: .noun))
        #expect(chute.gloss == "a sloping tube or channel that things can go down")
        #expect(!lexicon.senses(of: "chute").contains { $0.gloss.contains("fall slowly from a plane") })
        let parachute = try #require(lexicon.everydaySense(of: "parachute", as: .noun))
        #expect(parachute.synonyms.contains("chute"))
    }

    @Test func aMisfitWordIsNeverAskedInTheSynsetItLost() throws {
        let lexicon = try Fixtures.lexicon.get()
        let generator = QuestionGenerator(lexicon: lexicon)
        for (word, gloss) in [
            ("chute", "a large cloth that lets a person fall slowly from a plane"),
            ("whale", "a very big, heavy and strong person"),
            ("protagonist", "a person who likes and helps a team, politician or idea"),
        ] {
            for (seed, item) in generator.questions(about: word, at: .c1, seeds: 1...5) {
                let shown = ([item.question.explanation] + (item.choiceFeedback ?? [])).joined(separator: " ")
                #expect(!shown.contains(gloss), "\(word), seed \(seed): \(shown)")
            }
        }
    }
}
