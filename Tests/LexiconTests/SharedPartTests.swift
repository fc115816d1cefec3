import Quiz
import Testing

@testable import Lexicon

/// A word that ends with a word of the definition it faces gives the key away (`SharedPart`).
@Suite struct SharedPartTests {
    @Test(arguments: [
        ("basketball", "a game where two teams throw a ball through a high ring", "ball"),
        ("archbishop", "a bishop of the highest rank", "bishop"),
        ("island", "a piece of land with water all around it", "land"),
        ("Armchair", "A soft chair with side parts", "chair"),
    ])
    func aClosingPartIsFound(word: String, text: String, part: String) {
        #expect(SharedPart.closingPart(of: word, in: text) == part)
    }

    /// Too short a part, or nothing left before it, or a part in the middle, is no closing part.
    @Test(arguments: [
        ("ball", "a round object used in games; a ball"),
        ("taxicab", "a car with a driver that you pay to take you somewhere; a cab"),
        ("replacement", "a thing that takes the place of another"),
        ("sale", "the act of selling something"),
    ])
    func noClosingPart(word: String, text: String) {
        #expect(SharedPart.closingPart(of: word, in: text) == nil)
    }

    @Test func aPartAWrongChoiceShowsTooGivesNothingAway() throws {
        let shared = try Question(
            word: "notebook", text: "What does “notebook” (noun) mean?",
            choices: ["a book with empty pages that you write in", "a book of maps", "a small bag", "a kind of pen"],
            answer: "a book with empty pages that you write in", explanation: "")
        #expect(SharedPart.givingAway(shared, kind: .wordToDefinition) == nil)
        let alone = try Question(
            word: "notebook", text: "What does “notebook” (noun) mean?",
            choices: ["a book with empty pages that you write in", "a large map", "a small bag", "a kind of pen"],
            answer: "a book with empty pages that you write in", explanation: "")
        #expect(SharedPart.givingAway(alone, kind: .wordToDefinition) == "book")
        let defined = try Question(
            word: "basketball", text: "Which noun means “a game where two teams throw a ball through a high ring”?",
            choices: ["basketball", "chess", "tennis", "golf"], answer: "basketball", explanation: "")
        #expect(SharedPart.givingAway(defined, kind: .definitionToWord) == "ball")
    }

    /// The generator asks such words another way: over 30 draws each, no question pairs *basketball*,
    /// *bathroom* or *midnight* with a definition naming its last part, unless a wrong choice names it too.
    /// Before the rule, 37 of 2,181 definition questions did (a 2,400-question export).
    @Test(arguments: ["basketball", "bathroom", "midnight", "football", "volleyball"])
    func theGeneratorAsksCompoundsWithoutGivingThemAway(word: String) throws {
        let generator = QuestionGenerator(lexicon: try Fixtures.lexicon.get())
        let made = generator.questions(about: word, at: .b1, seeds: 1...30)
        #expect(!made.isEmpty, "\(word) is still asked")
        for (seed, item) in made {
            #expect(SharedPart.givingAway(item.question, kind: item.kind) == nil, "seed \(seed): \(item.question)")
        }
    }

    /// The price: a word whose every definition names its last part is not asked at all (*armchair*, "a
    /// soft, comfortable chair with side parts…"): about 1% of the words each level could ask before.
    @Test func aCompoundEveryDefinitionGivesAwayIsNotAsked() throws {
        let generator = QuestionGenerator(lexicon: try Fixtures.lexicon.get())
        #expect(generator.questions(about: "armchair", at: .b1, seeds: 1...30).isEmpty)
    }
}
