import Lexicon
import Testing

@testable import Reading

/// The part-of-speech rules on sentences of the round-4 read-through and simple cases of each rule.
struct PartOfSpeechCuesTests {
    /// The classes the rules allow `word` in `sentence` (its first use there).
    static func classes(of word: String, in sentence: String) throws -> Set<PartOfSpeech> {
        let lexicon = try ReadingFixtures.lexicon.get()
        let passage = Passage(sentence)
        let index = try #require(passage.words.firstIndex { passage.form(of: $0) == word })
        let morphy = lexicon.morphy
        return PartOfSpeechCues(passage: passage, morphy: morphy)
            .classes(at: index, analyses: morphy.analyses(of: word))
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let word: String
        let sentence: String
        let expected: Set<PartOfSpeech>
        var testDescription: String { word }
    }

    static let cases: [Case] = [
        // Round 4's worst items: the passage's class, not the adjective.
        Case(
            word: "tops", sentence: "They tied the carrots so that their green tops pointed the same way.",
            expected: [.noun]),
        Case(
            word: "loaded", sentence: "We swept the ground around the stall, and loaded the empty boxes into the van.",
            expected: [.verb]),
        Case(
            word: "ended", sentence: "The referee blew the final whistle soon after, and the game ended in a draw.",
            expected: [.verb]),
        // Round 5's *large*, asked as the noun "a garment size" with noun distractors.
        Case(
            word: "large",
            sentence: "After paying for the space and the petrol, she had made a fair profit, though not a large one.",
            expected: [.adjective]),
        // One case of each other rule.
        Case(word: "loaded", sentence: "By then we had loaded the van.", expected: [.verb]),
        Case(word: "tired", sentence: "I was tired but happy.", expected: [.verb, .adjective]),
        Case(word: "head", sentence: "We decided to head for the hills.", expected: [.verb]),
        Case(word: "watch", sentence: "They watch the birds every morning.", expected: [.verb]),
        Case(word: "going", sentence: "The going was easy along the canal.", expected: [.noun]),
        Case(word: "boxes", sentence: "She carried the boxes to the car.", expected: [.noun]),
        Case(word: "shallow", sentence: "We crossed the shallow water at noon.", expected: [.noun, .adjective]),
        // Round 7: *closest* after "feels" asked as an adverb, *object* after "one" as the verb, and a
        // plural subject's verb ("builders order a dozen").
        Case(
            word: "closest", sentence: "Of all the rooms, the kitchen feels closest to real life.",
            expected: [.adjective]),
        Case(word: "object", sentence: "She held one object against another.", expected: [.noun]),
        Case(word: "order", sentence: "Local builders order a dozen sandwiches.", expected: [.verb]),
    ]

    @Test(arguments: cases)
    func rulesGiveThePassagesClass(_ test: Case) throws {
        #expect(try Self.classes(of: test.word, in: test.sentence) == test.expected)
    }

    @Test func noRuleSaysNothing() throws {
        // First word of a sentence, and a word after a plain noun: every class stays a candidate.
        #expect(try Self.classes(of: "stretch", in: "Stretch your arms before the race.").isEmpty)
        #expect(try Self.classes(of: "runs", in: "The dog runs fast.").isEmpty)
    }
}
