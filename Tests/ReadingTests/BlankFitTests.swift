import Lexicon
import Quiz
import Testing

@testable import Reading

/// Round 7's second defensible answers: a wrong choice a reader takes in another of its senses.
struct BlankFitTests {
    /// A sure `lemma` in `sentence`, written as `form`, in its first sense of `partOfSpeech`.
    static func word(_ lemma: String, _ partOfSpeech: PartOfSpeech, form: String, in sentence: String) throws
        -> (ReadingWord, WordSense)
    {
        let lexicon = try ReadingFixtures.lexicon.get()
        let sense = try #require(lexicon.senses(of: lemma).first { $0.partOfSpeech == partOfSpeech })
        let word = ReadingWord(
            lemma: lemma, partOfSpeech: partOfSpeech, level: .b1, count: 1, sense: sense, guess: sense,
            commonSense: sense, confidence: 1, sentence: sentence, form: form)
        return (word, sense)
    }

    static func fit(_ word: ReadingWord, _ sense: WordSense) throws -> BlankFit {
        BlankFit(
            word: word, sense: sense, lexicon: try ReadingFixtures.lexicon.get(),
            neighbours: try ReadingFixtures.passageQuestions().neighbours)
    }

    static func noun(_ lemma: String) throws -> LexiconEntry {
        try #require(try ReadingFixtures.lexicon.get().entries(for: lemma).first { $0.partOfSpeech == .noun })
    }

    static func adjective(_ lemma: String) throws -> LexiconEntry {
        try #require(try ReadingFixtures.lexicon.get().entries(for: lemma).first { $0.partOfSpeech == .adjective })
    }

    /// Round 7's "the ___ figures" (*large* beside *tiny*): adjectives of one WordNet cluster, or of its
    /// head's antonym's, fit the same slot.
    @Test func adjectivesOfTheKeysScaleAreRejected() throws {
        let (tiny, tinySense) = try Self.word(
            "tiny", .adjective, form: "tiny", in: "The model of the old town has tiny figures of people.")
        let small = try Self.fit(tiny, tinySense)
        #expect(small.rejection(of: try Self.adjective("large")) == .sameScale)
        #expect(small.rejection(of: try Self.adjective("wooden")) == nil)
    }

    /// "builders order a dozen _____": *portions* is read as helpings (its 7th sense), which are part of a
    /// meal as sandwiches are; its first sense ("something determined in relation to something that
    /// includes it") shares nothing with *sandwich*, which is all the rules looked at before.
    @Test func aWordSharingAWholeWithTheKeyInAnotherSenseIsRejected() throws {
        let (word, sense) = try Self.word(
            "sandwich", .noun, form: "sandwiches", in: "Local builders order a dozen sandwiches every morning.")
        let fit = try Self.fit(word, sense)
        #expect(fit.rejection(of: try Self.noun("portion")) == .sharesANeighbour)
        #expect(fit.rejection(of: try Self.noun("pencil")) == nil)
        #expect(fit.rejection(of: try Self.noun("engine")) == nil)
    }
}
