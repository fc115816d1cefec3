import Foundation
import Quiz
import Testing

@testable import ModelQuestions

/// The check on lexicon-bound stems that talk about the quiz, measured both ways: on right sentences
/// (the natural corpus' blank sentences and meaning questions, and the scripted tests' sentences) and
/// on real SmolLM2 replies that every other check passed (`Tests/Fixtures/smollm2-bound-junk`).
@Suite struct QuizTalkTests {
    struct Stem: Decodable {
        let word: String
        let task: String
        let text: String

        var boundTask: BoundChoices.Task { task == "meaning question" ? .meaningQuestion : .blankSentence }
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The prompts the program ships and loads.
    static func shipped() throws -> PromptTemplates {
        try PromptTemplates(
            contentsOf: fixtures.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
                "Prompts/Texts"))
    }

    /// The natural corpus' stems of the two bound kinds, with the task each would be.
    static func naturalStems() throws -> [Stem] {
        struct Item: Decodable {
            let kind: String
            let word: String
            let text: String
        }
        let text = try String(
            contentsOf: fixtures.appendingPathComponent("natural-corpus/natural-questions.jsonl"), encoding: .utf8)
        let tasks = ["fill-in-the-blank": "blank sentence", "word-to-definition": "meaning question"]
        return try text.split(separator: "\n").compactMap { line in
            let item = try JSONDecoder().decode(Item.self, from: Data(line.utf8))
            return tasks[item.kind].map { Stem(word: item.word, task: $0, text: item.text) }
        }
    }

    /// The right sentences of the scripted lexicon-bound tests (source and binary), as checked.
    static let scriptedStems = [
        Stem(word: "lamb", task: "blank sentence", text: "On the farm a little _____ is next to its mother."),
        Stem(word: "lamb", task: "blank sentence", text: "We fed the young _____ with milk."),
        Stem(word: "lamb", task: "blank sentence", text: "On the farm a young _____ is with its mother today."),
        Stem(word: "lamb", task: "meaning question", text: "On a farm, what is a lamb?"),
        Stem(word: "lamb", task: "meaning question", text: "On a farm, what does \"lamb\" mean?"),
    ]

    /// SmolLM2's lexicon-bound stems that passed every other check, from live runs.
    static func junk() throws -> [Stem] {
        let text = try String(
            contentsOf: fixtures.appendingPathComponent("smollm2-bound-junk/stems.jsonl"), encoding: .utf8)
        return try text.split(separator: "\n").map { try JSONDecoder().decode(Stem.self, from: Data($0.utf8)) }
    }

    static func rejected(_ stems: [Stem], by talk: QuizTalk) -> [String] {
        stems.compactMap { stem in
            talk.rejection(of: stem.text, task: stem.boundTask).map { "\(stem.word): \(stem.text) -> \($0)" }
        }
    }

    @Test func everyTermIsHowTheShippedPromptsNameAPartOfTheQuiz() throws {
        let prompts = try Self.shipped()
        let runs = [prompts.instructions, prompts.boundBlankSentence, prompts.boundMeaningQuestion].flatMap(
            QuizTalk.runs(in:))
        for term in QuizTalk.terms {
            #expect(runs.contains { QuizTalk.contains(term, in: $0) }, "\(term) is not in the shipped prompts")
        }
        #expect(QuizTalk.contains(["quiz"], in: ["two", "quizzes"]))
        #expect(QuizTalk.contains(["target", "word"], in: ["the", "target", "words"]))
        #expect(!QuizTalk.contains(["target", "word"], in: ["targets", "word"]))
    }

    @Test func noRightSentenceIsRejected() throws {
        let talk = QuizTalk(templates: try Self.shipped())
        let natural = try Self.naturalStems()
        #expect(natural.count == 52)
        #expect(Self.rejected(natural + Self.scriptedStems, by: talk) == [])
    }

    @Test func everySavedSmolLM2EchoIsRejected() throws {
        let talk = QuizTalk(templates: try Self.shipped())
        let junk = try Self.junk()
        #expect(!junk.isEmpty)
        #expect(Self.rejected(junk, by: talk).count == junk.count, "\(Self.rejected(junk, by: talk))")
    }

    @Test(
        arguments: [
            ("The target word _____ fits the question stem.", "the stem talks about the quiz (\"target word\")"),
            ("My favourite _____ is the answer to everything.", "the stem talks about the quiz (\"answer\")"),
            (
                "These _____ are plausible for a child.",
                "the stem repeats the instructions (\"are plausible for\")"
            ),
            ("It is a _____ that is good.", "the sentence has 1 content words besides the blank"),
            // SmolLM2, live (BENCHMARKS.md): a possessive is still the quiz's term.
            (
                "the stem's intended meaning is _____, but in this instance I will provide an example.",
                "the stem talks about the quiz (\"stem\")"
            ),
            ("The answers' order is _____ by the child.", "the stem talks about the quiz (\"answer\")"),
        ] as [(String, String)])
    func aStemIsRejectedWithTheRuleItBreaks(text: String, reason: String) throws {
        let talk = QuizTalk(prompts: ["The options are plausible for a learner.", "Name the target word."])
        let rejection = try #require(talk.rejection(of: text, task: .blankSentence))
        #expect(rejection.reason == .offTarget)
        #expect(rejection.detail.hasPrefix(reason), "\(rejection.detail)")
    }

    @Test func placeholdersBreakEchoesSoTheWordAndTopicAreNeverOne() {
        let talk = QuizTalk(prompts: ["write a short story about {{topic}} football games, one of the {{word}}"])
        #expect(talk.echoes == [["write", "a", "short"], ["a", "short", "story"], ["short", "story", "about"]])
    }

    @Test func aMeaningQuestionNeedsNoContextButMayNotTalkAboutTheQuiz() {
        let talk = QuizTalk(prompts: [])
        #expect(talk.rejection(of: "What does *cheap* mean?", task: .meaningQuestion) == nil)
        #expect(talk.rejection(of: "What does cheap mean in this question?", task: .meaningQuestion) != nil)
    }
}
