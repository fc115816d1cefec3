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
}
