import Testing

@testable import Lexicon

/// Below B2 a blank is asked only in a WordNet example that reads as a sentence, and every blank is shown
/// as a sentence starts (`QuestionGenerator.readsAsSentence`, `sentenceCased`).
@Suite struct BlankSentenceTests {
    @Test(arguments: [
        "The ship slipped away in the darkness", "he takes pride in his son's success", "I reject the idea",
        "they looked forward to the debut of their new product line", "Can I invite you for dinner?",
    ])
    func aCapitalOrASubjectPronounStartsASentence(_ example: String) {
        #expect(QuestionGenerator.readsAsSentence(example))
    }

    @Test(arguments: [
        "a rapid rise through the ranks", "caught by a couple of alert cops", "more fuel is needed",
        "its price rose", "the ship's log", "hear the news", "",
    ])
    func aLowerCasePhraseIsNoSentence(_ example: String) {
        #expect(!QuestionGenerator.readsAsSentence(example))
    }

    @Test func aBlankStartsWithACapitalUnlessItStartsWithTheBlank() {
        #expect(
            QuestionGenerator.sentenceCased("he takes _____ in his son's success")
                == "He takes _____ in his son's success")
        #expect(QuestionGenerator.sentenceCased("_____ between the parties") == "_____ between the parties")
        #expect(QuestionGenerator.sentenceCased("The ship _____ away") == "The ship _____ away")
    }

    /// Round 54: “He planted fir and pine trees _____” had no full stop, and the explanation started “he used
    /// his computer…”. A sentence shown on its own ends as one; one that ends already is left alone.
    @Test func aSentenceShownOnItsOwnEndsWithAFullStop() {
        #expect(
            QuestionGenerator.shownAsSentence("he planted fir and pine trees _____")
                == "He planted fir and pine trees _____.")
        #expect(QuestionGenerator.shownAsSentence("Is it _____?") == "Is it _____?")
        #expect(QuestionGenerator.shownAsSentence("He said 'go _____'") == "He said 'go _____'")
        #expect(QuestionGenerator.shownAsSentence("The ship slipped away.") == "The ship slipped away.")
    }
}
