import Testing

@testable import Quiz

@Suite("Question")
struct QuestionTests {
    let question = try! Question(
        word: "abate", text: "What does \"abate\" mean?",
        choices: ["to lessen", "to grow", "to wait", "to leave"],
        answer: "To Lessen ", explanation: "Abate means to lessen.")

    @Test func choiceMatchingIgnoresCaseAndSurroundingWhiteSpace() {
        #expect(question.answerIndex == 0)
        #expect(question.indexOfChoice(matching: "  TO WAIT") == 2)
        #expect(question.indexOfChoice(matching: "to wai") == nil)
    }

    @Test func shufflingKeepsTheAnswerPointingAtTheSameChoice() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<50 {
            let shuffled = question.shufflingChoices(using: &generator)
            #expect(Set(shuffled.choices) == Set(question.choices))
            #expect(shuffled.answer == "to lessen")
        }
    }

    @Test func seededGeneratorIsReproducible() {
        var a = SeededGenerator(seed: 42)
        var b = SeededGenerator(seed: 42)
        #expect((0..<10).map { _ in a.next() } == (0..<10).map { _ in b.next() })
    }

    @Test func levelsParseAndStep() {
        #expect(CEFRLevel(parsing: " b2 ") == .b2)
        #expect(CEFRLevel(parsing: "D1") == nil)
        #expect(CEFRLevel.a1.lower == nil)
        #expect(CEFRLevel.b1.higher == .b2)
        #expect(CEFRLevel.c2 > .a2)
    }

    /// A level's index is its place in `allCases` (the lexicon stores levels as these numbers), and levels
    /// compare by it.
    @Test func aLevelsIndexIsItsPlaceOnTheScale() {
        #expect(CEFRLevel.allCases.map(\.index) == Array(0..<6))
        #expect(CEFRLevel.allCases.sorted(by: >).map(\.index) == [5, 4, 3, 2, 1, 0])
    }
}

@Suite("Learner answers")
struct LearnerAnswerTests {
    let question = try! Question(
        word: "abate", text: "?", choices: ["to lessen", "to grow", "to wait", "4"],
        answer: "to lessen", explanation: "")

    @Test func lettersNumbersAndChoiceTextAreAccepted() {
        #expect(question.choiceIndex(forLearnerInput: "a") == 0)
        #expect(question.choiceIndex(forLearnerInput: " B ") == 1)
        #expect(question.choiceIndex(forLearnerInput: "c)") == 2)
        #expect(question.choiceIndex(forLearnerInput: "2") == 1)
        #expect(question.choiceIndex(forLearnerInput: "TO WAIT") == 2)
    }

    @Test func anythingElseIsRejected() {
        #expect(question.choiceIndex(forLearnerInput: "e") == nil)
        #expect(question.choiceIndex(forLearnerInput: "5") == nil)
        #expect(question.choiceIndex(forLearnerInput: "") == nil)
        #expect(question.choiceIndex(forLearnerInput: "to") == nil)
    }

    @Test func choicesAreLabelledWithLetters() {
        #expect(question.labelledChoice(at: 1) == "B) to grow")
    }
}
