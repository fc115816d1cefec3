import Foundation

/// A second reading of `scripts/classroom-safety.txt`, written apart from the Python build that applies
/// it, so tests and `vocabquiz-bench` can check what questions show against the reviewed list itself.
public struct ClassroomTerms: Sendable {
    /// Single words matched exactly (with -s/-es), prefixes (`stem*`), and phrases of several words.
    private var exact: Set<String> = []
    private var prefixes: [String] = []
    private var phrases: [[String]] = []

    /// The list in a source checkout (`scripts/classroom-safety.txt`); it is not bundled with the app.
    public static var sourceListURL: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/classroom-safety.txt")
    }

    public init(url: URL) throws {
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces).lowercased()
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            let parts = Self.words(trimmed)
            if parts.count > 1 {
                phrases.append(parts)
            } else if trimmed.hasSuffix("*") {
                prefixes.append(String(trimmed.dropLast()))
            } else {
                exact.formUnion([trimmed, trimmed + "s", trimmed + "es"])
            }
        }
    }

    public var termCount: Int { exact.count / 3 + prefixes.count + phrases.count }

    /// Lower-cased words; hyphens and underscores separate words, apostrophes and `*` do not.
    static func words(_ text: String) -> [String] {
        let normalized = text.lowercased().replacingOccurrences(of: "_", with: " ").replacingOccurrences(
            of: "-", with: " ")
        return normalized.split { !($0.isLetter || $0.isNumber || $0 == "'" || $0 == "*") }.map(String.init)
    }

    /// The first term `text` contains, if any.
    public func match(in text: String) -> String? {
        // A phrase never spans a sentence or clause break ("“addictive drugs”. addictive …").
        let clauses = text.split { ".,;:!?“”\"()".contains($0) }
        return clauses.lazy.compactMap { matchInClause(String($0)) }.first
    }

    private func matchInClause(_ text: String) -> String? {
        let found = Self.words(text)
        for (position, word) in found.enumerated() {
            if exact.contains(word) || prefixes.contains(where: { word.hasPrefix($0) }) { return word }
            for phrase in phrases where position + phrase.count <= found.count {
                if phrase.indices.allSatisfy({ Self.matches(found[position + $0], part: phrase[$0]) }) {
                    return phrase.joined(separator: " ")
                }
            }
        }
        return nil
    }

    private static func matches(_ word: String, part: String) -> Bool {
        part.hasSuffix("*") ? word.hasPrefix(part.dropLast()) : [part, part + "s", part + "es"].contains(word)
    }
}
