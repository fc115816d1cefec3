/// What the next question should be about.
public struct QuestionRequest: Sendable, Hashable {
    public var level: CEFRLevel?
    public var topic: String?
    /// When set, the target word must be one of these.
    public var words: [String]?
    /// Target words already asked, each in `Question.normalized` form; none of them may be asked again.
    public var excludedWords: Set<String>

    public init(
        level: CEFRLevel? = nil, topic: String? = nil, words: [String]? = nil,
        excludedWords: Set<String> = []
    ) {
        self.level = level
        self.topic = topic
        self.words = words
        self.excludedWords = excludedWords
    }
}

/// The seam between the quiz and whatever writes its questions: the offline lexicon or a model.
public protocol QuestionSource: Sendable {
    /// Names the source for the banner, history records and export metadata, for example
    /// `offline` or `qwen2.5 @ http://127.0.0.1:8080/v1`.
    var sourceName: String { get }

    /// Produces the next question for `request`.
    ///
    /// - Parameter onPartial: Called with each streamed snapshot, so the stem can be shown as it arrives,
    ///   and with `.restarted` when the reply so far was rejected and the question starts over. Sources
    ///   that do not stream never call it.
    /// - Throws: An error whose description a learner can act on.
    func nextQuestion(
        for request: QuestionRequest,
        onPartial: @escaping @Sendable (QuestionProgress) -> Void
    ) async throws -> QuizItem
}

/// What a streaming source reports while it writes a question.
public enum QuestionProgress: Sendable, Hashable {
    /// The question so far.
    case partial(Question.PartiallyGenerated)
    /// The reply so far was rejected: what was shown of it is void, and the question starts over.
    case restarted
}

/// An error a question source throws that knows whether asking again may well work.
///
/// A model that wrote an unusable reply (invalid, refused, a repeated word) may write a good one
/// next; a dead server will not. The REPL and the export read this instead of asking which source
/// failed.
public protocol QuestionSourceError: Error {
    /// True when the source produced something unusable rather than failing outright.
    var isUnusableReply: Bool { get }
    /// True when no retry can succeed (refused credentials, an endpoint without the API): an export
    /// stops at once instead of spending its retries on it.
    var isPermanent: Bool { get }
    /// True when every word the request allows was already asked or excluded: a quiz starts a new
    /// round, while an export (which checked its pool before it began) stops.
    var isOutOfWords: Bool { get }
    /// A correct question the source holds for the same request, to show once the caller's retries are
    /// used up: the lexicon's own question for a lexicon-bound turn whose replies were all rejected.
    /// The quiz shows it at once (its session retried already); an export asks again first.
    var fallback: QuizItem? { get }
}

extension QuestionSourceError {
    public var isPermanent: Bool { false }
    public var isOutOfWords: Bool { false }
    public var fallback: QuizItem? { nil }
}

extension Error {
    /// Whether asking again may well work (see `QuestionSourceError`); false for any other error.
    public var isUnusableReply: Bool {
        (self as? any QuestionSourceError)?.isUnusableReply ?? false
    }
}

extension Error {
    /// Whether the source ran out of words not yet asked (see `QuestionSourceError.isOutOfWords`).
    public var isOutOfWords: Bool {
        (self as? any QuestionSourceError)?.isOutOfWords ?? false
    }

    /// Whether asking again cannot help (see `QuestionSourceError.isPermanent`); false for any other error.
    public var isPermanentFailure: Bool {
        (self as? any QuestionSourceError)?.isPermanent ?? false
    }

    /// The question to show instead, once retries are used up (see `QuestionSourceError.fallback`).
    public var fallbackQuestion: QuizItem? {
        (self as? any QuestionSourceError)?.fallback
    }
}

extension QuestionRejection: QuestionSourceError {
    /// A check turned the question down; the next one may well pass.
    public var isUnusableReply: Bool { true }
}
