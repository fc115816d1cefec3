import Lexicon
import Testing

@testable import Reading

/// A blank's distractors are put in the key's form only when the result is a real word: the distractor
/// must be a base word of its class, and the regular rule must not be a guess. The refused words are
/// the non-words a blind reader found in the round-2 passage read-through.
struct InflectorTests {
    static func inflector() throws -> Inflector {
        Inflector(lexicon: try ReadingFixtures.lexicon.get(), inflections: try ReadingFixtures.inflections.get())
    }

    @Test func aWordAlreadyInflectedIsNoDistractor() throws {
        let inflector = try Self.inflector()
        #expect(inflector.distractor("wings", as: .noun, .s) == nil)
        #expect(inflector.distractor("nerves", as: .noun, .s) == nil)
        #expect(inflector.distractor("wings", as: .noun, .none) == nil)
        #expect(inflector.distractor("corruptedly", as: .adverb, .none) == nil)
    }

    @Test func aRegularRuleThatWouldBeAGuessIsRefused() throws {
        let inflector = try Self.inflector()
        #expect(inflector.distractor("visa", as: .verb, .ed) == nil)
        #expect(inflector.inflect("piano", .s) == nil)
    }

    @Test func baseWordsStillTakeTheKeysForm() throws {
        let inflector = try Self.inflector()
        #expect(inflector.distractor("cousin", as: .noun, .s) == "cousins")
        #expect(inflector.distractor("cheer", as: .verb, .ed) == "cheered")
        #expect(inflector.distractor("sharply", as: .adverb, .none) == "sharply")
        #expect(inflector.distractor("willow", as: .noun, .s) == "willows")
    }
}

extension InflectorTests {
    /// "finished" (adjective) is also the verb's participle, whose meanings the distractor rules never
    /// weighed ("last" shares one with "finish").
    @Test func aParticipleIsNoDistractor() throws {
        #expect(try Self.inflector().distractor("finished", as: .adjective, .none) == nil)
    }
}
