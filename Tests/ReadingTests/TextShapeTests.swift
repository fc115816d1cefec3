import Testing

@testable import Reading

/// Text extraction, sentences and words.
struct TextShapeTests {
    @Test func htmlKeepsTheProseAndDropsScriptsAndTags() {
        let html =
            "<html><head><title>T</title><script>var x = 1;</script></head><body><h1>The Flood</h1>"
            + "<p>The river rose &amp; the <b>bank</b> gave way.</p><p>Nobody drowned.</p></body></html>"
        let passage = Passage(PlainText.of(html))
        #expect(passage.sentences == ["The Flood", "The river rose & the bank gave way.", "Nobody drowned."])
    }

    @Test func markdownLosesItsMarkupButKeepsLinkText() {
        let markdown =
            "# Chapter 3\n\nThe *current* was **strong** near [the mill](http://x.org/m).\n"
            + "![a picture](p.png)\n\n```\ncode block\n```\n- a list item\n"
        let passage = Passage(PlainText.of(markdown))
        #expect(passage.sentences == ["Chapter 3", "The current was strong near the mill.", "a list item"])
    }

    @Test func sentencesEndAtStopsButNotAfterAbbreviations() {
        let passage = Passage("Mr. Grey met Dr. Stone at 5 p.m. today. \"Go!\" she said. It was late.")
        #expect(passage.sentences == ["Mr. Grey met Dr. Stone at 5 p.m. today.", "\"Go!\" she said.", "It was late."])
    }

    @Test func wordsDropPossessivesAndSplitHyphens() {
        #expect(
            Passage.words(in: "The river's well-known bank didn't move.")
                == ["The", "river", "well", "known", "bank", "didn't", "move"])
    }
}
