import Testing

@testable import Lexicon

/// The definition a definition-to-word stem asks about: its outermost quote, without its examples.
@Suite struct DefinitionProperTests {
    @Test func theOutermostQuoteIsTheDefinitionNotTheExampleInsideIt() {
        let stem = """
            Which word means 'a mild or polite word used instead of one that may sound unpleasant, such as \
            "passed away" instead of "died"'?
            """
        let quoted = DefinitionProper.outermostQuoted(in: stem)
        #expect(quoted?.hasPrefix("a mild or polite word") == true)
        #expect(quoted?.hasSuffix("instead of \"died\"") == true)
        // The checker's older reading took the first double-quoted part: the example.
        #expect(CheckedTarget.quoted(in: stem) == "passed away")
    }

    @Test func anApostropheOpensNoQuote() {
        #expect(
            DefinitionProper.outermostQuoted(in: "What's the word for 'a room where you cook food'?")
                == "a room where you cook food")
        #expect(
            DefinitionProper.outermostQuoted(in: "Which word means “someone who isn't paid”?")
                == "someone who isn't paid")
        #expect(DefinitionProper.outermostQuoted(in: "What's the word for it?") == nil)
    }

    @Test func examplesAfterTheDefinitionAreLeftOut() {
        #expect(
            DefinitionProper.withoutExamples(
                "something that seems to belong to a different period of time, such as a mobile phone in a film")
                == "something that seems to belong to a different period of time")
        #expect(DefinitionProper.withoutExamples("a sweet food, for example cake") == "a sweet food")
        #expect(
            DefinitionProper.withoutExamples("a long period with little or no rain")
                == "a long period with little or no rain")
    }

    @Test func aDefinitionThatIsAllExampleIsKeptWhole() {
        // One content word before the cue is too little to weigh: the whole text is kept.
        #expect(DefinitionProper.withoutExamples("things such as cups and plates") == "things such as cups and plates")
    }
}
