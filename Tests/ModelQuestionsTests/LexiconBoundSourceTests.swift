import Foundation
import Lexicon
import ModelQuestions
import Quiz
import Support
import TestSupport
import Testing

/// Lexicon-bound model questions against a scripted model: the lexicon fixes word, choices and key;
/// what the model writes around them is checked; a server that ignores the constants is left for
/// free questions.
@Suite struct LexiconBoundSourceTests {
    /// The real binder, always with one seed, so a test knows the choices the source will send.
    struct FixedSeedBinder: ChoiceBinder {
        let inner: LexiconChoiceBinder
        let seed: UInt64

        func bind(word: String, level: CEFRLevel?, seed _: UInt64) -> BoundChoices? {
            inner.bind(word: word, level: level, seed: seed)
        }

        func checked(_ question: Question, bound: BoundChoices, level: CEFRLevel?) -> Result<
            Question, QuestionRejection
        > {
            inner.checked(question, bound: bound, level: level)
        }
    }

    static let lexicon = Result { try Lexicon.bundled() }

    /// The binder and its choices for `word`, with the first seed that gives `task`.
    static func binder(_ word: String, task: BoundChoices.Task) throws -> (FixedSeedBinder, BoundChoices) {
        let inner = LexiconChoiceBinder(lexicon: try lexicon.get())
        for seed in UInt64(0)..<64 {
            if let bound = inner.bind(word: word, level: nil, seed: seed), bound.task == task {
                return (FixedSeedBinder(inner: inner, seed: seed), bound)
            }
        }
        throw CancellationError()
    }

