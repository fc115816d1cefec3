import Quiz

/// One kind of question the lexicon writes: how it is built, and how a test-wise reader compares its
/// stem with its key.
///
/// A new kind is a `QuestionKind` case and one file in `Kinds/` that adds a `static let` of this type
/// (and the builder function it calls); the switch in `QuestionKind.builder` below is the one line that
/// names it (the compiler asks for it). `QuestionGenerator.kinds` and `QuestionAudit` follow from here.
struct QuestionKindBuilder: Sendable {
    /// Which words of a question `QuestionAudit` compares for a shared stem.
    enum AuditedWords: Sendable {
        /// The word against the key: the stem names the word and the key is a definition.
        case wordAndKey
        /// The key against the stem's quoted text (a definition, or a sentence with a blank).
        case keyAndQuote
        /// The word against the key, and the key against the quoted text unless that is the word.
        case both
    }

    /// Whether the stem may neither contain the key nor give it away by its stem (false where the stem
    /// names the word and the key is a definition).
    var stemMustHideKey = true
    var audited = AuditedWords.both
    /// The question about the target, or nil when the lexicon cannot support a correct one; choices
    /// are shuffled by the caller.
    let build: @Sendable (QuestionGenerator, QuestionTarget, inout SeededGenerator) -> QuestionGenerator.Built?
}

extension QuestionKind {
    /// The builder of this kind; nil for a kind the lexicon does not write (model questions).
    var builder: QuestionKindBuilder? {
        switch self {
        case .wordToDefinition: .wordToDefinition
        case .definitionToWord: .definitionToWord
        case .synonym: .synonym
        case .antonym: .antonym
        case .fillInTheBlank: .fillInTheBlank
        case .generated: nil
        }
    }

    /// The (word, text) pairs `QuestionAudit` checks for a shared stem; `quoted` is the stem's part
    /// between “ and ”. A model question's are a synonym's.
    func auditedPairs(word: String, key: String, quoted: String) -> [(String, String)] {
        switch builder?.audited ?? .both {
        case .wordAndKey: [(word, key)]
        case .keyAndQuote: [(key, quoted)]
        case .both: [(word, key), (key, quoted == word ? "" : quoted)]
        }
    }
}
