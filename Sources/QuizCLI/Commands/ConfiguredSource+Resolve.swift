import Foundation
import LanguageModels
import Lexicon
import ModelQuestions
import Prompts
import Quiz
import ScoreHistory

extension ConfiguredSource {
    /// The source the command line and environment ask for: a model when an endpoint is configured
    /// (`--endpoint`, `VOCABQUIZ_ENDPOINT` or `OPENAI_BASE_URL`), else the offline lexicon.
    ///
    /// - Throws: A clear error for a bad endpoint, unreadable prompts, or a lexicon that cannot load.
    static func resolve(_ options: SourceOptions, in context: CommandContext) throws -> ConfiguredSource {
        let configuration = try ModelEnvironment.configuration(
            endpoint: options.endpoint, model: options.model, timeout: options.timeout,
            contextSize: options.contextSize, environment: context.environment)
        guard let configuration else {
            return .offline(try loadLexicon(checking: options.words, in: context))
        }
        let directory =
            try options.promptsDirectory.map { URL(fileURLWithPath: $0) }
            ?? BundledPrompts.locate(with: context.resources).directory
        return .model(
            ModelSetup(
                configuration: configuration, templates: try PromptTemplates(contentsOf: directory),
                attempts: options.attempts ?? 3, lexicon: try Lexicon.bundled(from: context.resources)))
    }

    /// The bundled lexicon, after telling the user once which of `words` it lacks.
    ///
    /// - Throws: `LexiconError` when the lexicon cannot be loaded, or `QuizSetupError.noKnownWords`.
    private static func loadLexicon(checking words: [String]?, in context: CommandContext) throws -> Lexicon {
        let warnings = context.errors
        let lexicon = try Lexicon.bundled(from: context.resources)
        if let words {
            let unknown = lexicon.unknownWords(in: words)
            if unknown.count == words.count { throw QuizSetupError.noKnownWords(words) }
            if !unknown.isEmpty {
                warnings.write("note: not in the offline lexicon, so never asked: \(unknown.joined(separator: ", "))\n")
            }
        }
        return lexicon
    }

    /// Waits for a model server that is still loading, saying so on standard error.
    func waitUntilReady(in context: CommandContext) async throws {
        try await waitUntilReady { context.errors.write($0 + "\n") }
    }

    /// The banner's line about the source, and how to switch.
    var bannerLines: String {
        switch self {
        case .offline:
            """
            Questions come from the offline lexicon (WordNet 3.0); no model is configured.
            To use a model: vocabquiz --endpoint URL --model NAME (or set VOCABQUIZ_ENDPOINT).
            """
        case let .model(setup):
            "Questions are written by \(setup.configuration.description)."
        }
    }
}

extension ModelQuestionSource.Event {
    /// The same event as a transcript line.
    func transcriptEvent(at time: Date) -> TranscriptEvent {
        switch self {
        case let .instructions(text): TranscriptEvent(kind: .instructions, at: time, text: text)
        case let .prompt(text): TranscriptEvent(kind: .prompt, at: time, text: text)
        case let .modelOutput(text): TranscriptEvent(kind: .modelOutput, at: time, text: text)
        case let .rejected(attempt, reason): TranscriptEvent(kind: .retry, at: time, reason: reason, attempt: attempt)
        case let .timing(label, seconds): TranscriptEvent(kind: .timing, at: time, label: label, seconds: seconds)
        }
    }
}
