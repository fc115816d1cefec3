/// The part of a model question the dictionary decides: the sense, the key and three distractors
/// that are verified wrong. The model writes only the stem and the explanation around them.
///
/// A small model is good at a natural sentence on a topic and bad at being a dictionary: given these
/// as constants in the turn's schema, a grammar-constrained server spends no sampling on them, and
/// whatever the model writes, its choices cannot be wrong.
public struct BoundChoices: Sendable, Hashable {
    /// What the model's `text` must be.
    public enum Task: String, Sendable, Hashable {
        /// A sentence with the word blanked; the choices are words.
        case blankSentence = "blank sentence"
        /// A question asking what the word means; the choices are definitions.
        case meaningQuestion = "meaning question"

        /// The offline kind whose choices the task reuses, and so the kind of `offline`.
        public var offlineKind: QuestionKind {
            switch self {
            case .blankSentence: .definitionToWord
            case .meaningQuestion: .wordToDefinition
            }
        }
    }

    public var word: String
    public var task: Task
    /// The dictionary's facts about the sense tested, for the prompt.
    public var facts: WordFacts
    /// The four choices, in the order the schema fixes them.
    public var choices: [String]
    public var answer: String
    /// What picking each wrong choice teaches, keyed by the choice ("“storm” means …").
    public var feedback: [String: String]
    /// The word's inflected forms, from the lexicon: a meaning question may name the word in any of
    /// them, and so may an explanation (see `BoundTextPatterns`).
    public var forms: [String]
    /// The offline generator's own question with these choices (its stem, explanation and key), which
    /// the binder built to pick them. A turn whose every reply is rejected shows it instead of giving
    /// up: the learner still gets a correct question about the word, and a small model that keeps
    /// gluing words does not end the quiz. Nil where no offline question exists.
    public var offline: Question?
    /// The words the model may write around the fixed ones, for the grammar (`BoundTextPatterns`):
    /// the words the learner reads, from the lexicon; empty for any word.
    public var vocabulary: [String]

    public init(
        word: String, task: Task, facts: WordFacts, choices: [String], answer: String, feedback: [String: String],
        forms: [String] = [], offline: Question? = nil, vocabulary: [String] = []
    ) {
        self.word = word
        self.task = task
        self.facts = facts
        self.choices = choices
        self.answer = answer
        self.feedback = feedback
        self.forms = forms
        self.offline = offline
        self.vocabulary = vocabulary
    }
}

/// Picks lexicon-bound choices for a word and checks what the model wrote around them; the lexicon
/// implements it (`LexiconChoiceBinder`), so the model source needs no dictionary of its own.
public protocol ChoiceBinder: Sendable {
    /// The choices for a question about `word` at `level`, or nil when the lexicon cannot build a
    /// correct set (an unknown word, no teachable sense, no safe distractors).
    func bind(word: String, level: CEFRLevel?, seed: UInt64) -> BoundChoices?

    /// The question to ask, with the blank put into a blank sentence's stem by the client, or why
    /// the stem or explanation the model wrote around `bound` is unusable.
    func checked(_ question: Question, bound: BoundChoices, level: CEFRLevel?) -> Result<Question, QuestionRejection>
}

/// Who wrote a part of a model question: exports write its choices' origin as `"choices_from"` and its
/// text's as `"text_from"`.
public enum ChoiceOrigin: String, Sendable, Hashable, Codable {
    /// Picked by the lexicon (choices), or written by it when the model's replies were rejected (text).
    case lexicon
    /// Written by the model: the choices of a free question (a word the lexicon lacks, or `--choices
    /// model`), or the text of any question whose reply was accepted.
    case model
}
