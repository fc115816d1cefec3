import Lexicon
import Quiz

/// Why a text cannot be turned into a word list. The command line adds the option that fixes it
/// (`FlagHint`): this module names no flags.
public enum ReadingError: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadable(path: String)
    case empty(source: String)
    case binary(source: String)
    case tooLong(source: String, limit: Int)
    case notEnglish(source: String, percent: Int)
    case nothingAtLevel(source: String, level: CEFRLevel, tokens: Int, lemmas: Int)
    case resource(path: String, reason: String)
    case noQuestions
    case notInText(String)
    /// A word of the text no question can be built for, and why (`PassageQuestions.whyNoQuestion`).
    case noQuestion(String, reason: String)
    case unsureSense(String)
    case namedSense(WordSenseError)

    public var description: String {
        switch self {
        case let .unreadable(path): "cannot read the text '\(path)' (check the path and its permissions)"
        case let .empty(source): "the text \(source) has no words; give a file of UTF-8 text, Markdown or HTML"
        case let .binary(source):
            "the text \(source) is not UTF-8 text (it looks binary); save it as plain text, Markdown or HTML first"
        case let .tooLong(source, limit):
            "the text \(source) is longer than \(limit / 1_000_000) MB; split it into chapters and quiz one at a time"
        case let .notEnglish(source, percent):
            "the text \(source) does not look like English (only \(percent)% of its words are English words); "
                + "vocabquiz reads English texts"
        case let .nothingAtLevel(source, level, tokens, lemmas):
            "the text \(source) has no word at \(level.rawValue) or above (\(tokens) tokens, \(lemmas) lemmas)"
        case let .resource(path, reason): "cannot use the reading data '\(path)': \(reason)"
        case let .notInText(word):
            "'\(word)' is not among the text's words at this level"
        case let .noQuestion(word, reason):
            "no question can be built for '\(word)' from this text: \(reason)"
        case let .unsureSense(word):
            "'\(word)' is skipped: the text's sense of it is unsure; name the sense to ask as \(word)#N"
        case let .namedSense(error): error.description
        case .noQuestions:
            "no question could be built for any word of the text"
        }
    }
}
