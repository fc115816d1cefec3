import LanguageModels
import Quiz

/// Why a model could not produce a usable question.
public enum ModelQuestionError: QuestionSourceError, Sendable, CustomStringConvertible {
    /// The model repeated a word it was told to avoid, this many times in a row.
    case repeatedWords(attempts: Int)
    /// The session failed: every reply was unusable, the model refused, or the server failed.
    case generation(LanguageModelSession.GenerationError)
    /// Every reply of a lexicon-bound turn was rejected (`error` is the session's `decodingFailure`);
    /// `offline` is the lexicon's own question for the word, for the caller to show instead.
    case allRejected(LanguageModelSession.GenerationError, offline: QuizItem)

    /// A model that wrote unusable replies may write a good one next; a failing server will not.
    public var isUnusableReply: Bool {
        switch self {
        case .repeatedWords, .generation(.decodingFailure), .generation(.refusal), .allRejected: true
        case .generation: false
        }
    }

    public var fallback: QuizItem? {
        guard case let .allRejected(_, offline) = self else { return nil }
        return offline
    }

    /// Refused credentials (401, 403), a missing model or API (404) or a schema the server cannot
    /// build a grammar from, and a model this device cannot run, fail the same way every time; a garbled
    /// reply may be a passing fault.
    public var isPermanent: Bool {
        guard case let .generation(error) = self else { return false }
        return [.provideAPIKey, .checkEndpointAndModel, .checkSchemaSupport, .useModelServer].contains(
            error.context.remedy)
    }

    public var description: String {
        switch self {
        case let .repeatedWords(attempts): "the model repeated a word already asked in \(attempts) tries in a row"
        case let .generation(error), let .allRejected(error, _): error.description
        }
    }
}

// MARK: - Reasons

extension QuestionRejection.Reason {
    /// Every reason a model question can be rejected for, in the order summaries and transcripts list
    /// them: the reply's shape, then the lexicon's checks, then the classroom filter, then the blind judge.
    public static let modelQuestionReasons: [Self] = schemaReasons + lexiconReasons + [.classroom, .blindDisagreement]
}
