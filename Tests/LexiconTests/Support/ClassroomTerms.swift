import Foundation

/// A second reading of `scripts/classroom-safety.txt`, written apart from the Python build that applies
/// it, so the tests can check what the lexicon shows against the reviewed list itself.
struct ClassroomTerms {
    /// Single words matched exactly (with -s/-es), prefixes (`stem*`), and phrases of several words.
    private var exact: Set<String> = []
    private var prefixes: [String] = []
    private var phrases: [[String]] = []

    static let shared = Result { try ClassroomTerms(url: scriptsDirectory.appendingPathComponent("classroom-safety.txt")) }

    static var scriptsDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scripts")
    }

    init(url: URL) throws {
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

    var termCount: Int { exact.count / 3 + prefixes.count + phrases.count }

    /// Lower-cased words; hyphens and underscores separate words, apostrophes and `*` do not.
    static func words(_ text: String) -> [String] {
        let normalized = text.lowercased().replacingOccurrences(of: "_", with: " ").replacingOccurrences(of: "-", with: " ")
        return normalized.split { !($0.isLetter || $0.isNumber || $0 == "'" || $0 == "*") }.map(String.init)
    }

    /// The first term `text` contains, if any.
    func match(in text: String) -> String? {
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
