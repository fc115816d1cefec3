import Quiz
import Testing

@testable import Lexicon

/// Issue 22, session 21 (read-through round 28): a wrong answer the key's meaning names is half right.
extension TeacherReadyTests {
    /// *nervous* "worried and a little afraid" came with *afraid*'s meaning, "feeling fear; full of fear",
    /// among the wrong answers (both readers: a second answer); *penguin*, "a black and white bird that
    /// swims…", with *bird* among the words.
    @Test func noWrongAnswerIsAWordTheKeysMeaningNames() throws {
        let afraid = try #require(lexicon.everydaySense(of: "afraid", as: .adjective))
        let generator = QuestionGenerator(lexicon: lexicon)
        var asked = 0
        for (seed, item) in generator.questions(about: "nervous", at: .a2, seeds: 1...40) {
            asked += 1
            #expect(!item.question.choices.contains(afraid.gloss), "seed \(seed): \(item.question)")
            #expect(!item.question.choices.contains("afraid"), "seed \(seed): \(item.question)")
        }
        for (seed, item) in generator.questions(about: "penguin", at: .a2, seeds: 1...40) {
            asked += 1
            #expect(!item.question.choices.contains("bird"), "seed \(seed): \(item.question)")
        }
        #expect(asked > 20)
    }
}
