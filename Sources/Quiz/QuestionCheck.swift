/// Checks a model-written question for truth, not just shape, before anyone sees it.
///
/// A schema guarantees that a reply is a well-formed question; only something that knows the word can
/// say whether its key is right and its other choices wrong. The lexicon implements this (`Lexicon`'s
/// `QuestionChecker`); `ModelQuestionSource` runs it on every reply and re-asks the ones it rejects.
public protocol QuestionCheck: Sendable {
    /// The one verdict on `question`: `.unchecked` when the checker does not know its word, `.rekeyed`
    /// with the repaired question when only its key is wrong and the checker can move it.
    func verdict(on question: Question) -> QuestionVerdict

    /// Dictionary facts about `word` for the turn prompt, so the model writes from the same sense the
    /// check confirms against; nil when the checker does not know the word. The sense is the most
    /// frequent one (WordNet orders senses by frequency; levels are per word, not per sense).
    func facts(about word: String) -> WordFacts?
}

/// What a `QuestionCheck` concluded about one question.
public enum QuestionVerdict: Sendable, Hashable {
    /// The question passed every check.
    case passed
    /// The checker knows the word but only partly recognises the key, and rules out every other
    /// choice: the question is used, marked as partly checked (`"checked": "partial"`), with why.
    case partial(String)
    /// The checker does not know the word: the question is shown, marked as unchecked.
    case unchecked
    case rejected(QuestionRejection)
    /// The key was wrong (`rejection`), and exactly one choice is right by the checker: `question` has
    /// its key moved there and passes every check. Its explanation, written for the wrong key, is
    /// replaced by one the checker can vouch for.
    case rekeyed(Question, was: QuestionRejection)
}

/// Why a question was not used, as a category (for counts) and the detail a model can act on.
public struct QuestionRejection: Error, Sendable, Hashable, CustomStringConvertible {
    /// A category counted in export summaries and transcripts. The raw values are stable: scripts read
    /// them from summaries and transcripts.
    ///
    /// The set is open: each module names the reasons it judges (the shape of a reply here, the
    /// lexicon's checks in `Lexicon`, the model path's in `ModelQuestions`), and whoever counts them
    /// passes the reasons it knows, in the order it lists them.
    public struct Reason: RawRepresentable, Sendable, Hashable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The reply stopped before it was whole: at the token limit, or JSON that ends early.
        public static let cutOff = Reason(rawValue: "schema: cut off")
        /// Two choices are the same once trimmed and case-folded.
        public static let duplicateChoices = Reason(rawValue: "schema: duplicate choices")
        /// Any other unusable reply: invalid JSON, a missing field, an answer not among the choices.
        public static let schema = Reason(rawValue: "schema")

        /// The reasons a reply is unusable as a question at all, before any check of its truth.
        public static let schemaReasons: [Reason] = [.cutOff, .duplicateChoices, .schema]

        /// The category among `known` a rejection message starts with (the longest that fits, so
        /// "schema: cut off: …" is not plain "schema"); `.schema` for a message that names none.
        public init(classifying message: String, among known: [Reason]) {
            self =
                known.filter { message.hasPrefix($0.rawValue + ":") }.max {
                    $0.rawValue.count < $1.rawValue.count
                } ?? .schema
        }

        /// Whether the reply was unusable as a question at all, before any check of its truth.
        public var isSchema: Bool { Self.schemaReasons.contains(self) }
    }

    public var reason: Reason
    /// What exactly is wrong, quoting the offending value.
    public var detail: String

    public init(_ reason: Reason, _ detail: String) {
        self.reason = reason
        self.detail = detail
    }

    /// "lexicon: wrong key: …": the category first, so counts can be read back from messages.
    public var description: String { "\(reason.rawValue): \(detail)" }
}
