import Foundation
import LanguageModels
import Lexicon
import ModelQuestions
import Reading
import ScoreHistory

/// The command line's advice for a library error: the flag or variable that fixes it. Libraries
/// describe the fault and the value; only here do their errors meet this program's options, and only
/// here is it known which of them this user set.
struct FlagHint: Sendable {
    /// Where the model endpoint came from: `--endpoint` or the variable's name; nil when unknown.
    var endpointOrigin: String?
    /// True when run in a source checkout, where `scripts/local-model start` can start a server; an
    /// installed binary has no `scripts/`.
    var hasLocalModelScript = false

    /// The hints for a command run with `arguments` in `environment` from the current folder.
    init(
        arguments: ParsedArguments, environment: [String: String], fileManager: FileManager = .default
    ) {
        endpointOrigin =
            arguments.values["--endpoint"] != nil
            ? "--endpoint"
            : ["VOCABQUIZ_ENDPOINT", "OPENAI_BASE_URL"].first { !(environment[$0] ?? "").isEmpty }
        hasLocalModelScript = fileManager.isExecutableFile(atPath: "scripts/local-model")
    }

    init(endpointOrigin: String? = nil, hasLocalModelScript: Bool = false) {
        self.endpointOrigin = endpointOrigin
        self.hasLocalModelScript = hasLocalModelScript
    }

    /// The error's description, with the hint appended when there is one.
    func describe(_ error: any Error) -> String {
        let text = "\(error)"
        guard let hint = hint(for: error) else { return text }
        return text.hasSuffix(".") ? "\(text) \(hint.prefix(1).uppercased())\(hint.dropFirst())." : "\(text); \(hint)"
    }

    /// With no knowledge of where the endpoint came from: for tests and places without a command.
    static func describe(_ error: any Error) -> String { FlagHint().describe(error) }

    func hint(for error: any Error) -> String? {
        switch error {
        case let error as ModelQuestionError:
            switch error {
            case .repeatedWords: "try --words or a larger model"
            case let .generation(error), let .allRejected(error, _): hint(for: error)
            }
        case let error as LanguageModelSession.GenerationError:
            switch error.context.remedy {
            case .allowMoreTime: "raise --timeout if it needs longer"
            case .provideAPIKey: "set VOCABQUIZ_API_KEY or OPENAI_API_KEY to a valid key"
            case .checkEndpointAndModel:
                "check \(endpointOrigin ?? "--endpoint") (the API root, usually ending in /v1) and --model"
            case .checkEndpoint:
                "check that \(endpointOrigin ?? "--endpoint") points at an OpenAI-compatible API root ending in /v1"
            case .startServer: startServerHint
            case .checkSchemaSupport: "update the server, or try --choices model (its schema has no patterns)"
            case .useModelServer: "use --endpoint with a model server"
            case nil: nil
            }
        case is PromptTemplatesError: "check --prompts"
        case is ModelConfiguration.ConfigurationError: "check --endpoint (or VOCABQUIZ_ENDPOINT, OPENAI_BASE_URL)"
        case HistoryError.notWritable: "choose another with --data-dir or VOCABQUIZ_HOME"
        case HistoryError.invalidDirectory: "give --data-dir or VOCABQUIZ_HOME a folder"
        case HistoryError.invalidPlacement: "run vocabquiz placement again"
        case let error as WordSenseError: hint(for: error)
        case let error as ReadingError: hint(for: error)
        default: nil
        }
    }

    private func hint(for error: WordSenseError) -> String? {
        switch error {
        case let .noSuchSense(word, _, _): "list them with: vocabquiz senses \(word)"
        case .unknownWord: nil
        }
    }

    private func hint(for error: ReadingError) -> String? {
        switch error {
        case .nothingAtLevel: "try a lower --level"
        case .noQuestions: "try a lower --level or a longer text"
        case .notInText: "list them with: vocabquiz words --from-text FILE"
        case .noQuestion: "leave it out of --words"
        case let .unsureSense(word): "list them with: vocabquiz senses \(word)"
        case let .namedSense(error): hint(for: error)
        case .unreadable, .empty, .binary, .tooLong, .notEnglish, .resource: nil
        }
    }

    /// A server that cannot be reached: start it, or fix the address this user gave.
    private var startServerHint: String {
        let start = hasLocalModelScript ? "start one (scripts/local-model start)" : "start the model server"
        guard let endpointOrigin else { return start }
        return "\(start), or correct \(endpointOrigin)"
    }
}
