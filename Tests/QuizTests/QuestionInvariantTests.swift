import Foundation
import Testing

@testable import Quiz

/// Every way of making a `Question` keeps its rules, so exports and the quiz can trust one.
@Suite("Question invariants")
struct QuestionInvariantTests {
    let choices = ["to lessen", "to grow", "to wait", "to leave"]

    func make(
        word: String = "abate", text: String = "What does \"abate\" mean?", choices: [String]? = nil,
        answer: String = "to lessen"
    ) throws(QuestionError) -> Question {
        try Question(word: word, text: text, choices: choices ?? self.choices, answer: answer, explanation: "")
    }

    @Test func theInitialiserRejectsEachBrokenRuleWithItsError() {
        #expect(throws: QuestionError.wrongChoiceCount(3)) { try make(choices: Array(choices.prefix(3))) }
        #expect(throws: QuestionError.wrongChoiceCount(5)) { try make(choices: choices + ["to sing"]) }
        #expect(throws: QuestionError.emptyChoice(2)) { try make(choices: ["to lessen", " ", "to wait", "to leave"]) }
        #expect(throws: QuestionError.duplicateChoices("to grow", "TO GROW ")) {
            try make(choices: ["to lessen", "to grow", "TO GROW ", "to leave"])
        }
        #expect(throws: QuestionError.answerNotAChoice("to shout")) { try make(answer: "to shout") }
        #expect(throws: QuestionError.emptyField("word")) { try make(word: "  ") }
        #expect(throws: QuestionError.emptyField("text")) { try make(text: "") }
    }

    /// `isBlank` skips making the trimmed copy; it must agree with trimming Foundation's white space.
    @Test(arguments: ["", " ", "\t\n\r", "\u{00A0}\u{2003}\u{3000}", "\u{2028}\u{0085}", " x ", "\u{200B}", "É"])
    func aBlankFieldIsExactlyOneThatTrimsToNothing(_ text: String) {
        #expect(Question.isBlank(text) == Question.normalized(text).isEmpty)
    }

    @Test func theAnswerIsStoredAsItsChoiceSpellsIt() throws {
        let question = try make(answer: " To Wait")
        #expect(question.answer == "to wait")
        #expect(question.answerIndex == 2)
    }

    @Test func replacingChecksTheChangedQuestionLikeANewOne() throws {
        let question = try make()
        #expect(try question.replacing(answer: "to grow").answerIndex == 1)
        #expect(throws: QuestionError.answerNotAChoice("to shout")) { try question.replacing(answer: "to shout") }
        #expect(throws: QuestionError.duplicateChoices("to lessen", "to lessen")) {
            try question.replacing(choices: ["to lessen", "to lessen", "to wait", "to leave"])
        }
    }

    @Test func decodingRoundTripsAndRejectsABrokenQuestionNamingTheRule() throws {
        let question = try make()
        let data = try JSONEncoder().encode(question)
        #expect(try JSONDecoder().decode(Question.self, from: data) == question)
        let broken = Data(
            #"{"word":"abate","text":"?","choices":["a","b","c","d"],"answer":"e","explanation":""}"#.utf8)
        do {
            _ = try JSONDecoder().decode(Question.self, from: broken)
            Issue.record("a question whose answer is not a choice decoded")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription == "answer \"e\" is not one of the choices")
        }
    }
}