    static func reply(
        _ bound: BoundChoices, text: String, explanation: String? = nil, choices: [String]? = nil
    ) -> ScriptedLanguageModel.Step {
        let object: [String: Any] = [
            "word": bound.word, "text": text, "choices": choices ?? bound.choices, "answer": bound.answer,
            "explanation": explanation ?? "\"\(bound.answer)\" is right: \(bound.facts.gloss).",
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
        return .text(String(decoding: data, as: UTF8.self))
    }

    static func source(
        _ model: ScriptedLanguageModel, binder: any ChoiceBinder, attempts: Int = 3,
        remembersEarlierTurns: Bool = false, events: Locked<[String]> = Locked([])
    ) -> ModelQuestionSource {
        ModelQuestionSource(
            model: model, templates: PromptTemplates(instructions: "Teach.", question: "{{words}}\n{{facts}}"),
            sourceName: "scripted", seed: 3, attempts: attempts, isStreaming: false,
            remembersEarlierTurns: remembersEarlierTurns,
            check: QuestionChecker(lexicon: try! lexicon.get()), binder: binder
        ) { event in
            switch event {
            case let .rejected(_, reason): events.withLock { $0.append(reason) }
            case let .notice(text): events.withLock { $0.append("note: " + text) }
            default: break
            }
        }
    }

    @Test func theSchemaFixesWordChoicesAndKeyAndTheModelWritesTheSentence() async throws {
        let (binder, bound) = try Self.binder("lamb", task: .blankSentence)
        let model = ScriptedLanguageModel([
            Self.reply(bound, text: "On the farm a little lamb is next to its mother.")
        ])
        let item = try await Self.source(model, binder: binder).nextQuestion(for: QuestionRequest(words: ["lamb"])) {
            _ in
        }
        #expect(item.choiceOrigin == .lexicon)
        #expect(item.isChecked == true)
        #expect(Set(item.question.choices) == Set(bound.choices))
        #expect(item.question.answer == "lamb")
        #expect(item.question.text == "On the farm a little _____ is next to its mother.")
        let wrong = try #require(item.question.choices.indices.first { $0 != item.question.answerIndex })
        #expect(item.feedback(forChoice: wrong)?.contains("means") == true)
        let request = try #require(model.requests.first)
        let schema = try #require(request.responseFormat?.schemaJSON)
        #expect(schema.contains(#""enum":["lamb"]"#), "\(schema)")
        #expect(schema.contains(#""enum":["\#(bound.answer)"]"#), "\(schema)")
        // The grammar carries the word: the sentence's pattern names it, as does the explanation's.
        #expect(schema.components(separatedBy: #""pattern""#).count == 3, "\(schema)")
        #expect(schema.contains("[Ll]amb"), "\(schema)")
        // The prompt is the bound template alone (these test templates list the choices; the shipped
        // ones do not): the schema is not described after it, as SmolLM2 copied its choices and field
        // notes into the stem. The turn asks for a frequency penalty.
        let prompt = try #require(request.messages.last?.content)
        #expect(bound.choices.allSatisfy(prompt.contains))
        #expect(!prompt.contains("Reply with only a JSON object"), "\(prompt)")
        #expect(!prompt.contains("Fixed"), "\(prompt)")
        #expect(request.options.frequencyPenalty == 0.5)
    }

    @Test func aBoundTurnSendsNoEarlierTurnsButAFreeTurnDoes() async throws {
        let (binder, bound) = try Self.binder("lamb", task: .blankSentence)
        // A word the lexicon lacks is asked free (and unchecked).
        let free = ModelQuestionSourceCheckTests.reply(
            "glorbish", key: "a made-up word", wrong: ["a loud noise", "a tool", "a tree"])
        let model = ScriptedLanguageModel([
            Self.reply(bound, text: "We fed the young lamb with milk."),
            Self.reply(bound, text: "On the farm a little lamb is next to its mother."), free,
        ])
        let source = Self.source(model, binder: binder, remembersEarlierTurns: true)
        for _ in 0..<2 { _ = try await source.nextQuestion(for: QuestionRequest(words: ["lamb"])) { _ in } }
        let third = try await source.nextQuestion(for: QuestionRequest(words: ["glorbish"])) { _ in }
        #expect(third.choiceOrigin == .model)
        let roles = model.requests.map { $0.messages.map(\.role) }
        #expect(roles.count == 3)
        // The second bound turn sees only the instructions (with the words already asked) and its prompt:
        // SmolLM2 copied its own earlier stem when it saw it (7 of 10 stems in a REPL run).
        #expect(roles[1] == [.system, .user], "\(roles)")
        #expect(model.requests[1].messages[0].content.contains("Words already asked: lamb."))
        #expect(!model.requests[1].messages.map(\.content).joined().contains("We fed the young"))
        // A free turn still sees recent turns verbatim, and asks for no penalty.
        #expect(roles[2].filter { $0 == .assistant }.count == 2, "\(roles)")
        #expect(model.requests[2].options.frequencyPenalty == nil)
    }

    @Test(
        arguments: [
            ("We fed the young Lamb with milk.", nil, "We fed the young _____ with milk."),
            (
                "On the farm a little ___ is next to its mother", nil,
                "On the farm a little ___ is next to its mother"
            ),
            ("A lamb slept next to another lamb.", "giveaway: \"lamb\": the sentence uses \"lamb\" 2 times", nil),
            ("The _____ slept next to a lamb.", "giveaway: \"lamb\": the sentence has a blank and shows", nil),
            (
                "On the farm two little lambs play.", "wording: \"lamb\": the sentence uses \"lambs\", not \"lamb\"",
                nil
            ),
            (
                "On the farm a young sheep is with its mother.",
                "off-target: \"lamb\": the sentence does not use \"lamb\"", nil
            ),
            ("On the farm a _____ and a _____ slept.", "wording: \"lamb\": the sentence has 2 blanks", nil),
            ("Lamb.", "wording: \"lamb\": the sentence has 0 words besides the blank", nil),
            ("_____. A new sentence,", "wording: \"lamb\": the sentence has 3 words besides the blank", nil),
            ("The lamb ran after the lambs.", "giveaway: \"lamb\": the sentence also shows \"lambs\"", nil),
            (
                "On the farm we fed the young lamb and the.",
                "wording: \"lamb\": the stem stops at \"the\"; finish the sentence", nil
            ),
            (
                "Lamb, grass, grass, grass, farm, farm.",
                "wording: \"lamb\": the stem repeats \"grass\" 3 times; write a sentence, not a list", nil
            ),
        ] as [(String, String?, String?)])
    func theClientBlanksTheOneUseOfTheWordAsGiven(text: String, reason: String?, stem: String?) async throws {
        let (binder, bound) = try Self.binder("lamb", task: .blankSentence)
        let good = Self.reply(bound, text: "We fed the young lamb with milk.")
        let model = ScriptedLanguageModel([Self.reply(bound, text: text), good])
        let events = Locked<[String]>([])
        let item = try await Self.source(model, binder: binder, events: events).nextQuestion(
            for: QuestionRequest(words: ["lamb"])
        ) { _ in }
        #expect(item.choiceOrigin == .lexicon)
        if let reason {
            #expect(events.value.count == 1 && events.value[0].hasPrefix(reason), "\(events.value)")
            #expect(item.question.text == "We fed the young _____ with milk.")
        } else {
            #expect(events.value.isEmpty, "\(events.value)")
            #expect(item.question.text == stem)
        }
        // The explanation names the key and is never blanked.
        #expect(item.question.explanation.contains("\"lamb\""), "\(item.question.explanation)")
    }

    @Test func aSentenceHoldingAnotherChoiceIsRejected() async throws {
        let (binder, bound) = try Self.binder("lamb", task: .blankSentence)
        let other = try #require(bound.choices.first { $0 != bound.answer })
        let model = ScriptedLanguageModel([
            Self.reply(bound, text: "The lamb walked past the \(other) in the field."),
            Self.reply(bound, text: "We fed the young lamb with milk."),
        ])
        let events = Locked<[String]>([])
        _ = try await Self.source(model, binder: binder, events: events).nextQuestion(
            for: QuestionRequest(words: ["lamb"])
        ) { _ in }
        #expect(
            events.value == [
                "wording: \"lamb\": the sentence contains the choice \"\(other)\"; only the blank may hold a choice"
            ])
    }

