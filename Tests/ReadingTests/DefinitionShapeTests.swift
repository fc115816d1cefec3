import Lexicon
import Quiz
import Testing

@testable import Reading

/// Round 7's form give-away in meaning questions: the key the only choice not written "to ..." ("increase
/// in volume" among learner definitions "to shoot ...", "to combine ..."), or the only one that is.
struct DefinitionShapeTests {
    @Test func verbDefinitionsReadToWhoeverWroteThem() {
        #expect(PassageQuestions.shaped("increase in volume", as: .verb) == "to increase in volume")
        #expect(PassageQuestions.shaped("to ask someone to come", as: .verb) == "to ask someone to come")
        #expect(PassageQuestions.shaped("a small river", as: .noun) == "a small river")
    }

    /// Every definition question over the nine passages at B1, blanks refused: all four choices start
    /// with "to", or none does. Verb keys and choices come from learner definitions ("to ...") and WordNet
    /// glosses (bare: `verbDefinitionsReadToWhoeverWroteThem`); since session 16 the passages' verb keys at
    /// B1 all have learner definitions, so a bare WordNet gloss now reaches the check as a wrong choice.
    @Test func noChoiceStandsOutByItsTo() throws {
        let questions = try ReadingFixtures.passageQuestions()
        var random = SeededGenerator(seed: 2_527)
        var asked = 0
        var verbKeys = 0
        var verbKeysWithoutTo = 0
        var odd: [String] = []
        for word in try ReadingFixtures.wordsOfEveryPassage(at: .b1) {
            guard let item = questions.question(for: word, mayBlank: false, using: &random) else { continue }
            asked += 1
            let sense = word.sense ?? word.commonSense
            if sense.partOfSpeech == .verb {
                verbKeys += 1
                if !PassageQuestions.startsWithTo(sense.gloss) { verbKeysWithoutTo += 1 }
            }
            let shapes = Set(item.question.choices.map(PassageQuestions.startsWithTo))
            if shapes.count > 1 || (sense.partOfSpeech == .verb && shapes != [true]) {
                odd.append("\(word.lemma): \(item.question.choices)")
            }
        }
        print(
            "definition questions over the nine passages at B1: \(asked), \(verbKeysWithoutTo) verb keys "
                + "WordNet wrote without \"to\"")
        #expect(asked >= 20 && verbKeys > 0)
        #expect(odd.isEmpty, "\(odd)")
    }
}
