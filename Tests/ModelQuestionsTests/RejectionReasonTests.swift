import Foundation
import LanguageModels
import Lexicon
import ModelQuestions
import Quiz
import Support
import TestSupport
import Testing

/// Unusable replies are counted by what was wrong with them, so a user sees why, not just "schema".
@Suite struct RejectionReasonTests {
    static let right = ModelQuestionSourceCheckTests.reply(
        "lamb", key: "a young sheep", wrong: ["a loud noise", "a tool", "a tree"])

    static func text(_ content: String, finish: FinishReason = .stop) -> ScriptedLanguageModel.Step {
        .reply(ModelReply(content: content, finishReason: finish))
    }

    static let cases: [(ScriptedLanguageModel.Step, QuestionRejection.Reason)] = [
        (text(#"{"word":"lamb","text":"What does \"lamb\" mean?","choices":["a young"#, finish: .length), .cutOff),
        (text(#"{"word":"lamb","text":"What does \"lamb\" mean?","choices":["a young"#), .cutOff),
        (
            ModelQuestionSourceCheckTests.reply(
                "lamb", key: "a young sheep", wrong: ["A young sheep ", "a tool", "a tree"]),
            .duplicateChoices
        ),
        (text("lamb is a young sheep"), .schema),
        (
            text(
                #"{"word":"lamb","text":"What does \"lamb\" mean?","choices":["a","b","c","d"],"answer":"e","#
                    + #""explanation":"-"}"#), .schema
        ),
    ]

    @Test(arguments: cases.indices)
    func eachUnusableReplyIsReportedUnderItsOwnReason(index: Int) async throws {
        let (step, expected) = Self.cases[index]
        let model = ScriptedLanguageModel([step, Self.right])
        let reasons = Locked<[String]>([])
        let source = ModelQuestionSource(
            model: model, templates: ModelQuestionSourceCheckTests.templates, sourceName: "scripted", seed: 1,
            attempts: 2, isStreaming: index % 2 == 0, remembersEarlierTurns: false,
            check: QuestionChecker(lexicon: try Lexicon.bundled())
        ) { event in
            if case let .rejected(_, reason) = event { reasons.withLock { $0.append(reason) } }
        }
        let item = try await source.nextQuestion(for: QuestionRequest(words: ["lamb"])) { _ in }
        #expect(item.question.answer == "a young sheep")
        let reported = try #require(reasons.value.first)
        #expect(reported.hasPrefix(expected.rawValue + ": "), "\(reported)")
        #expect(
            QuestionRejection.Reason(classifying: reported, among: QuestionRejection.Reason.modelQuestionReasons)
                == expected)
    }

    @Test func theLongestCategoryAMessageStartsWithIsItsReason() {
        func reason(_ message: String) -> QuestionRejection.Reason {
            QuestionRejection.Reason(classifying: message, among: QuestionRejection.Reason.modelQuestionReasons)
        }
        #expect(reason("schema: cut off: the reply …") == .cutOff)
        #expect(reason("schema: duplicate choices: …") == .duplicateChoices)
        #expect(reason("schema: invalid JSON") == .schema)
        #expect(reason("word \"lamb\" was already asked") == .schema)
        #expect(reason("lexicon: wrong key: \"lamb\": …") == .wrongKey)
        #expect(
            QuestionRejection.Reason.modelQuestionReasons.filter(\.isSchema) == [.cutOff, .duplicateChoices, .schema])
    }

    /// The names scripts read from summaries and transcripts, in the order they are listed there; each
    /// module owns its own, and none may change.
    @Test func theReasonNamesAreStableAndListedInOrder() {
        #expect(
            QuestionRejection.Reason.modelQuestionReasons.map(\.rawValue) == [
                "schema: cut off", "schema: duplicate choices", "schema", "lexicon: second correct answer",
                "lexicon: wrong key", "lexicon: unconfirmed key", "giveaway", "off-target", "wording",
                "classroom", "blind disagreement",
            ])
    }
}
