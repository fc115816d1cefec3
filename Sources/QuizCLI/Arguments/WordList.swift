import Foundation

/// A teacher's word list, given as a file (one word per line, `#` comments) or as a comma list.
enum WordList {
    /// The list given to `option`, with a problem reported as a usage error.
    static func parse(option: String, value: String) throws(UsageError) -> [String] {
        do {
            return try parse(value)
        } catch {
            throw .invalidValue(option: option, value: value, expected: "a readable file or a comma list (\(error))")
        }
    }

    /// - Throws: `WordListError` when the list is empty or the file cannot be read.
    static func parse(_ argument: String, fileManager: FileManager = .default) throws(WordListError) -> [String] {
        let text: String
        if fileManager.fileExists(atPath: argument) {
            do {
                text = try String(contentsOfFile: argument, encoding: .utf8)
            } catch {
                throw .unreadable(path: argument)
            }
        } else {
            text = argument.replacingOccurrences(of: ",", with: "\n")
        }
        var seen = Set<String>()
        let words = text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
            .filter { seen.insert($0.lowercased()).inserted }
        guard !words.isEmpty else { throw .empty(argument) }
        return words
    }
}

enum WordListError: Error, Equatable, CustomStringConvertible {
    case empty(String)
    case unreadable(path: String)

    var description: String {
        switch self {
        case let .empty(argument): "the word list '\(argument)' has no words"
        case let .unreadable(path): "cannot read the word list file '\(path)'"
        }
    }
}
