import Foundation
import Quiz

/// The prompt texts a model-backed quiz uses, loaded at run time from a folder (`Prompts/Texts`
/// or the learner's `--prompts DIR`) so they can be changed without rebuilding.
public struct PromptTemplates: Sendable, Equatable {
    /// The persistent session's instructions: the English teacher.
    public var instructions: String
    /// The per-turn prompt, with `{{level}}`, `{{topic}}`, `{{words}}`, `{{facts}}` and `{{asked}}` placeholders.
    public var question: String
    /// The per-turn prompts of lexicon-bound questions, by task, with `{{level}}`, `{{topic}}`,
    /// `{{word}}`, `{{pos}}`, `{{meaning}}`, `{{choices}}` and `{{answer}}` placeholders.
    public var boundBlankSentence: String
    public var boundMeaningQuestion: String

    /// - Parameters:
    ///   - boundBlankSentence: Defaults to a bare prompt naming the word and its fixed choices, for
    ///     tests of free questions; the program loads `Prompts/Texts`.
    public init(
        instructions: String, question: String,
        boundBlankSentence: String = "Blank sentence for {{word}}: {{choices}}; answer {{answer}}",
        boundMeaningQuestion: String = "Meaning question for {{word}}: {{choices}}; answer {{answer}}"
    ) {
        self.instructions = instructions
        self.question = question
        self.boundBlankSentence = boundBlankSentence
        self.boundMeaningQuestion = boundMeaningQuestion
    }

    /// The files a prompts folder holds.
    public static let fileNames = [
        "instructions.md", "question.md", "bound-blank-sentence.md", "bound-meaning-question.md",
    ]

    /// Reads the prompt files (`fileNames`) from `directory`.
    ///
    /// - Throws: `PromptTemplatesError` naming the file that is missing or empty.
    public init(contentsOf directory: URL) throws(PromptTemplatesError) {
        instructions = try Self.read("instructions.md", in: directory)
        question = try Self.read("question.md", in: directory)
        boundBlankSentence = try Self.read("bound-blank-sentence.md", in: directory)
        boundMeaningQuestion = try Self.read("bound-meaning-question.md", in: directory)
    }

    /// The per-turn prompt of a lexicon-bound question: the model is told the fixed word, choices and
    /// answer, and writes only the stem and the explanation.
    public func prompt(for request: QuestionRequest, bound: BoundChoices) -> String {
        let template =
            switch bound.task {
            case .blankSentence: boundBlankSentence
            case .meaningQuestion: boundMeaningQuestion
            }
        return
            template
            .replacingOccurrences(of: "{{level}}", with: request.level?.rawValue ?? "any (B1 if unsure)")
            .replacingOccurrences(of: "{{topic}}", with: request.topic ?? "any")
            .replacingOccurrences(of: "{{word}}", with: bound.word)
            .replacingOccurrences(of: "{{pos}}", with: bound.facts.partOfSpeech)
            .replacingOccurrences(of: "{{meaning}}", with: bound.facts.gloss)
            .replacingOccurrences(of: "{{choices}}", with: bound.choices.map { "\"\($0)\"" }.joined(separator: ", "))
            .replacingOccurrences(of: "{{answer}}", with: bound.answer)
    }

    private static func read(_ name: String, in directory: URL) throws(PromptTemplatesError) -> String {
        let url = directory.appendingPathComponent(name)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { throw .unreadable(url.path) }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .empty(url.path) }
        return trimmed
    }

    /// The per-turn prompt for `request`.
    ///
    /// `{{asked}}` lists the words already asked only when the model picks its word freely. When it
    /// must pick from a list, the run-time `anyOf` holds only unasked words, so the line would be
    /// noise: it is dropped, which keeps every prompt the same size (a small model also does better
    /// on shorter prompts). Only the last `askedLimit` asked words are listed, so the prompt stays
    /// short in long sessions; the client checks the rest.
    ///
    /// `facts` fill `{{facts}}`; without facts its line is dropped. A template without the placeholder
    /// asks ungrounded (how the benchmark measures what grounding is worth).
    public func prompt(for request: QuestionRequest, facts: WordFacts? = nil, askedLimit: Int = 60) -> String {
        let words: String
        if let list = request.words, list.count == 1 {
            words = "The target word must be: \(list[0])"
        } else if let list = request.words {
            words = "Choose the target word from: \(list.joined(separator: ", "))"
        } else {
            words = "Choose any suitable target word."
        }
        let template =
            facts.map { question.replacingOccurrences(of: "{{facts}}", with: $0.promptLines) }
            ?? question.replacingOccurrences(of: "\n{{facts}}", with: "").replacingOccurrences(
                of: "{{facts}}", with: "")
        let filled =
            template
            .replacingOccurrences(of: "{{level}}", with: request.level?.rawValue ?? "any (B1 if unsure)")
            .replacingOccurrences(of: "{{topic}}", with: request.topic ?? "any")
            .replacingOccurrences(of: "{{words}}", with: words)
        guard request.words == nil else {
            return filled.replacingOccurrences(of: "\n{{asked}}", with: "").replacingOccurrences(
                of: "{{asked}}", with: "")
        }
        let asked = request.excludedWords.sorted().suffix(askedLimit)
        return filled.replacingOccurrences(
            of: "{{asked}}",
            with: "Already asked (do not use these words): "
                + (asked.isEmpty ? "none yet" : asked.joined(separator: ", ")))
    }
}

public enum PromptTemplatesError: Error, Equatable, CustomStringConvertible {
    case unreadable(String)
    case empty(String)

    public var description: String {
        switch self {
        case let .unreadable(path): "cannot read the prompt file '\(path)'"
        case let .empty(path): "the prompt file '\(path)' is empty"
        }
    }
}
