import Foundation
import Lexicon
import ModelQuestions
import Quiz
import Support
import TestSupport
import Testing

/// The model source with the lexicon check, against a scripted model.
@Suite struct ModelQuestionSourceCheckTests {
    static let templates = PromptTemplates(instructions: "Teach.", question: "Level: {{level}}\n{{words}}\n{{facts}}")

    static func reply(_ word: String, key: String, wrong: [String]) -> ScriptedLanguageModel.Step {
        let object: [String: Any] = [
            "word": word, "text": "What does \"\(word)\" mean?", "choices": [key] + wrong, "answer": key,
            "explanation": "-",
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
        return .text(String(decoding: data, as: UTF8.self))
    }

    @Test func keysTheModelAlwaysPutsFirstAreSpreadOverAToDByChiSquare() async throws {
        let model = ScriptedLanguageModel(
            [], fallback: Self.reply("lamb", key: "a young sheep", wrong: ["a loud noise", "a tool", "a tree"]))
        let source = ModelQuestionSource(
            model: model, templates: Self.templates, sourceName: "scripted", seed: 42, attempts: 1,
            isStreaming: false, remembersEarlierTurns: false)
        var counts = [0, 0, 0, 0]
        for _ in 0..<400 {
            let item = try await source.nextQuestion(for: QuestionRequest(words: ["lamb"])) { _ in }
            counts[item.question.answerIndex] += 1
        }
        let expected = 100.0
        let chiSquare = counts.map { pow(Double($0) - expected, 2) / expected }.reduce(0, +)
        // 3 degrees of freedom: 11.34 is the 1% critical value.
        #expect(chiSquare < 11.34, "key positions \(counts), chi-square \(chiSquare)")
    }

    @Test func aGroundedPromptCarriesTheSenseAndAWrongReplyIsReaskedWithTheReason() async throws {
        let lexicon = try Lexicon.bundled()
        let definesDuck =
            #"{"word":"lamb","text":"Which word means “a swimming bird with a broad flat bill”?","#
            + #""choices":["lamb","duck","tree","road"],"answer":"lamb","explanation":"-"}"#
        let model = ScriptedLanguageModel([
            .text(definesDuck),
            Self.reply("lamb", key: "a young sheep", wrong: ["a loud noise", "a tool", "a tree"]),
        ])
        let source = ModelQuestionSource(
            model: model, templates: Self.templates, sourceName: "scripted", seed: 1, attempts: 2,
            isStreaming: false, remembersEarlierTurns: false, check: QuestionChecker(lexicon: lexicon))
        let item = try await source.nextQuestion(for: QuestionRequest(words: ["lamb"])) { _ in }
        #expect(item.question.answer == "a young sheep")
        #expect(item.isChecked == true)
        let first = model.requests[0].messages.map(\.content).joined(separator: "\n")
        let sense = try #require(lexicon.senses(of: "lamb").first?.gloss)
        #expect(first.contains("Meaning to test: \(sense)"), "lamb's first sense, “a very young sheep”")
        let second = model.requests[1].messages.map(\.content).joined(separator: "\n")
        #expect(second.contains("lexicon: wrong key"))
    }

    @Test func aWrongKeyBesideTheOneRightChoiceIsRekeyedWithoutAReask() async throws {
        let model = ScriptedLanguageModel([
            Self.reply("lamb", key: "a loud noise", wrong: ["a young sheep", "a tool", "a tree"])
        ])
        let events = Locked<[String]>([])
        let source = ModelQuestionSource(
            model: model, templates: Self.templates, sourceName: "scripted", seed: 1, attempts: 1,
            isStreaming: false, remembersEarlierTurns: false, check: QuestionChecker(lexicon: try Lexicon.bundled())
        ) { event in
            if case let .rekeyed(word, from, to) = event { events.withLock { $0.append("\(word): \(from) → \(to)") } }
        }
        let item = try await source.nextQuestion(for: QuestionRequest(words: ["lamb"])) { _ in }
        #expect(item.question.answer == "a young sheep")
        #expect(item.isChecked == true)
        #expect(events.value == ["lamb: a loud noise → a young sheep"])
        #expect(model.requests.count == 1)
    }

    @Test func aWordTheModelChoseInsteadOfTheSuggestionMustBeCheckable() async throws {
        let lexicon = try Lexicon.bundled()
        let model = ScriptedLanguageModel([
            Self.reply("zorbing", key: "rolling in a ball", wrong: ["a loud noise", "a tool", "a tree"]),
            Self.reply("lamb", key: "a young sheep", wrong: ["a loud noise", "a tool", "a tree"]),
        ])
        let source = ModelQuestionSource(
            model: model, templates: Self.templates, sourceName: "scripted", seed: 1, attempts: 2,
            isStreaming: false, remembersEarlierTurns: false, suggestWords: { _ in ["duck"] },
            check: QuestionChecker(lexicon: lexicon))
        let item = try await source.nextQuestion(for: QuestionRequest()) { _ in }
        #expect(item.question.word == "lamb")
        let second = model.requests[1].messages.map(\.content).joined(separator: "\n")
        #expect(second.contains("off-target"))
    }
}
