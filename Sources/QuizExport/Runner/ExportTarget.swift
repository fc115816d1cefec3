import Foundation
import Quiz

/// What an export run must produce.
public enum ExportTarget: Sendable, Hashable {
    /// This many questions on words the sources choose, none repeated.
    case count(Int)
    /// One question per word, each word used once; duplicates (ignoring case) are asked once.
    case words([String])

    /// How many questions a complete run produces.
    public var total: Int {
        switch self {
        case let .count(count): max(0, count)
        case let .words(words): Self.unique(words).count
        }
    }

    /// The words in first-seen order, without repeats or blanks.
    static func unique(_ words: [String]) -> [String] {
        var seen: Set<String> = []
        return words.compactMap { word in
            let trimmed = word.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty, seen.insert(Question.normalized(trimmed)).inserted else { return nil }
            return trimmed
        }
    }
}
