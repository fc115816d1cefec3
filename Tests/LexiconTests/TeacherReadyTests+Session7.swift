import Foundation
import Lexicon
import Quiz
import Testing

/// Issue 22, session 7: a word is asked first in the everyday sense a learner definition was written
/// for (round 7's readers marked *curious* = "strange" and *fashion* = "how something is done" at A2), the
/// bench measures wrong-pick feedback by the generator's own rule, and the checker confirms a key that is
/// one of the word's definitions word for word.
extension TeacherReadyTests {
    @Test(arguments: [
        ("curious", PartOfSpeech.adjective, "wanting to know", "strange"),
        ("fashion", .noun, "the kind of clothes", "how you do something"),
        ("impact", .noun, "a strong effect", "the striking of one body"),
        ("kite", .noun, "a toy that flies", "a bank check"),
    ])
    func theEverydaySenseIsAskedBeforeTheFirst(word: String, as kind: PartOfSpeech, everyday: String, first: String)
        throws
    {
        let senses = lexicon.senses(of: word).filter { $0.partOfSpeech == kind }
        let plain = try #require(senses.first { $0.gloss.hasPrefix(everyday) })
        let rare = try #require(senses.first { $0.gloss.hasPrefix(first) })
        #expect(plain.level == plain.entry.level, "\(word): the everyday sense takes the word's level")
        #expect(!rare.isAsked(at: .b1), "\(word): “\(rare.gloss)” is not asked below B2")
        #expect(lexicon.everydaySense(of: word, as: kind)?.synset == plain.synset)
    }

    /// A row written for another member of the synset does not move a word's senses: *trade*'s rows are
    /// its own (a teacher chose buying and selling over the craft, session 18), but *aboard* only heads
    /// *alongside*'s "next to something, side by side".
    @Test func aRowWrittenForAnotherWordDoesNotReorderTheSenses() throws {
        let alongside = try #require(lexicon.senses(of: "aboard").first { $0.gloss.hasPrefix("next to something") })
        #expect(alongside.level == nil, "aboard is not asked as “\(alongside.gloss)”")
        #expect(lexicon.everydaySense(of: "trade", as: .noun)?.gloss == "the business of buying and selling things")
    }

    /// Questions the quick bench's checker row did not confirm at 5659be1, though each key is the word's
    /// own definition: a definition of small words only, and one with an opposing word in it.
    @Test func aKeyThatIsTheWordsOwnDefinitionIsConfirmed() throws {
        let checker = QuestionChecker(lexicon: lexicon)
        let lose = try Question(
            word: "lose", text: "Which verb means “to not have something any more”?",
            choices: ["add", "lose", "wear", "care"], answer: "lose", explanation: "")
        let remaining = try Question(
            word: "remaining", text: "What does “remaining” (adjective) mean?",
            choices: [
                "still there after the rest has been used or eaten", "made afraid",
                "higher than most people or things", "first in rank or degree",
            ], answer: "still there after the rest has been used or eaten", explanation: "")
        let contrary = try Question(
            word: "contrary", text: "What does “contrary” (adjective) mean?",
            choices: [
                "established or decided beyond dispute or doubt", "of very high quality and often expensive",
                "working well without wasting time, money or energy", "very opposed in nature or character or purpose",
            ], answer: "very opposed in nature or character or purpose", explanation: "")
        for question in [lose, remaining, contrary] {
            #expect(checker.verdict(on: question) == .passed, "\(question.word): \(checker.verdict(on: question))")
        }
        let wrong = try Question(
            word: "lose", text: "Which verb means “to not have something any more”?",
            choices: ["add", "lose", "wear", "care"], answer: "wear", explanation: "")
        #expect(checker.verdict(on: wrong) != .passed, "the rule confirms the word the definition belongs to only")
    }
}
