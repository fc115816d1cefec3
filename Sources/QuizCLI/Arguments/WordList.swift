import Foundation
import Quiz

/// A teacher's word list, given as a file (one word per line, `#` comments) or as a comma list. A word may
/// name the sense to test after `#` (`bank#2`), numbered as `vocabquiz senses WORD` lists them. Only a
/// line's first tab-separated column counts, so the list `vocabquiz words` prints can be passed back as it is.
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
            .map { $0.prefix { $0 != "\t" }.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
            .filter { seen.insert($0.lowercased()).inserted }
        guard !words.isEmpty else { throw .empty(argument) }
        return words
    }

    /// The words without their sense numbers, and the numbers by `Question.normalized` word.
    ///
    /// - Throws: `WordListError` for a sense that is not a positive number, or a word named with two.
    static func splittingSenses(_ list: [String]) throws(WordListError) -> (words: [String], senses: [String: Int]) {
        var words: [String] = []
        var senses: [String: Int] = [:]
        var seen = Set<String>()
        for item in list {
            guard let mark = item.lastIndex(of: "#") else {
                if seen.insert(Question.normalized(item)).inserted { words.append(item) }
                continue
            }
            let word = item[..<mark].trimmingCharacters(in: .whitespaces)
            guard let number = Int(item[item.index(after: mark)...]), number > 0, !word.isEmpty else {
                throw .badSense(item)
            }
            let key = Question.normalized(word)
            if let earlier = senses[key], earlier != number { throw .twoSenses(word, earlier, number) }
            senses[key] = number
            if seen.insert(key).inserted { words.append(word) }
        }
        return (words, senses)
    }
}

enum WordListError: Error, Equatable, CustomStringConvertible {
    case empty(String)
    case unreadable(path: String)
    case badSense(String)
    case twoSenses(String, Int, Int)

    var description: String {
        switch self {
        case let .empty(argument): "the word list '\(argument)' has no words"
        case let .unreadable(path): "cannot read the word list file '\(path)'"
        case let .badSense(item): "'\(item)': the sense after '#' must be a number from 1 (see: vocabquiz senses WORD)"
        case let .twoSenses(word, first, second): "'\(word)' is named with two senses (#\(first) and #\(second))"
        }
    }
}
