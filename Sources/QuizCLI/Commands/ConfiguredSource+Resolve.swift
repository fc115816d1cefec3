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
    /// - Parameter judgesByDefault: Turn the blind check on when a `--judge-*` option names a second
    ///   model (export does; a quiz needs `--verify blind`).
    /// - Throws: A clear error for a bad endpoint, unreadable prompts, or a lexicon that cannot load.
    static func resolve(
        _ options: SourceOptions, judgesByDefault: Bool = false, in context: CommandContext
    ) throws -> ConfiguredSource {
        let configuration = try ModelEnvironment.configuration(
            endpoint: options.endpoint, model: options.model, timeout: options.timeout,
            contextSize: options.contextSize, environment: context.environment)
        let audience = Audience.resolve(flag: options.isMature, environment: context.environment)
        try options.checkModelOptionsHaveAnEndpoint(hasEndpoint: configuration != nil)
        guard let configuration else {
            let lexicon = try loadLexicon(checking: options.words, audience: audience, in: context)
            try checkSenses(options.senses, in: lexicon)
            if !options.senses.isEmpty {
                context.errors.write("note: offline questions do not pick a sense; '#N' takes effect with a model\n")
            }
            return .offline(lexicon)
        }
        configuration.prewarm()
        let directory =
            try options.promptsDirectory.map { URL(fileURLWithPath: $0) }
            ?? BundledPrompts.locate(with: context.resources).directory
        let namesJudge = options.judgeEndpoint != nil || options.judgeModel != nil
        let judge =
            !options.isUnchecked && (options.verifiesBlind || (judgesByDefault && namesJudge))
            ? try ModelEnvironment.configuration(
                endpoint: options.judgeEndpoint ?? configuration.baseURL?.absoluteString ?? "",
                model: options.judgeModel ?? configuration.modelName, timeout: options.timeout,
                environment: context.environment)
            : nil
        let lexicon = try Lexicon.bundled(from: context.resources).restricted(to: audience)
        try checkSenses(options.senses, in: lexicon)
        return .model(
            ModelSetup(
                configuration: configuration, templates: try PromptTemplates(contentsOf: directory),
                attempts: options.attempts ?? 3, lexicon: lexicon, senses: options.senses,
                isChecked: !options.isUnchecked, judge: judge, bindsChoices: !options.choicesFromModel))
    }

    /// - Throws: `WordSenseError` for the first named sense the lexicon does not have.
    private static func checkSenses(_ senses: [String: Int], in lexicon: Lexicon) throws {
        for (word, number) in senses.sorted(by: { $0.key < $1.key }) { _ = try lexicon.sense(number, of: word) }
    }

    /// The bundled lexicon for `audience`, after telling the user once which of `words` it lacks and
    /// which the classroom filter leaves out.
    ///
    /// - Throws: `LexiconError` when the lexicon cannot be loaded, or `QuizSetupError.noKnownWords`.
    private static func loadLexicon(
        checking words: [String]?, audience: Audience, in context: CommandContext
    ) throws -> Lexicon {
        let warnings = context.errors
        let lexicon = try Lexicon.bundled(from: context.resources).restricted(to: audience)
        if let words {
            let unknown = lexicon.unknownWords(in: words)
            if unknown.count == words.count { throw QuizSetupError.noKnownWords(words) }
            let filtered = lexicon.restricted(to: .mature).unknownWords(in: words)
            let adultOnly = unknown.filter { !filtered.contains($0) }
            if !filtered.isEmpty {
                warnings.write(
                    "note: not in the offline lexicon, so never asked: \(filtered.joined(separator: ", "))\n")
            }
            if !adultOnly.isEmpty {
                warnings.write(
                    "note: left out by the classroom filter (--mature allows them): \(adultOnly.joined(separator: ", "))\n"
                )
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
        case let .offline(lexicon):
            // A learner who never asked for a model needs no model talk; --help and the README say how.
            "Questions come from the offline lexicon (WordNet 3.0)." + Self.audienceLine(lexicon.audience)
        case let .model(setup) where setup.isChecked:
            "Questions are written by \(setup.configuration.description) and checked against the lexicon"
                + (setup.judge.map { ", then answered blind by \($0.description)." } ?? ".") + "\n"
                + Self.choicesLine(setup) + Self.audienceLine(setup.lexicon.audience)
        case let .model(setup):
            "Questions are written by \(setup.configuration.description), UNCHECKED (--unchecked): answers may be wrong.\n"
                + Self.choicesLine(setup) + Self.audienceLine(setup.lexicon.audience)
        }
    }

    /// Whether a topic changes the questions: only a model writes to one.
    var followsTopics: Bool {
        if case .model = self { return true }
        return false
    }

    /// The words of a list the offline lexicon lacks; with a model, none (it can write about any word).
    var unknownWords: @Sendable ([String]) -> [String] {
        guard case let .offline(lexicon) = self else { return { _ in [] } }
        return { lexicon.unknownWords(in: $0) }
    }

    /// Agreement of a blind judge with the keys; nil offline.
    var agreement: BlindAgreement? {
        guard case let .model(setup) = self else { return nil }
        return setup.agreement
    }

    /// Which mode the choices come from (the transcript says it per question).
    private static func choicesLine(_ setup: ModelSetup) -> String {
        setup.bindsChoices
            ? "Choices: the lexicon picks them for the words it knows, the model writes the sentence (--choices model: the model writes all)."
            : "Choices: the model writes them (--choices model)."
    }

    /// Said only when the classroom filter is off, so nobody runs a class with it off by mistake.
    private static func audienceLine(_ audience: Audience) -> String {
        audience == .mature ? "\nMature content is on (--mature): the classroom filter is off." : ""
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
        case let .rekeyed(word, from, to):
            TranscriptEvent(
                kind: .rekeyed, at: time,
                text:
                    "re-keyed \"\(word)\": the key \"\(from)\" is wrong; \"\(to)\" is the one choice the lexicon confirms"
            )
        case let .notice(text): TranscriptEvent(kind: .notice, at: time, text: text)
        case let .tokens(prompt, completion):
            TranscriptEvent(kind: .tokens, at: time, text: "\(prompt) prompt + \(completion) completion")
        }
    }
}

/// Why a quiz could not start.
enum QuizSetupError: Error, CustomStringConvertible {
    case noKnownWords([String])

    var description: String {
        switch self {
        case let .noKnownWords(words):
            "none of the words (\(words.prefix(5).joined(separator: ", "))\(words.count > 5 ? ", …" : "")) is in the offline lexicon"
        }
    }
}
