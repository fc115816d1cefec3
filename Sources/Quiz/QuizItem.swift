/// A question together with where it came from, as the REPL, history and export need it.
public struct QuizItem: Sendable, Hashable, Codable {
    public var question: Question
    /// The level the target word was chosen for, when known.
    public var level: CEFRLevel?
    public var kind: QuestionKind
    /// `offline`, or the model and endpoint that wrote the question (never a secret).
    public var source: String
    /// Whether a `QuestionCheck` confirmed the question: false for a model question whose word the
    /// checker does not know (or with checks turned off), nil where no check applies (offline
    /// questions are correct by construction).
    public var isChecked: Bool?
    /// Whether the check passed it on partial evidence (`QuestionVerdict.partial`): exports write
    /// `"checked": "partial"`. Not stored in history, like `uncheckedReason`.
    public var isPartlyChecked = false
    /// Why a model question went unchecked ("'zorbing' is not in the lexicon"), for the note the REPL
    /// shows with it; not stored (history and exports carry `checked` and the source).
    public var uncheckedReason: String?
    /// For a model question: whether the lexicon picked its choices or the model wrote them; nil for
    /// offline questions. Exported as `"choices"` and written to the transcript; not stored in history.
    public var choiceOrigin: ChoiceOrigin?
    /// For a lexicon-bound turn whose every reply was rejected: how many, since the lexicon's own offline
    /// question was shown instead (`BoundChoices.offline`). Nil when the model wrote the text. Exported
    /// as `"text_from": "lexicon"` and labelled in the transcript; not stored in history.
    public var rejectedReplies: Int?
    /// The reading text's sentence and sense, for a question made with `--from-text`.
    public var passage: PassageSource?

    /// What picking each choice teaches, in the order of `question.choices`: for a wrong choice, what
    /// it means and what the target means here; empty for the key. Nil when the source writes none
    /// (model questions). Shown after a wrong pick and exported where a format has per-choice
    /// feedback; not stored in the history.
    public var choiceFeedback: [String]?

    /// For a model question: who wrote the stem and explanation (exported as `"text_from"`); nil for
    /// offline questions.
    public var textOrigin: ChoiceOrigin? {
        guard choiceOrigin != nil else { return nil }
        return rejectedReplies == nil ? .model : .lexicon
    }

    /// The transcript's label for a model question: "choices: lexicon", and for one the lexicon wrote
    /// after the model's replies were rejected, "choices: lexicon, text: lexicon (the model's 3 replies
    /// were rejected)"; nil for offline questions.
    public var originLabel: String? {
        guard let choiceOrigin else { return nil }
        guard let rejectedReplies else { return "choices: \(choiceOrigin.rawValue)" }
        let replies = rejectedReplies == 1 ? "reply was" : "\(rejectedReplies) replies were"
        return "choices: \(choiceOrigin.rawValue), text: lexicon (the model's \(replies) rejected)"
    }

    /// The feedback for choice `index`, or nil when there is none.
    public func feedback(forChoice index: Int) -> String? {
        guard let choiceFeedback, choiceFeedback.indices.contains(index), !choiceFeedback[index].isEmpty else {
            return nil
        }
        return choiceFeedback[index]
    }

    public init(question: Question, level: CEFRLevel?, kind: QuestionKind, source: String) {
        self.question = question
        self.level = level
        self.kind = kind
        self.source = source
    }

    enum CodingKeys: String, CodingKey {
        case question, level, kind, source, passage
        case isChecked = "checked"
    }
}

/// What a question asks about its target word.
public enum QuestionKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// "What does *abate* mean?"
    case wordToDefinition = "word-to-definition"
    /// "Which word means 'to lessen in intensity'?"
    case definitionToWord = "definition-to-word"
    case synonym
    case antonym
    /// "The storm began to ___ by evening."
    case fillInTheBlank = "fill-in-the-blank"
    /// Written freely by a language model.
    case generated
}
