import Lexicon
import Testing

@Suite struct WordStemTests {
    @Test(arguments: [
        ("symmetrically", "symmetrical"), ("immortality", "immortal"), ("weekly", "week"), ("normal", "abnormal"),
        ("happiness", "happy"), ("runner", "run"), ("unkind", "kindness"), ("nonviolent", "violence"),
        ("possible", "impossible"), ("quickly", "quick"),
    ])
    func derivationsAndNegationsShareAStem(first: String, second: String) {
        #expect(WordStem.related(first, second))
        #expect(WordStem.related(second, first))
    }

    @Test(arguments: [("house", "mouse"), ("abate", "table"), ("cat", "catalogue"), ("art", "part"), ("sun", "son")])
    func unrelatedWordsDoNot(first: String, second: String) {
        #expect(!WordStem.related(first, second))
    }

    @Test func giveawayFindsTheRelatedWordInAText() {
        let check = Giveaway(word: "symmetrical")
        #expect(check.relatedWord(in: "in a symmetrically balanced way") == "symmetrically")
        #expect(!check.isGivenAway(by: "having similar parts facing each other"))
        #expect(Giveaway(word: "weekly").isGivenAway(by: "a periodical published every week"))
    }
}
