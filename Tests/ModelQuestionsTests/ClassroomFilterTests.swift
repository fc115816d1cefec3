import Foundation
import LanguageModels
import Lexicon
import ModelQuestions
import Quiz
import Support
import TestSupport
import Testing

/// What a model writes is held to the classroom filter the offline lexicon was built with: a reply
/// with a listed term in any field a learner sees is rejected as `classroom` and re-asked, as the
/// source that `vocabquiz` configures builds it (the bundled `classroom-terms.txt`); `--mature` lets it
/// through.
@Suite struct ClassroomFilterTests {
    static let lexicon = LexiconBoundSourceTests.lexicon

    /// A free "what does lamb mean" reply with the given fields.
    static func reply(
        text: String = "What does \"lamb\" mean?", wrong: [String] = ["a loud noise", "a tool", "a tree"],
        explanation: String = "\"a young sheep\" is right: a lamb is a young sheep."
    ) -> ScriptedLanguageModel.Step {
        let object: [String: Any] = [
            "word": "lamb", "text": text, "choices": ["a young sheep"] + wrong, "answer": "a young sheep",
            "explanation": explanation,
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
        return .text(String(decoding: data, as: UTF8.self))
    }

    /// A free-question (`--choices model`) source for `audience`, as the CLI configures it.
    static func source(
        _ model: ScriptedLanguageModel, audience: Audience = .classroom, isChecked: Bool = true,
        events: Locked<[String]>
    ) throws -> ModelQuestionSource {
        let setup = ConfiguredSource.ModelSetup(
            configuration: try ModelConfiguration(endpoint: "http://127.0.0.1:9/v1"),
            templates: PromptTemplates(instructions: "Teach.", question: "{{words}}\n{{facts}}"), attempts: 3,
            lexicon: try lexicon.get().restricted(to: audience), isChecked: isChecked, bindsChoices: false)
        return setup.makeSource(model: model, seed: 7) { event in
            if case let .rejected(_, reason) = event { events.withLock { $0.append(reason) } }
        }
    }

    @Test(
        arguments: [
            (reply(text: "What does \"lamb\" mean, that's-a-bitch?"), "the stem contains \"bitch\""),
            (
                reply(explanation: "Bitches have puppies; \"a young sheep\" is a lamb."),
                "the explanation contains \"bitches\""
            ),
            (reply(wrong: ["a loud noise", "a SHIT tool", "a tree"]), "the choice contains \"shit\""),
            (reply(text: "Which meaning fits \"lamb\" in a sexual_health lesson?"), "the stem contains \"sexual\""),
            (reply(explanation: "\"a young sheep\" is right, not a crack cocaine deal."), "contains \"crack cocaine\""),
            // Live SmolLM2: words glued together, which whole-word matching misses.
            (reply(text: "What does \"lamb\" mean, as it'srapedomina?"), "the stem contains \"rape\""),
        ] as [(ScriptedLanguageModel.Step, String)])
    func aListedTermInAnyFieldIsRejectedAndReasked(step: ScriptedLanguageModel.Step, detail: String) async throws {
        let events = Locked<[String]>([])
        let model = ScriptedLanguageModel([step, Self.reply()])
        let item = try await Self.source(model, events: events).nextQuestion(for: QuestionRequest(words: ["lamb"])) {
            _ in
        }
        #expect(item.question.text == "What does \"lamb\" mean?")
        #expect(events.value.count == 1, "\(events.value)")
        #expect(events.value.first?.hasPrefix("classroom: \"lamb\": ") == true, "\(events.value)")
        #expect(events.value.first?.contains(detail) == true, "\(events.value)")
        #expect(model.requests.count == 2)
    }

    /// Words that only look like listed ones: the filter matches whole words and real plurals.
    @Test func aCleanSentenceIsNotRejected() async throws {
        let events = Locked<[String]>([])
        let clean = Self.reply(
            text:
                "On Saturday in class, the cook assessed the spices, grapes and the heroines of the story: what does \"lamb\" mean?",
            explanation: "\"a young sheep\" is right: farmers classify a lamb as a young sheep.")
        let model = ScriptedLanguageModel([clean])
        let item = try await Self.source(model, events: events).nextQuestion(for: QuestionRequest(words: ["lamb"])) {
            _ in
        }
        #expect(events.value.isEmpty, "\(events.value)")
        #expect(item.question.text.hasPrefix("On Saturday in class, the cook"))
    }

    @Test func matureLetsTheSameReplyThrough() async throws {
        let events = Locked<[String]>([])
        let model = ScriptedLanguageModel([Self.reply(text: "What does \"lamb\" mean, that's-a-bitch?")])
        let item = try await Self.source(model, audience: .mature, events: events).nextQuestion(
            for: QuestionRequest(words: ["lamb"])
        ) { _ in }
        #expect(events.value.isEmpty, "\(events.value)")
        #expect(item.question.text.contains("bitch"))
    }

    /// `--unchecked` turns the lexicon's checks off, not the classroom filter.
    @Test func uncheckedQuestionsAreStillFiltered() async throws {
        let events = Locked<[String]>([])
        let model = ScriptedLanguageModel([Self.reply(text: "What does \"lamb\" mean, you Bastard?"), Self.reply()])
        _ = try await Self.source(model, isChecked: false, events: events).nextQuestion(
            for: QuestionRequest(words: ["lamb"])
        ) { _ in }
        #expect(events.value.map { $0.prefix(10) } == ["classroom:"], "\(events.value)")
    }

    /// A lexicon-bound stem is the model's text too.
    @Test func aBoundSentenceWithATermIsRejected() async throws {
        let (binder, bound) = try LexiconBoundSourceTests.binder("lamb", task: .blankSentence)
        let model = ScriptedLanguageModel([
            LexiconBoundSourceTests.reply(bound, text: "We fed the young lamb, that's-a-bitch, with milk."),
            LexiconBoundSourceTests.reply(bound, text: "We fed the young lamb with milk."),
        ])
        let events = Locked<[String]>([])
        let source = ModelQuestionSource(
            model: model, templates: PromptTemplates(instructions: "Teach.", question: "{{words}}\n{{facts}}"),
            sourceName: "scripted", seed: 3, isStreaming: false, remembersEarlierTurns: false,
            check: QuestionChecker(lexicon: try Self.lexicon.get()), binder: binder,
            classroomFilter: ClassroomFilter(
                terms: try #require(try Self.lexicon.get().classroomTerms), lexicon: try Self.lexicon.get())
        ) { event in
            if case let .rejected(_, reason) = event { events.withLock { $0.append(reason) } }
        }
        let item = try await source.nextQuestion(for: QuestionRequest(words: ["lamb"])) { _ in }
        #expect(item.question.text == "We fed the young _____ with milk.")
        #expect(
            events.value.count == 1 && events.value[0].hasPrefix("classroom: \"lamb\": the stem"), "\(events.value)")
    }
}
