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
