import Foundation
import LanguageModels
import Lexicon
import ModelQuestions
import Quiz
import Support
import TestSupport
import Testing

/// A key the lexicon can neither confirm nor rule out passes only when a blind judge picks it, and is
/// then shown as partly checked; without a judge it is re-asked as `lexicon: unconfirmed key`.
@Suite struct JudgedUnknownKeyTests {
    /// A right question in plain words that the lexicon cannot confirm ("lexicon: unconfirmed key"). (It was
    /// *cheap*, "not costing much money", then *ubiquitous*, "seen or found everywhere", then *afford*, "you
    /// have enough money to pay for it", until learner definitions in those very words made them confirmed;
    /// session 17's rows let *placate*, *undermine*, *compelling* and *frugal* pass too, confirmed or partly,
    /// with every other choice ruled out: *dynamic*'s "full of energy, new ideas and action" rules out "full
    /// of energy".)
    static func reply() -> ScriptedLanguageModel.Step {
        let object: [String: Any] = [
            "word": "serendipity", "text": "What does \"serendipity\" mean?",
            "choices": [
                "very old and rare", "hard to understand", "finding nice things by chance", "full of energy",
            ],
            "answer": "finding nice things by chance",
            "explanation": "Serendipity is when you find something nice without looking for it.",
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
        return .text(String(decoding: data, as: UTF8.self))
    }

    static func source(_ model: ScriptedLanguageModel, judge: LetterJudge?, events: Locked<[String]>) throws
        -> ModelQuestionSource
    {
        ModelQuestionSource(
            model: model, templates: PromptTemplates(instructions: "Teach.", question: "{{words}}\n{{facts}}"),
            sourceName: "scripted", seed: 3, attempts: 2, isStreaming: false, remembersEarlierTurns: false,
            check: QuestionChecker(lexicon: try LexiconBoundSourceTests.lexicon.get()),
            verifier: judge.map { BlindVerifier(model: $0, tally: BlindAgreement(), seed: 1) }
        ) { event in
            if case let .rejected(_, reason) = event { events.withLock { $0.append(reason) } }
        }
    }

    @Test func withoutAJudgeAnUnknownKeyIsReasked() async throws {
        let events = Locked<[String]>([])
        let source = try Self.source(ScriptedLanguageModel([Self.reply(), Self.reply()]), judge: nil, events: events)
        await #expect(throws: ModelQuestionError.self) {
            _ = try await source.nextQuestion(for: QuestionRequest(words: ["serendipity"])) { _ in }
        }
        #expect(
            events.value.count == 2 && events.value.allSatisfy { $0.hasPrefix("lexicon: unconfirmed key") },
            "\(events.value)")
    }

    @Test func aJudgeThatPicksTheKeyLetsItPassAsPartlyChecked() async throws {
        let events = Locked<[String]>([])
        let judge = LetterJudge(picking: "finding nice")
        let item = try await Self.source(ScriptedLanguageModel([Self.reply()]), judge: judge, events: events)
            .nextQuestion(for: QuestionRequest(words: ["serendipity"])) { _ in }
        #expect(events.value.isEmpty, "\(events.value)")
        #expect(item.question.answer == "finding nice things by chance")
        #expect(item.isChecked == true && item.isPartlyChecked)
        #expect(judge.requests.count == 1)
    }

    @Test func aJudgeThatPicksAnotherChoiceRejectsIt() async throws {
        let events = Locked<[String]>([])
        let judge = LetterJudge(picking: "very old")
        let source = try Self.source(ScriptedLanguageModel([Self.reply()]), judge: judge, events: events)
        await #expect(throws: QuestionRejection.self) {
            _ = try await source.nextQuestion(for: QuestionRequest(words: ["serendipity"])) { _ in }
        }
        #expect(
            events.value.count == 1 && events.value[0].hasPrefix("blind disagreement: \"serendipity\""),
            "\(events.value)")
    }
}
