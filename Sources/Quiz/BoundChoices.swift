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

    public init(
        word: String, task: Task, facts: WordFacts, choices: [String], answer: String, feedback: [String: String],
        forms: [String] = []
    ) {
        self.word = word
        self.task = task
        self.facts = facts
        self.choices = choices
        self.answer = answer
        self.feedback = feedback
        self.forms = forms
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

/// Where a model question's choices came from: exports write it as `"choices"`.
public enum ChoiceOrigin: String, Sendable, Hashable, Codable {
    /// Picked by the lexicon; the model wrote only the stem and explanation.
    case lexicon
    /// Written by the model with everything else (a word the lexicon lacks, or `--choices model`).
    case model
}
