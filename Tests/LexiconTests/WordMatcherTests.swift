import Lexicon
import Testing

@Suite struct WordMatcherTests {
    let abate = WordMatcher(lemma: "abate", forms: ["abated", "abates", "abating"])

    @Test(arguments: [
        ("The storm abated", "The storm _____"),
        ("The pain is abating slowly", "The pain is _____ slowly"),
        ("It abates; then it Abates again", "It _____; then it _____ again"),
        ("the fever began to abate.", "the fever began to _____."),
    ])
    func blankingReplacesTheWordAndEveryInflectedForm(sentence: String, expected: String) {
        #expect(abate.blanking(sentence) == expected)
    }

    @Test func blankingFailsWhenTheWordIsAbsent() {
        #expect(abate.blanking("The rain let up after a few hours") == nil)
    }

    @Test func blankingFailsWhenADerivedWordWouldGiveTheAnswerAway() {
        #expect(abate.blanking("The storm abated, and the abatement was welcome") == nil)
    }

    @Test func anExampleNamesTheWordOnlyInOneOfItsFormsNotInALongerWordBuiltOnIt() {
        let teen = WordMatcher(lemma: "teen", forms: ["teens"])
        #expect(!teen.namesAForm(in: "teenage mothers"))
        #expect(teen.occurs(in: "teenage mothers"), "still a giveaway in a stem")
        #expect(teen.namesAForm(in: "Teens love it"))
        #expect(abate.namesAForm(in: "the storm abated"))
        #expect(!abate.namesAForm(in: "the abatement of the storm"))
    }

    @Test func irregularFormsAreBlankedToo() {
        let run = WordMatcher(lemma: "run", forms: ["ran", "running", "runs"])
        #expect(run.blanking("She ran home") == "She _____ home")
    }

    @Test func occurrenceIgnoresCaseAndWordsThatMerelyContainTheLemma() {
        #expect(abate.occurs(in: "ABATING quickly"))
        #expect(!abate.occurs(in: "a debate about rebates"))
        let go = WordMatcher(lemma: "go", forms: ["goes", "went", "gone"])
        #expect(!go.occurs(in: "a good gopher"))
        #expect(go.occurs(in: "she went out"))
    }
}

extension WordMatcherTests {
    @Test func curlyQuotesAndAccentsDelimitWordsCorrectly() {
        let row = WordMatcher(lemma: "row", forms: ["rowed", "rowing", "rows"])
        #expect(row.occurs(in: "Which word is closest in meaning to “rowing”?"))
        #expect(!row.occurs(in: "an élrowing"))
    }
}
