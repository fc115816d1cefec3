import Foundation
import LanguageModels
import Lexicon
import ModelQuestions
import Quiz
import Support
import TestSupport
import Testing

/// A lexicon-bound turn whose every reply is rejected carries the lexicon's own question for the word,
/// labelled as such, for the caller to show; a failing server still fails the turn without one.
@Suite struct BoundFallbackTests {
    /// A blank sentence without the word (or a blank): a wording rule rejects it every time.
    static func unusable(_ bound: BoundChoices) -> ScriptedLanguageModel.Step {
        LexiconBoundSourceTests.reply(bound, text: "There is nothing here to fill in at all.")
    }

    @Test func everyReplyRejectedGivesTheOfflineQuestionWithItsChoicesKeyAndFeedback() async throws {
        let (binder, bound) = try LexiconBoundSourceTests.binder("lamb", task: .blankSentence)
        let offline = try #require(bound.offline)
        let events = Locked<[String]>([])
        let model = ScriptedLanguageModel(Array(repeating: Self.unusable(bound), count: 3))
        let source = LexiconBoundSourceTests.source(model, binder: binder, events: events)
        let error = await #expect(throws: ModelQuestionError.self) {
            _ = try await source.nextQuestion(for: QuestionRequest(words: ["lamb"])) { _ in }
        }
        // Still an unusable reply (an export asks again first), carrying the question to show after.
        #expect(error?.isUnusableReply == true)
        let item = try #require(error?.fallback)
        #expect(model.requests.count == 3)
        #expect(events.value.count == 3, "\(events.value)")
        #expect(item.rejectedReplies == 3)
        #expect(item.choiceOrigin == .lexicon && item.textOrigin == .lexicon)
        #expect(item.originLabel == "choices: lexicon, text: lexicon (the model's 3 replies were rejected)")
        #expect(item.isChecked == true)
        #expect(item.kind == .definitionToWord)
        #expect(item.question.text == offline.text && item.question.explanation == offline.explanation)
        #expect(item.question.answer == bound.answer)
        #expect(Set(item.question.choices) == Set(bound.choices))
        #expect(item.choiceFeedback == item.question.choices.map { bound.feedback[$0] ?? "" })
        #expect(item.choiceFeedback?.filter(\.isEmpty).count == 1)
    }

    @Test func anAcceptedReplyIsLabelledAsTheModelsText() async throws {
        let (binder, bound) = try LexiconBoundSourceTests.binder("lamb", task: .blankSentence)
        let model = ScriptedLanguageModel([
            Self.unusable(bound), LexiconBoundSourceTests.reply(bound, text: "We fed the young lamb with milk."),
        ])
        let item = try await LexiconBoundSourceTests.source(model, binder: binder).nextQuestion(
            for: QuestionRequest(words: ["lamb"])
        ) { _ in }
        #expect(item.rejectedReplies == nil && item.textOrigin == .model)
        #expect(item.originLabel == "choices: lexicon")
        #expect(item.question.text == "We fed the young _____ with milk.")
    }

    @Test func aFailingServerStillFailsTheTurn() async throws {
        let (binder, bound) = try LexiconBoundSourceTests.binder("lamb", task: .blankSentence)
        let down = LanguageModelSession.GenerationError.serverError(.init(debugDescription: "connection refused"))
        let model = ScriptedLanguageModel([Self.unusable(bound), Self.unusable(bound), .failure(down)])
        let source = LexiconBoundSourceTests.source(model, binder: binder)
        let error = await #expect(throws: ModelQuestionError.self) {
            _ = try await source.nextQuestion(for: QuestionRequest(words: ["lamb"])) { _ in }
        }
        #expect(error?.isUnusableReply == false && error?.fallback == nil, "\(String(describing: error))")
    }
}
