import Foundation

/// Reads GIFT multiple-choice questions back the way Moodle's importer (qformat_gift) does, so tests can
/// check that escaped text survives a round trip exactly.
///
/// Moodle first swaps every escape sequence for a placeholder, splits on the now-unambiguous
/// markers (`::`, `{`, `}`, `=`, `~`, `####`, `#`), trims each piece, then restores the placeholders.
struct GIFTTokenizer {
    struct Parsed: Equatable {
        var name: String?
        var format: String?
        var text: String
        var answers: [(right: Bool, text: String)]
        var generalFeedback: String?

        static func == (lhs: Parsed, rhs: Parsed) -> Bool {
            lhs.name == rhs.name && lhs.format == rhs.format && lhs.text == rhs.text
                && lhs.generalFeedback == rhs.generalFeedback
                && lhs.answers.map(\.right) == rhs.answers.map(\.right)
                && lhs.answers.map(\.text) == rhs.answers.map(\.text)
        }
    }

    enum Failure: Error, Equatable { case malformed(String) }

    /// Private-use placeholders, as Moodle uses `&&058;` and friends.
    private static let escapes: [(sequence: String, placeholder: String, value: String)] = [
        ("\\\\", "\u{E000}", "\\"), ("\\~", "\u{E001}", "~"), ("\\=", "\u{E002}", "="), ("\\#", "\u{E003}", "#"),
        ("\\{", "\u{E004}", "{"), ("\\}", "\u{E005}", "}"), ("\\:", "\u{E006}", ":"), ("\\n", "\u{E007}", "\n"),
    ]

    /// Questions are separated by blank lines; `//` lines are comments.
    static func parse(_ file: String) throws -> [Parsed] {
        var blocks: [[Substring]] = [[]]
        for line in file.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).isEmpty {
                if !(blocks.last?.isEmpty ?? true) { blocks.append([]) }
            } else if !line.hasPrefix("//") {
                blocks[blocks.count - 1].append(line)
            }
        }
        return try blocks.filter { !$0.isEmpty }.map { try parseQuestion($0.joined(separator: "\n")) }
    }

    private static func parseQuestion(_ raw: String) throws -> Parsed {
        var text = raw
        for escape in escapes { text = text.replacingOccurrences(of: escape.sequence, with: escape.placeholder) }
        var name: String?
        if text.hasPrefix("::") {
            let rest = text.dropFirst(2)
            guard let end = rest.range(of: "::") else { throw Failure.malformed("unterminated name") }
            name = restore(String(rest[..<end.lowerBound]))
            text = String(rest[end.upperBound...])
        }
        guard let open = text.firstIndex(of: "{"), let close = text.lastIndex(of: "}"), open < close else {
            throw Failure.malformed("no answer block")
        }
        var stem = String(text[..<open]).trimmingCharacters(in: .whitespacesAndNewlines)
        var format: String?
        if stem.hasPrefix("["), let end = stem.firstIndex(of: "]") {
            format = String(stem[stem.index(after: stem.startIndex)..<end])
            stem = String(stem[stem.index(after: end)...])
        }
        var block = String(text[text.index(after: open)..<close])
        var generalFeedback: String?
        if let marker = block.range(of: "####", options: .backwards) {
            generalFeedback = restore(String(block[marker.upperBound...]))
            block = String(block[..<marker.lowerBound])
        }
        var answers: [(right: Bool, text: String)] = []
        var current: (right: Bool, text: String)?
        for character in block {
            if character == "=" || character == "~" {
                if let current { answers.append(current) }
                current = (character == "=", "")
            } else if current != nil {
                current?.text.append(character)
            } else if !character.isWhitespace {
                throw Failure.malformed("text before the first answer marker")
            }
        }
        if let current { answers.append(current) }
        let cleaned = answers.map { answer in
            // A per-answer `#feedback` follows the answer text.
            let text = answer.text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            return (answer.right, restore(String(text)))
        }
        return Parsed(
            name: name, format: format, text: restore(stem), answers: cleaned, generalFeedback: generalFeedback)
    }

    private static func restore(_ text: String) -> String {
        var result = text.trimmingCharacters(in: .whitespacesAndNewlines)
        for escape in escapes { result = result.replacingOccurrences(of: escape.placeholder, with: escape.value) }
        return result
    }
}
