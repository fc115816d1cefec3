import Foundation
import Lexicon
import Quiz

/// Builds the embedded default: questions from the bundled WordNet lexicon.
enum OfflineSourceFactory {
    /// The bundled lexicon, after telling the user once which of `words` it lacks.
    ///
    /// - Throws: `LexiconError` when the lexicon cannot be loaded, or `QuizSetupError.noKnownWords`.
    static func loadLexicon(checking words: [String]?, warnings: any TextOutput) throws -> Lexicon {
        let lexicon = try Lexicon.bundled()
        if let words {
            let unknown = lexicon.unknownWords(in: words)
            if unknown.count == words.count { throw QuizSetupError.noKnownWords(words) }
            if !unknown.isEmpty {
                warnings.write("note: not in the offline lexicon, so never asked: \(unknown.joined(separator: ", "))\n")
            }
        }
        return lexicon
    }
}

/// Why a quiz could not start.
enum QuizSetupError: Error, CustomStringConvertible {
    case noKnownWords([String])

    var description: String {
        switch self {
        case let .noKnownWords(words):
            "none of the words (\(words.prefix(5).joined(separator: ", "))\(words.count > 5 ? ", …" : "")) is in the offline lexicon"
        }
    }
}
