import Lexicon
import Testing

/// `inflections.tsv` read as bytes: the records, and a damaged file named with its line and the fix.
struct InflectionsTests {
    @Test func readsEachFormsLemmasByPartOfSpeech() throws {
        let text = "VQINFL\t1\t3\ngeese\tn\tgoose\n\nsaw\tv\tsee\nbetter\ta\tgood\n"
        let inflections = try Inflections(text: text, path: "inflections.tsv")
        #expect(inflections.isIrregular("goose") && inflections.isIrregular("see") && inflections.isIrregular("good"))
        #expect(!inflections.isIrregular("geese") && !inflections.isIrregular("bank"))
    }

    @Test(arguments: [
        ("geese\tn\tgoose\n", "it does not start with a VQINFL 1 header"),
        ("VQINFL\t1\t2\ngeese\tn\tgoose\n\nsaw\tx\tsee\n", "line 3 is not form, pos and lemma: 'saw\tx\tsee'"),
        ("VQINFL\t1\t1\ngeese\tgoose\n", "line 2 is not form, pos and lemma: 'geese\tgoose'"),
    ])
    func aDamagedFileSaysWhereAndHowToRebuildIt(text: String, reason: String) {
        let error = #expect(throws: LexiconError.self) { try Inflections(text: text, path: "inflections.tsv") }
        #expect(
            error?.description
                == "cannot use the lexicon's data 'inflections.tsv': \(reason) (reinstall, or run scripts/build-inflections)"
        )
    }
}
