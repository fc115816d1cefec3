import Quiz
import Testing

@testable import Lexicon

/// Issue 22, session 20: definitions that differ only in function words are one meaning.
extension TeacherReadyTests {
    /// *brief* "lasting only a short time" and *temporary* "lasting for only a short time" say the same, so
    /// *temporary* is no wrong answer for *brief*'s meaning (the WordNet cross-check found it offered).
    @Test func definitionsThatDifferInFunctionWordsAreAlike() throws {
        let brief = try #require(lexicon.everydaySense(of: "brief", as: .adjective))
        let temporary = try #require(lexicon.everydaySense(of: "temporary", as: .adjective))
        #expect(lexicon.glossesAlike(brief.synset, temporary.synset))
        let other = try #require(lexicon.everydaySense(of: "permanent", as: .adjective))
        #expect(!lexicon.glossesAlike(brief.synset, other.synset))
        let generator = QuestionGenerator(lexicon: lexicon)
        for (seed, item) in generator.questions(about: "brief", at: .b1, seeds: 1...40) {
            #expect(!item.question.choices.contains("temporary"), "seed \(seed): \(item.question)")
            #expect(
                !item.question.choices.contains(temporary.gloss) || item.question.answer == temporary.gloss,
                "seed \(seed): \(item.question)")
        }
    }
}
