import Lexicon
import Testing

/// `inflections.tsv` read as bytes: the records, and a damaged file named with its line and the fix.
struct InflectionsTests {
    private static let text = """
        VQINFL\t1\t6
        abaci\tn\tabacus
        axes\tn\taxe
        axes\tn\taxis

        better\ta\tgood
        better\tr\twell
        saw\tv\tsee

        """

    @Test func findsEachFormsLemmasByPartOfSpeech() throws {
        let inflections = try Inflections(text: Self.text, path: "inflections.tsv")
        #expect(inflections.lemmas(of: "abaci", as: .noun) == ["abacus"])
        #expect(inflections.lemmas(of: "axes", as: .noun) == ["axe", "axis"])
        #expect(inflections.lemmas(of: "better", as: .adjective) == ["good"])
        #expect(inflections.lemmas(of: "better", as: .adverb) == ["well"])
        #expect(inflections.lemmas(of: "saw", as: .verb) == ["see"])
        #expect(inflections.lemmas(of: "saw", as: .noun).isEmpty)
        for absent in ["", "a", "aba", "abacus", "axe", "bett", "betters", "zebra"] {
            #expect(PartOfSpeech.allCases.allSatisfy { inflections.lemmas(of: absent, as: $0).isEmpty }, "\(absent)")
        }
    }

    @Test func knowsWhichLemmasAreIrregular() throws {
        let inflections = try Inflections(text: Self.text, path: "inflections.tsv")
        #expect(["abacus", "axe", "axis", "good", "well", "see"].allSatisfy(inflections.isIrregular))
        #expect(!inflections.isIrregular("saw") && !inflections.isIrregular("bank"))
        #expect(!Inflections.none.isIrregular("see") && Inflections.none.lemmas(of: "saw", as: .verb).isEmpty)
    }

    @Test(arguments: [
        ("geese\tn\tgoose\n", "it does not start with a VQINFL 1 header"),
        ("VQINFL\t1\t2\ngeese\tn\tgoose\n\nsaw\tx\tsee\n", "line 3 is not form, pos and lemma: 'saw\tx\tsee'"),
        ("VQINFL\t1\t1\ngeese\tgoose\n", "line 2 is not form, pos and lemma: 'geese\tgoose'"),
        ("VQINFL\t1\t2\nsaw\tv\tsee\ngeese\tn\tgoose\n", "line 3 is out of order (the records are sorted by form)"),
    ])
    func aDamagedFileSaysWhereAndHowToRebuildIt(text: String, reason: String) {
        let error = #expect(throws: LexiconError.self) { try Inflections(text: text, path: "inflections.tsv") }
        #expect(
            error?.description
                == "cannot use the lexicon's data 'inflections.tsv': \(reason) (reinstall, or run scripts/build-inflections)"
        )
    }
}
