import Foundation
import LanguageModels
import Lexicon
import Quiz
import Support

/// Where questions come from for this run: a model when an endpoint is configured, else the
/// embedded offline lexicon.
///
/// The one place that decides how a quiz and an export ask a model (tries, streaming, turn memory,
/// seeds), so the CLI and the benchmark send the same requests.
public enum ConfiguredSource: Sendable {
    case offline(Lexicon)
    case model(ModelSetup)

    /// What a model-backed source is built from.
    public struct ModelSetup: Sendable {
        public var configuration: ModelConfiguration
        public var templates: PromptTemplates
        public var attempts: Int
        /// Where candidate target words come from when the learner gave no list or topic.
        public var lexicon: Lexicon
        /// Senses a teacher named (`--words 'bank#2'`), by `Question.normalized` word: the prompt's facts
        /// and the check use them.
        public var senses: [String: Int]
        /// Check every model question against the lexicon (off with `--unchecked`).
        public var isChecked: Bool
        /// The model that answers each question blind, when `--verify blind` (or, for an export, a
        /// `--judge-*` option) asks for it.
        public var judge: ModelConfiguration?
        /// Let the lexicon pick the choices of questions about words it knows (the default); false
        /// for `--choices model`, where the model writes every question whole.
        public var bindsChoices: Bool
        /// Agreement of the judge with the keys, over every worker.
        public let agreement = BlindAgreement()
        /// The models every source of this run asks, one per configuration.
        let models = SharedModels()

        public init(
            configuration: ModelConfiguration, templates: PromptTemplates, attempts: Int, lexicon: Lexicon,
            senses: [String: Int] = [:], isChecked: Bool = true, judge: ModelConfiguration? = nil,
            bindsChoices: Bool = true
        ) {
            self.bindsChoices = bindsChoices
            self.configuration = configuration
            self.templates = templates
            self.attempts = attempts
            self.lexicon = lexicon
            self.senses = senses
            self.isChecked = isChecked
            self.judge = judge
        }

        /// The model's name for banners, history and exports, marked when its questions go unchecked.
        public var sourceName: String {
            configuration.description + (isChecked ? "" : " (unchecked)")
        }

        /// The source `purpose` gets, asking `model` (the configured server, or a stand-in that records).
        public func makeSource(
            model: any LanguageModel, seed: UInt64, for purpose: Purpose = .quiz,
            observe: @escaping @Sendable (ModelQuestionSource.Event) -> Void = { _ in }
        ) -> ModelQuestionSource {
            let workerSeed = seed &+ UInt64(purpose.worker)
            return ModelQuestionSource(
                model: model, templates: templates, sourceName: sourceName, seed: workerSeed,
                attempts: purpose.isQuiz ? attempts : 1,
                isStreaming: purpose.isQuiz, remembersEarlierTurns: purpose.isQuiz,
                suggestWords: CandidateWords(lexicon: lexicon, seed: workerSeed).suggest,
                check: isChecked ? QuestionChecker(lexicon: lexicon, senses: senses) : nil,
                binder: bindsChoices
                    ? LexiconChoiceBinder(
                        lexicon: lexicon, namedSenseWords: Set(senses.keys),
                        limitsWording: configuration.isOnThisMachine) : nil,
                verifier: judge.map { BlindVerifier(model: models.model(for: $0), tally: agreement, seed: workerSeed) },
                classroomFilter: lexicon.audience == .classroom
                    ? lexicon.classroomTerms.map { ClassroomFilter(terms: $0, lexicon: lexicon) } : nil,
                observe: observe)
        }
    }

    /// What a source is for: a quiz streams each stem to the learner, keeps its session's recent turns,
    /// and re-asks a rejected reply with a note of what was wrong. An export worker asks for whole
    /// replies, each question on its own, and leaves re-asking to the export: a fresh request (new
    /// candidate words, new seed) fails independently of the last, where a correction in the same
    /// session tends to bring back the same broken reply from a small model.
    public enum Purpose: Sendable {
        case quiz
        case export(worker: Int)

        var worker: Int {
            switch self {
            case .quiz: 0
            case let .export(worker): worker
            }
        }

        var isQuiz: Bool {
            if case .quiz = self { true } else { false }
        }
    }

    /// One source; export makes one per worker, so each model worker has its own session.
    public func makeSource(
        seed: UInt64, for purpose: Purpose = .quiz,
        observe: @escaping @Sendable (ModelQuestionSource.Event) -> Void = { _ in }
    )
        -> any QuestionSource
    {
        switch self {
        case let .offline(lexicon):
            OfflineQuestionSource(lexicon: lexicon, seed: seed &+ UInt64(purpose.worker))
        case let .model(setup):
            setup.makeSource(
                model: setup.models.model(for: setup.configuration), seed: seed, for: purpose, observe: observe)
        }
    }

    /// Waits for a model server that is still loading, passing on its progress lines; offline there
    /// is nothing to wait for.
    public func waitUntilReady(onWaiting: @Sendable (String) -> Void) async throws {
        guard case let .model(setup) = self else { return }
        try await setup.models.model(for: setup.configuration).waitUntilReady(onWaiting: onWaiting)
    }
}

/// One model per configuration for a whole run, shared by the quiz, its prefetch and every export
/// worker: a model owns its HTTP client (on macOS one `URLSession` with a gate on requests in
/// flight), which then bounds the run's requests as a whole rather than one worker's.
final class SharedModels: Sendable {
    private let models = Locked([ModelConfiguration: any LanguageModel]())

    /// The model for `configuration`, made on first use.
    func model(for configuration: ModelConfiguration) -> any LanguageModel {
        models.withLock { models in
            if let model = models[configuration] { return model }
            let model = configuration.makeModel()
            models[configuration] = model
            return model
        }
    }
}
