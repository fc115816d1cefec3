import Lexicon
import Testing

@testable import Reading

/// Morphy: exception lists first, then the regular rules, kept only when the lexicon has the lemma.
struct LemmaTests {
    func analyses(_ form: String) throws -> Set<String> {
        let morphy = Morphy(
            lexicon: try ReadingFixtures.lexicon.get(), inflections: try ReadingFixtures.inflections.get())
        return Set(morphy.analyses(of: form).map { "\($0.lemma)/\($0.partOfSpeech.rawValue)" })
    }

    @Test func irregularFormsComeFromTheExceptionLists() throws {
        #expect(try analyses("sprang").contains("spring/v"))
        #expect(try analyses("geese").contains("goose/n"))
        #expect(try analyses("better").contains("good/a"))
    }

    @Test func regularFormsFollowMorphysRules() throws {
        #expect(try analyses("banks") == ["bank/n", "bank/v"])
        #expect(try analyses("hoping").contains("hope/v"))
        #expect(try analyses("carries").contains("carry/v"))
        #expect(try analyses("wrecked").contains("wreck/v"))
    }

    @Test func aNonWordHasNoLemma() throws {
        #expect(try analyses("blorfed").isEmpty)
    }

    /// The lemma a text word is asked as: the commonest reading in a main part of speech, the base word on a tie.
    @Test func aFormIsAskedAsItsMainReading() throws {
        let reader = try ReadingFixtures.reader()
        let morphy = reader.morphy
        #expect(reader.preferredLemma(morphy.analyses(of: "layer")) == "layer", "not the adjective 'lay' + -er")
        #expect(reader.preferredLemma(morphy.analyses(of: "settled")) == "settle")
        #expect(reader.preferredLemma(morphy.analyses(of: "sprang")) == "spring")
        #expect(reader.preferredLemma(morphy.analyses(of: "banks")) == "bank")
    }
}
