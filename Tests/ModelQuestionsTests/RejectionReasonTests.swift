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
        #expect(QuestionRejection.Reason(classifying: reported) == expected)
    }

    @Test func theLongestCategoryAMessageStartsWithIsItsReason() {
        #expect(QuestionRejection.Reason(classifying: "schema: cut off: the reply …") == .cutOff)
        #expect(QuestionRejection.Reason(classifying: "schema: duplicate choices: …") == .duplicateChoices)
        #expect(QuestionRejection.Reason(classifying: "schema: invalid JSON") == .schema)
        #expect(QuestionRejection.Reason(classifying: "word \"lamb\" was already asked") == .schema)
        #expect(QuestionRejection.Reason(classifying: "lexicon: wrong key: \"lamb\": …") == .wrongKey)
        #expect(QuestionRejection.Reason.allCases.filter(\.isSchema) == [.cutOff, .duplicateChoices, .schema])
    }
}
