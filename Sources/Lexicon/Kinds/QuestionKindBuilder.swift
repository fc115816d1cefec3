import Quiz

/// One kind of question the lexicon writes: how it is built, and how a test-wise reader compares its
/// stem with its key.
///
/// A new kind is a `QuestionKind` case and one file in `Kinds/` with a type conforming to this; the
/// switch in `QuestionKind.builder` below is the one line that names it (the compiler asks for it).
/// `QuestionGenerator.kinds` and `QuestionAudit` read everything else from here.
protocol QuestionKindBuilder: Sendable {
    /// The question about `target`, or nil when the lexicon cannot support a correct one; choices are
    /// shuffled by the caller.
    func build(_ target: QuestionTarget, with generator: QuestionGenerator, using random: inout SeededGenerator)
        -> QuestionGenerator.Built?

    /// Whether the stem may neither contain the key nor give it away by its stem (true unless the stem
    /// names the word and the key is a definition).
    var stemMustHideKey: Bool { get }

    /// The (word, text) pairs `QuestionAudit` checks for a shared stem: `quoted` is the stem's part
    /// between “ and ”.
    func auditedPairs(word: String, key: String, quoted: String) -> [(String, String)]
}

// MARK: - Default Implementation

extension QuestionKindBuilder {
    var stemMustHideKey: Bool { true }

    /// The word against the key, and the key against the quoted text unless that is the word itself.
    func auditedPairs(word: String, key: String, quoted: String) -> [(String, String)] {
        [(word, key), (key, quoted == word ? "" : quoted)]
    }
}

extension QuestionKind {
    /// The builder of this kind; nil for a kind the lexicon does not write (model questions).
    var builder: (any QuestionKindBuilder)? {
        switch self {
        case .wordToDefinition: WordToDefinitionQuestion()
        case .definitionToWord: DefinitionToWordQuestion()
        case .synonym: SynonymQuestion()
        case .antonym: AntonymQuestion()
        case .fillInTheBlank: FillInTheBlankQuestion()
        case .generated: nil
        }
    }

    /// What `QuestionAudit` compares for a question of this kind (a model question's as a synonym's).
    func auditedPairs(word: String, key: String, quoted: String) -> [(String, String)] {
        (builder ?? SynonymQuestion()).auditedPairs(word: word, key: key, quoted: quoted)
    }
}
