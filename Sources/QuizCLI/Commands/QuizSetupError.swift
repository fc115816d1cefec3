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
