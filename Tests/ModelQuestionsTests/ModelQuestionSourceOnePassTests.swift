import Foundation
import GuidedGeneration
import Lexicon
import ModelQuestions
import Quiz
import Support
import TestSupport
import Testing

/// One streamed model question, from the reply to the quiz item, is parsed once and checked once, and a
/// rejected reply reaches the viewer as an explicit restart.
@Suite struct ModelQuestionSourceOnePassTests {
    /// The lexicon's check, counting its verdicts.
    struct CountingCheck: QuestionCheck {
        let base: QuestionChecker
        let verdicts = Locked(0)

        func verdict(on question: Question) -> QuestionVerdict {
            verdicts.withLock { $0 += 1 }
            return base.verdict(on: question)
        }

        func facts(about word: String) -> WordFacts? { base.facts(about: word) }
    }

    func source(_ model: ScriptedLanguageModel, check: CountingCheck) -> ModelQuestionSource {
        ModelQuestionSource(
            model: model, templates: ModelQuestionSourceCheckTests.templates, sourceName: "scripted", seed: 1,
            attempts: 2, isStreaming: true, remembersEarlierTurns: false, check: check)
    }

    @Test func aRekeyedStreamedQuestionIsParsedOnceAndCheckedOnce() async throws {
        let model = ScriptedLanguageModel([
            ModelQuestionSourceCheckTests.reply(
                "lamb", key: "a loud noise", wrong: ["a young sheep", "a tool", "a tree"])
        ])
        let check = CountingCheck(base: QuestionChecker(lexicon: try Lexicon.bundled()))
        let parses = Locked(0)
        let item = try await ParseObservation.$onParse.withValue({ parses.withLock { $0 += 1 } }) {
            try await source(model, check: check).nextQuestion(for: QuestionRequest(words: ["lamb"])) { _ in }
        }
        #expect(item.question.answer == "a young sheep")
        #expect(item.isChecked == true)
        #expect(parses.value == 1)
        #expect(check.verdicts.value == 1)
    }

    @Test func aRejectedReplyRestartsTheStemOnceAndTheNextIsParsedAndCheckedOnce() async throws {
        let model = ScriptedLanguageModel([
            ModelQuestionSourceCheckTests.reply("lamb", key: "lamb", wrong: ["duck", "tree", "road"]),
            ModelQuestionSourceCheckTests.reply(
                "lamb", key: "a young sheep", wrong: ["a loud noise", "a tool", "a tree"]),
        ])
        let check = CountingCheck(base: QuestionChecker(lexicon: try Lexicon.bundled()))
        let progress = Locked<[QuestionProgress]>([])
        let parses = Locked(0)
        let item = try await ParseObservation.$onParse.withValue({ parses.withLock { $0 += 1 } }) {
            try await source(model, check: check).nextQuestion(for: QuestionRequest(words: ["lamb"])) { update in
                progress.withLock { $0.append(update) }
            }
        }
        #expect(item.question.answer == "a young sheep")
        #expect(progress.value.filter { $0 == .restarted }.count == 1)
        #expect(progress.value.first != .restarted && progress.value.last != .restarted)
        // One parse and one check per reply: the rejected one and the accepted one.
        #expect(parses.value == 2)
        #expect(check.verdicts.value == 2)
    }
}
