import Testing

@testable import Lexicon

/// The byte-level fast paths give the answers of the slower rules they stand for (`lowercased()`, a
/// built `WordMatcher`, hashing a word's roots), on text of every kind they branch on.
@Suite struct WordMatcherFastPathTests {
    static let texts = [
        "", "abate", "Which word is closest in meaning to “big”?", "ÉCOLE and École", "ΣΟΦΟΣ σοφός",
        "an élan vital", "İstanbul", "tab\there, café \u{FFFD} 😀 MIXED case", "the fever began to abate.",
        "What does “Straße” (noun) mean?", "ǅ digraph", "ＦＵＬＬＷＩＤＴＨ",
    ]

    @Test(arguments: texts)
    func loweredIsWhatLowercasedGives(text: String) {
        #expect(WordMatcher.lowered(text) == text.lowercased())
    }

    @Test(arguments: [
        ("a rose-colored wine", true), ("Roses are red", true), ("a pink flower", false), ("the ROSE of it", true),
        ("a rosebud", true), ("a rosary", false), ("arose early", false),
    ])
    func occursWithoutAMatcherAgreesWithTheMatcher(text: String, expected: Bool) {
        let forms = ["roses", "rosed"]
        let matcher = WordMatcher(lemma: "rose", forms: forms)
        #expect(matcher.occurs(in: text) == expected)
        #expect(WordMatcher.occurs(lemma: "rose", forms: forms, in: text) == expected)
    }

    @Test func anIrregularFormIsFoundWithoutTheLemmasBytes() {
        #expect(WordMatcher.occurs(lemma: "go", forms: ["went", "gone"], in: "she went out"))
        #expect(!WordMatcher.occurs(lemma: "go", forms: ["went", "gone"], in: "a good gopher"))
    }

    @Test(arguments: [
        ("colourful", ["colourful", "colour", "colorful", "color"]), ("running", ["running", "runn", "run"]),
    ])
    func rootsAreKeptOnceInOrder(word: String, expected: [String]) {
        #expect(WordStem(word).roots == expected)
    }

    @Test func onlyAWordWithOurIsRespelt() {
        #expect(WordStem.ourSpeltOr(Array("vapour".utf8)) == Array("vapor".utf8))
        #expect(WordStem.ourSpeltOr(Array("our".utf8)) == Array("or".utf8))
        #expect(WordStem.ourSpeltOr(Array("ou".utf8)) == nil)
        #expect(WordStem.ourSpeltOr(Array("vapor".utf8)) == nil)
    }
}
