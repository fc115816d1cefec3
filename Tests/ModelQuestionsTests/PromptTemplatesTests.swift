import Foundation
import Quiz
import Testing

@testable import ModelQuestions

@Suite("Prompt templates")
struct PromptTemplatesTests {
    let templates = PromptTemplates(
        instructions: "Teach.", question: "L={{level}} T={{topic}} W={{words}} A={{asked}}")

    @Test func theTurnPromptCarriesLevelTopicAndAskedWordsWhenTheModelPicksFreely() {
        let prompt = templates.prompt(
            for: QuestionRequest(level: .b2, topic: "food", excludedWords: ["salmon", "abate"]))
        #expect(
            prompt
                == "L=B2 T=food W=Choose any suitable target word. "
                + "A=Already asked (do not use these words): abate, salmon")
        #expect(
            templates.prompt(for: QuestionRequest()).hasSuffix("A=Already asked (do not use these words): none yet"))
    }

    @Test func aListToPickFromReplacesTheAskedLineAndItsLineBreak() {
        let lines = PromptTemplates(instructions: "Teach.", question: "Level: {{level}}\n{{words}}\n{{asked}}")
        let prompt = lines.prompt(for: QuestionRequest(level: .a2, words: ["lamb", "duck"], excludedWords: ["salmon"]))
        #expect(prompt == "Level: A2\nChoose the target word from: lamb, duck")
    }

    @Test func aSingleWordIsFixed() {
        #expect(templates.prompt(for: QuestionRequest(words: ["abate"])).contains("must be: abate"))
    }

    @Test func theAskedListIsBoundedSoPromptsStayShort() {
        let asked = Set((0..<500).map { "word\($0)" })
        let askedOnly = PromptTemplates(instructions: "Teach.", question: "{{asked}}")
        let prompt = askedOnly.prompt(for: QuestionRequest(excludedWords: asked), askedLimit: 10)
        #expect(prompt.split(separator: ",").count == 10)
    }

    @Test func missingOrEmptyFilesAreNamed() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: PromptTemplatesError.unreadable(directory.appendingPathComponent("instructions.md").path)) {
            try PromptTemplates(contentsOf: directory)
        }
        try "Teach.".write(to: directory.appendingPathComponent("instructions.md"), atomically: true, encoding: .utf8)
        try "  \n".write(to: directory.appendingPathComponent("question.md"), atomically: true, encoding: .utf8)
        #expect(throws: PromptTemplatesError.empty(directory.appendingPathComponent("question.md").path)) {
            try PromptTemplates(contentsOf: directory)
        }
    }
}
