import Foundation
import Quiz
import ResourceLocation

/// Everything that can go wrong while loading the lexicon or asking it for a question.
///
/// One enum for the domain, so the CLI can print a one-line message a user can act on.
public enum LexiconError: Error, Sendable, Hashable {
    /// No searched place holds the lexicon files: an incomplete installation or a bare binary.
    case resourcesNotFound(ResourceNotFound)
    /// The lexicon file could not be read.
    case unreadable(path: String, reason: String)
    /// The lexicon file is not in the expected format.
    case malformed(path: String, line: Int, reason: String)
    /// A file generated beside the lexicon (`inflections.tsv`) is missing or not in its format.
    case generatedFile(path: String, reason: String)
    /// A requested word list names no word the lexicon knows.
    case unknownWords([String])
    /// Every candidate word was excluded, so no question can be asked.
    case noWordsLeft(level: CEFRLevel?)
    /// The lexicon knows the word but cannot build a correct question for it.
    case noQuestion(word: String)
}

extension LexiconError: LocalizedError, CustomStringConvertible {
    public var errorDescription: String? { description }

    public var description: String {
        switch self {
        case .resourcesNotFound(let notFound):
            return notFound.description
        case .unreadable(let path, let reason):
            return "cannot read the lexicon at '\(path)': \(reason)"
        case .malformed(let path, let line, let reason):
            return
                "the lexicon at '\(path)' is malformed at line \(line): \(reason); regenerate it with scripts/build-lexicon"
        case .generatedFile(let path, let reason):
            return "cannot use the lexicon's data '\(path)': \(reason)"
        case .unknownWords(let words):
            return "the offline lexicon does not know: \(words.map { "'\($0)'" }.joined(separator: ", "))"
        case .noWordsLeft(let level):
            let scope = level.map { "at level \($0.rawValue) " } ?? ""
            return "every word \(scope)has been excluded; choose another level or word list"
        case .noQuestion(let word):
            return "no correct question can be built for '\(word)' from the offline lexicon"
        }
    }
}

extension LexiconError: QuestionSourceError {
    /// The lexicon is deterministic: asking again gives the same answer.
    public var isUnusableReply: Bool { false }
    /// A level with no word left stays that way for the rest of a run.
    public var isPermanent: Bool { isOutOfWords }
    /// Every candidate word was asked or excluded: a quiz starts a new round.
    public var isOutOfWords: Bool {
        if case .noWordsLeft = self { return true }
        return false
    }
}
