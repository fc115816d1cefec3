import Lexicon
import Testing

@testable import Reading

/// The lemma a reading text's word is asked as, of its readings (`Morphy` itself: MorphyTests).
struct LemmaTests {
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
