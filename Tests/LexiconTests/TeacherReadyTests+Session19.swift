import Lexicon
import Quiz
import Testing

/// Issue 22, session 19: one text for words that share a meaning, and unit symbols.
extension TeacherReadyTests {
    /// A learner definition is shown for every member of its synset: *help*, *assist* and *aid* showed
    /// *assist*'s "to do some of the work for someone", too narrow for *help*; *grapple* showed *cope*'s
    /// "… successfully", which grappling is not. Teachers rewrote such rows to fit every member.
    @Test func aSharedDefinitionFitsEveryMember() throws {
        for word in ["help", "assist", "aid"] {
            let sense = try #require(lexicon.everydaySense(of: word, as: .verb), "\(word)")
            #expect(sense.gloss == "to make it easier for someone to do something", "\(word): \(sense.gloss)")
        }
        let grapple = try #require(lexicon.everydaySense(of: "grapple", as: .verb))
        #expect(!grapple.gloss.contains("successfully"), "\(grapple.gloss)")
    }

    /// A unit's symbol is no word to learn: round 25's readers met "Which word is closest in meaning to
    /// 'lb'?". Symbols without a vowel are never asked in a unit's sense, like short forms ("min").
    @Test(arguments: ["lb", "hr", "mg", "cc"])
    func aUnitSymbolIsNeverAsked(word: String) {
        let senses = lexicon.senses(of: word)
        #expect(!senses.isEmpty, "\(word) is in the lexicon, as a member of its unit's synset")
        #expect(senses.allSatisfy { !$0.isAsked(at: .c2) }, "\(word)")
    }
}
