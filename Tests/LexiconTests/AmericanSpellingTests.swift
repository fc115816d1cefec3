import Lexicon
import Quiz
import Testing

/// Issue 22, session 27: questions write one spelling, WordNet's American one. Readers of rounds 55-65 met
/// *tumor* and *favorably* beside *colour* and *behaviour* from the learner definitions and marked the mix.
@Suite struct AmericanSpellingTests {
    let lexicon: Lexicon

    init() throws { lexicon = try Fixtures.lexicon.get() }

    /// British spellings the learner texts once used, and British variants of words WordNet also spells
    /// the American way.
    static let british = [
        "colour", "colours", "behaviour", "centre", "favourite", "maths", "jewellery", "neighbour", "humour",
        "flavour", "travelling", "theatre", "tumour", "rumour", "organise", "cheque", "litre",
    ]

    /// Over 900 questions at A2, B1 and C1, no stem, choice or explanation holds a British spelling: a
    /// British variant is no wrong answer, and a level's quiz never draws it.
    @Test func questionsWriteAmericanSpelling() throws {
        let source = OfflineQuestionSource(lexicon: lexicon, seed: 27)
        var found: [String] = []
        for index in 0..<900 {
            let item = try source.makeQuestion(for: QuestionRequest(level: [.a2, .b1, .c1][index % 3]))
            let question = item.question
            let shown = ([question.text, question.explanation] + question.choices).joined(separator: " ")
            let words = Set(shown.lowercased().split { !$0.isLetter })
            for spelling in Self.british where words.contains(Substring(spelling)) {
                found.append("\(question.word): \(spelling)")
            }
        }
        #expect(found.isEmpty, "\(found)")
    }

    /// A British variant is never a wrong answer and no level's quiz draws it, yet a word list that names it
    /// still has it asked, and it stays its lemma's main class, so a reading text's *jewellery* is read as
    /// the noun it is.
    @Test func aBritishVariantIsAskedButNeverOffered() throws {
        let jewellery = try #require(lexicon.entries(for: "jewellery").first)
        #expect(lexicon.isMainPartOfSpeech(ofEntry: jewellery.index))
        #expect(!lexicon.isOfferedAsWrongAnswer(entry: jewellery.index))
        let jewelry = try #require(lexicon.entries(for: "jewelry").first)
        #expect(lexicon.isOfferedAsWrongAnswer(entry: jewelry.index))
        #expect(!QuestionGenerator(lexicon: lexicon).questions(about: "jewellery", at: .a2, seeds: 1...5).isEmpty)
    }

    /// The definitions the learner rows wrote in British spelling read in American spelling now, for the
    /// British variant as for the American word.
    @Test func learnerDefinitionsAreInAmericanSpelling() {
        #expect(
            lexicon.everydaySense(of: "tan", as: .noun)?.gloss
                == "the brown color that skin becomes after being in the sun")
        #expect(lexicon.everydaySense(of: "hub", as: .noun)?.gloss.contains("center") == true)
        let colorful = lexicon.senses(of: "colour").map(\.gloss).joined(separator: " | ")
        #expect(!colorful.contains("colour"), "\(colorful)")
    }

    /// The build's map (`british_spellings` in `scripts/build-lexicon`): British spellings by rule and by list,
    /// never an American word, and the fault a learner row with one stops the build with.
    @Test(.enabled(if: LexiconBuildScript.toolsArePresent, "needs wamerican, wbritish and wordfreq (scripts/test)"))
    func theBuildMapsBritishSpellingsToAmericanOnes() throws {
        let check = """
            import importlib.machinery, importlib.util
            loader = importlib.machinery.SourceFileLoader("build", "\(LexiconBuildScript.script.path)")
            build = importlib.util.module_from_spec(importlib.util.spec_from_loader("build", loader))
            loader.exec_module(build)
            spellings = build.british_spellings(*build.SPELLING_DICTIONARIES)
            pairs = {"colour": "color", "centre": "center", "organise": "organize", "analyse": "analyze",
                     "defence": "defense", "travelling": "traveling", "maths": "math", "jewellery": "jewelry",
                     "mould": "mold", "catalogue": "catalog"}
            assert all(spellings.get(uk) == us for uk, us in pairs.items()), spellings
            assert not any(us in spellings for us in pairs.values())
            assert not any(word in spellings for word in ("dialogue", "whisky", "enrolled", "color", "practice"))
            found = build.british_words("The colours of the Centre and its colour printer", spellings, {"colour"})
            print(build.spelling_fault(found, spellings))
            """
        let result = try LexiconBuildScript.run(["-c", check])
        #expect(result.status == 0, "\(result.output)")
        #expect(
            result.output.contains("write American spelling, as WordNet does: colors, not colours, center, not centre"))
    }
}
