import Foundation
import GuidedGeneration

/// A test-only `Generable` shaped like the quiz's `Question`, with the same kinds of checks its
/// initializer makes (answer among the choices, no empty or duplicate choices).
struct QuizCard: Generable, Equatable {
    var word: String
    var text: String
    var choices: [String]
    var answer: String
    var explanation: String

    static let generationSchema = GenerationSchema(
        type: QuizCard.self,
        properties: [
            .init(name: "word", type: String.self),
            .init(name: "text", type: String.self),
            .init(name: "choices", type: [String].self, guides: [.count(4)]),
            .init(name: "answer", type: String.self),
            .init(name: "explanation", type: String.self),
        ])

    struct InvalidCard: Error, LocalizedError {
        var errorDescription: String?
    }

    init(word: String, text: String, choices: [String], answer: String, explanation: String) {
        self.word = word
        self.text = text
        self.choices = choices
        self.answer = answer
        self.explanation = explanation
    }

    init(_ content: GeneratedContent) throws {
        word = try content.value(forProperty: "word")
        text = try content.value(forProperty: "text")
        choices = try content.value(forProperty: "choices")
        let rawAnswer: String = try content.value(forProperty: "answer")
        explanation = try content.value(forProperty: "explanation")
        let normalized = choices.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        if normalized.contains("") { throw InvalidCard(errorDescription: "a choice is empty") }
        if Set(normalized).count != normalized.count { throw InvalidCard(errorDescription: "two choices are the same") }
        guard let index = normalized.firstIndex(of: rawAnswer.trimmingCharacters(in: .whitespaces).lowercased()) else {
            throw InvalidCard(errorDescription: "answer \"\(rawAnswer)\" is not one of the choices")
        }
        answer = choices[index]
    }

    var generatedContent: GeneratedContent {
        GeneratedContent(properties: [
            "word": word, "text": text, "choices": choices, "answer": answer, "explanation": explanation,
        ])
    }

    /// The all-optional twin.
    struct PartiallyGenerated: PartiallyGeneratedContent, Equatable {
        var word: String?
        var text: String?
        var choices: [String]?
        var answer: String?
        var explanation: String?

        init() {}

        init(_ content: GeneratedContent) throws {
            word = try content.value(forProperty: "word")
            text = try content.value(forProperty: "text")
            choices = try content.value(forProperty: "choices")
            answer = try content.value(forProperty: "answer")
            explanation = try content.value(forProperty: "explanation")
        }
    }

    /// A valid card as JSON, with optional overrides to make it invalid in one way.
    static func json(
        word: String = "apple", choices: [String] = ["fruit", "tool", "city", "colour"], answer: String = "fruit"
    ) -> String {
        let card = QuizCard(
            word: word, text: "What is an \(word)?", choices: choices, answer: answer, explanation: "It grows on trees."
        )
        return card.generatedContent.jsonString
    }
}
