import Foundation
import Lexicon
import Quiz
import Testing

@testable import Reading

/// A blank's wrong choices fit the slot's grammar (`BlankSlot`): the article before the blank and the
/// key's -ing or -ly ending leave no choice out, as readers of round 3 found ("at an _____", the only
/// -ing word).
struct BlankSlotTests {
    @Test func theArticleBeforeTheBlankMustFitEveryChoice() {
        let slot = BlankSlot(stem: "We stood at an _____ to the wind.", key: "angle", partOfSpeech: .noun)
        #expect(slot.article == "an")
        #expect(slot.fits("edge") && slot.fits("hour"))
        #expect(!slot.fits("corner") && !slot.fits("union"))
        let consonant = BlankSlot(stem: "A _____ of people waited.", key: "crowd", partOfSpeech: .noun)
        #expect(consonant.fits("group") && consonant.fits("European") && !consonant.fits("army"))
        let none = BlankSlot(stem: "The _____ was late.", key: "train", partOfSpeech: .noun)
        #expect(none.article == nil && none.fits("apple"))
    }

    @Test func anIngKeyTakesIngChoicesAndOnlyThen() {
        let slot = BlankSlot(stem: "We spent three nights _____ by the lake.", key: "camping", partOfSpeech: .noun)
        #expect(slot.fits("fishing") && !slot.fits("chin") && !slot.fits("rhythm"))
        let plain = BlankSlot(stem: "We played in the _____.", key: "garden", partOfSpeech: .noun)
        #expect(plain.fits("park") && !plain.fits("building"))
    }

    @Test func anLyAdverbTakesLyAdverbs() {
        let slot = BlankSlot(stem: "She played _____.", key: "beautifully", partOfSpeech: .adverb)
        #expect(slot.fits("slowly") && !slot.fits("afterwards"))
        let time = BlankSlot(stem: "_____ we went home.", key: "afterwards", partOfSpeech: .adverb)
        #expect(time.fits("soon") && !time.fits("respectively"))
        // An adjective's -ly is no rule: "friendly" and "kind" are both adjectives.
        #expect(BlankSlot(stem: "a _____ dog", key: "friendly", partOfSpeech: .adjective).fits("big"))
    }

    /// Over every blank the nine passages yield, no choice is ruled out by the slot, and each wrong choice
    /// is a word read in the key's class (its lemma's main part of speech).
    @Test func everyPassageBlankFitsItsSlot() throws {
        let questions = try ReadingFixtures.passageQuestions()
        var random = SeededGenerator(seed: 2_525)
        var blanks = 0
        var articles = 0
        for word in try ReadingFixtures.wordsOfEveryPassage(at: .b1) {
            guard let item = questions.question(for: word, using: &random), item.kind == .fillInTheBlank,
                let sense = word.sense
            else { continue }
            blanks += 1
            let question = item.question
            let slot = BlankSlot(stem: question.text, key: question.answer, partOfSpeech: sense.partOfSpeech)
            if slot.article != nil { articles += 1 }
            for choice in question.choices {
                #expect(slot.fits(choice), "\(word.lemma): \(question.text) \(question.choices)")
            }
        }
        #expect(blanks >= 20 && articles >= 1, "\(blanks) blanks, \(articles) after an article")
    }
}
