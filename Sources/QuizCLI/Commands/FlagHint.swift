import LanguageModels
import ModelQuestions

/// The command line's advice for a library error: the flag or variable that fixes it. Libraries
/// describe the fault and the value; only here do their errors meet this program's options.
enum FlagHint {
    /// The error's description, with the hint appended when there is one.
    static func describe(_ error: any Error) -> String {
        let text = "\(error)"
        guard let hint = hint(for: error) else { return text }
        return text.hasSuffix(".") ? "\(text) \(hint.prefix(1).uppercased())\(hint.dropFirst())." : "\(text); \(hint)"
    }

    static func hint(for error: any Error) -> String? {
        switch error {
        case let error as ModelQuestionError:
            switch error {
            case .repeatedWords: "try --words or a larger model"
            case let .generation(error): hint(for: error)
            }
        case let error as LanguageModelSession.GenerationError:
            switch error.context.remedy {
            case .allowMoreTime: "raise --timeout if it needs longer"
            case .provideAPIKey: "set VOCABQUIZ_API_KEY or OPENAI_API_KEY to a valid key"
            case .checkEndpointAndModel: "check --endpoint (the API root, usually ending in /v1) and --model"
            case .checkEndpoint: "check that --endpoint points at an OpenAI-compatible API root ending in /v1"
            case .startServer: "start a server (scripts/local-model start) or pass --endpoint"
            case nil: nil
            }
        case is PromptTemplatesError: "check --prompts"
        case is ModelConfiguration.ConfigurationError: "check --endpoint (or VOCABQUIZ_ENDPOINT, OPENAI_BASE_URL)"
        default: nil
        }
    }
}
