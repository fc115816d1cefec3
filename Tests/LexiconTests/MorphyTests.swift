import Lexicon
import Quiz
import Testing

/// Morphy: exception lists first, then the regular rules, kept only when the lexicon has the lemma;
/// and the reading level of a form, the easiest over its readings.
struct MorphyTests {
    var lexicon: Lexicon { get throws { try Fixtures.lexicon.get() } }

    func analyses(_ form: String) throws -> Set<String> {
        Set(try lexicon.morphy.analyses(of: form).map { "\($0.lemma)/\($0.partOfSpeech.rawValue)" })
    }

    @Test func irregularFormsComeFromTheExceptionLists() throws {
        #expect(try analyses("sprang").contains("spring/v"))
        #expect(try analyses("geese").contains("goose/n"))
        #expect(try analyses("better").contains("good/a"))
        #expect(try analyses("saw").isSuperset(of: ["saw/n", "saw/v", "see/v"]))
    }

    @Test func regularFormsFollowMorphysRules() throws {
        #expect(try analyses("banks") == ["bank/n", "bank/v"])
        #expect(try analyses("hoping").contains("hope/v"))
        #expect(try analyses("carries").contains("carry/v"))
        #expect(try analyses("wrecked").contains("wreck/v"))
    }

    /// `mayBeInflected` says when `analyses` can hold another lemma than the form itself: a form it calls
    /// plain has no other reading, over every word of a few hundred definitions.
    @Test func aFormThatCannotBeInflectedHasNoOtherLemma() throws {
        let lexicon = try lexicon
        let morphy = lexicon.morphy
        for form in ["geese", "better", "firemen", "hoping", "banks", "bigger"] {
            #expect(morphy.mayBeInflected(form), "\(form)")
        }
        for form in ["cat", "the", "about", "kitchen"] { #expect(!morphy.mayBeInflected(form), "\(form)") }
        var plain = 0
        for item in try TeacherReadyTests.session.get() {
            for word in item.question.explanation.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
            where !morphy.mayBeInflected(word) {
                plain += 1
                #expect(morphy.analyses(of: word).allSatisfy { $0.lemma == word }, "\(word)")
            }
        }
        #expect(plain > 1_000)
    }

    @Test func aNonWordHasNoLemma() throws {
        #expect(try analyses("blorfed").isEmpty)
    }

    @Test func aFormReadsAtItsEasiestReading() throws {
        let lexicon = try lexicon
        // "saw" is the past of "see" (A1) before it is the tool or the verb "to saw" (C2).
        #expect(lexicon.readingLevel(ofWord: "saw") == .a1)
        #expect(lexicon.readingLevel(ofWord: "saws") == .c2, "only the tool or the verb can be 'saws'")
        #expect(lexicon.readingLevel(ofWord: "ran") == lexicon.readingLevel(ofWord: "run"))
    }

    @Test func aSentenceWithSawPassesAnA2LevelCheck() throws {
        let lexicon = try lexicon
        #expect(lexicon.isReadable("Yesterday I saw my friend at the park.", at: .a2))
        #expect(!lexicon.isReadable("He saws the wood.", at: .a2), "the check still reads the tool")
    }
}
