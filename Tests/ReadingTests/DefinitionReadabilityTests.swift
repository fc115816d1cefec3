import Foundation
import Lexicon
import Quiz
import Testing

@testable import Reading

/// "What does X mean?" choices are glosses a learner at the word's level can read (`Lexicon.isReadable`):
/// raw WordNet glosses far above B1 were round 3's main complaint ("a salt of phosphoric acid").
struct DefinitionReadabilityTests {
    @Test func everyDefinitionChoiceIsReadableAtTheLevel() throws {
        let lexicon = try ReadingFixtures.lexicon.get()
        let questions = try ReadingFixtures.passageQuestions()
        var random = SeededGenerator(seed: 2_526)
        var definitions = 0
        var unreadableKeys = 0
        for word in try ReadingFixtures.wordsOfEveryPassage(at: .b1) {
            let sense = word.sense ?? word.commonSense
            if !lexicon.isReadable(sense.gloss, at: word.level) {
                unreadableKeys += 1
                // Such a word is asked only by a blank, never by its gloss.
                let item = questions.definition(word, sense: sense, using: &random)
                #expect(item == nil, "\(word.lemma): \(sense.gloss)")
            }
            guard let item = questions.question(for: word, using: &random), item.kind == .wordToDefinition
            else { continue }
            definitions += 1
            for choice in item.question.choices {
                #expect(
                    lexicon.isReadable(choice, at: word.level),
                    "\(word.lemma) \(word.level) in \"\(word.sentence)\": \(choice)")
                #expect(
                    PassageQuestions.wordCount(choice)
                        <= max(PassageQuestions.longestWrongGloss, 2 * PassageQuestions.wordCount(sense.gloss)))
            }
        }
        print(
            "definition readability: \(definitions) definition questions, \(unreadableKeys) keys unreadable at their level"
        )
        #expect(
            definitions >= 10 && unreadableKeys >= 1, "\(definitions) definitions, \(unreadableKeys) unreadable keys")
    }
}