    @Test func aMeaningQuestionMustNameTheWordAndItsExplanationTheKey() async throws {
        let (binder, bound) = try Self.binder("lamb", task: .meaningQuestion)
        let model = ScriptedLanguageModel([
            Self.reply(bound, text: "What does this word mean?"),
            Self.reply(bound, text: "On a farm, what is a lamb?", explanation: "It is an animal."),
            Self.reply(bound, text: "On a farm, what is a lamb?"),
        ])
        let events = Locked<[String]>([])
        let item = try await Self.source(model, binder: binder, events: events).nextQuestion(
            for: QuestionRequest(words: ["lamb"])
        ) { _ in }
        #expect(item.question.answer == bound.answer)
        #expect(events.value.count == 2)
        #expect(events.value.first?.hasPrefix("off-target: \"lamb\": the question does not name \"lamb\"") == true)
        #expect(events.value.last?.hasPrefix("wording: \"lamb\": the explanation does not name the answer") == true)
    }

    @Test func changedChoicesAreSchemaFaultsAndTwoInARowFallBackToFreeQuestions() async throws {
        let (binder, bound) = try Self.binder("lamb", task: .blankSentence)
        let changed = Self.reply(bound, text: "We fed the young _____.", choices: ["lamb", "cow", "dog", "cat"])
        let free = ModelQuestionSourceCheckTests.reply(
            "lamb", key: "a young sheep", wrong: ["a loud noise", "a tool", "a tree"])
        let model = ScriptedLanguageModel([changed, changed, changed, free, free])
        let events = Locked<[String]>([])
        let source = Self.source(model, binder: binder, events: events)
        let first = try await source.nextQuestion(for: QuestionRequest(words: ["lamb"])) { _ in }
        #expect(first.choiceOrigin == .model)
        #expect(first.question.answer == "a young sheep")
        let log = events.value
        #expect(log.filter { $0.hasPrefix("schema: ") }.count == 3, "\(log)")
        #expect(log.filter { $0.hasPrefix("note: scripted ignores the fixed choices") }.count == 1, "\(log)")
        // Free from then on: the next turn asks the model for everything, and nothing is said again.
        let second = try await source.nextQuestion(for: QuestionRequest(words: ["lamb"])) { _ in }
        #expect(second.choiceOrigin == .model)
        #expect(events.value.filter { $0.hasPrefix("note:") }.count == 1)
        #expect(model.requests.count == 5)
    }
}
