import Foundation

/// A text cut into sentences and words.
///
/// A sentence ends at `.`, `!` or `?` (closing quotes and brackets included) before a capital letter,
/// a quote or a digit, and at every paragraph break; a full stop after a known abbreviation ("Mr.",
/// "e.g.") or a single letter does not end one. Words are runs of letters with inner apostrophes;
/// a possessive "'s" is dropped and hyphenated words count as their parts.
public struct Passage: Sendable {
    public let sentences: [String]
    public let words: [Word]

    /// One word of the text, as written.
    public struct Word: Sendable, Hashable {
        public let text: String
        public let sentence: Int
        /// Whether it is the first word of its sentence (where a capital says nothing about a name).
        public let startsSentence: Bool
    }

    static let abbreviations: Set<String> = [
        "mr", "mrs", "ms", "dr", "st", "prof", "jr", "sr", "vs", "etc", "eg", "ie", "mt", "no", "fig", "approx",
    ]

    public init(_ text: String) {
        var sentences: [String] = []
        var words: [Word] = []
        for paragraph in Self.paragraphs(of: text) {
            for sentence in Self.sentences(in: paragraph) {
                let tokens = Self.words(in: sentence)
                guard !tokens.isEmpty else { continue }
                let index = sentences.count
                sentences.append(sentence)
                for (offset, token) in tokens.enumerated() {
                    words.append(Word(text: token, sentence: index, startsSentence: offset == 0))
                }
            }
        }
        self.sentences = sentences
        self.words = words
    }

    /// Paragraphs (split at blank lines), with their line breaks and runs of spaces made single spaces.
    static func paragraphs(of text: String) -> [String] {
        var paragraphs: [String] = []
        var current = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty {
                if !current.isEmpty { paragraphs.append(current) }
                current = ""
            } else {
                current += current.isEmpty ? trimmed : " " + trimmed
            }
        }
        if !current.isEmpty { paragraphs.append(current) }
        return paragraphs
    }

    static func sentences(in paragraph: String) -> [String] {
        var result: [String] = []
        let characters = Array(paragraph)
        var start = 0
        var index = 0
        while index < characters.count {
            defer { index += 1 }
            guard ".!?".contains(characters[index]) else { continue }
            var end = index + 1
            while end < characters.count,
                "\"'\u{201D}\u{2019})]".contains(characters[end]) || ".!?".contains(characters[end])
            {
                end += 1
            }
            guard end < characters.count, characters[end] == " " else { continue }
            var next = end
            while next < characters.count, characters[next] == " " { next += 1 }
            guard next < characters.count else { continue }
            let following = characters[next]
            guard following.isUppercase || following.isNumber || "\"'\u{201C}\u{2018}(".contains(following) else {
                continue
            }
            if characters[index] == "." {
                var wordStart = index
                while wordStart > start, characters[wordStart - 1].isLetter || characters[wordStart - 1] == "." {
                    wordStart -= 1
                }
                let before = String(characters[wordStart..<index]).lowercased().replacingOccurrences(of: ".", with: "")
                if before.count == 1 || abbreviations.contains(before) { continue }
            }
            result.append(String(characters[start..<end]))
            start = next
            index = next - 1
        }
        if start < characters.count { result.append(String(characters[start...])) }
        return result
    }

    /// The words of one sentence, as written.
    static func words(in sentence: String) -> [String] {
        var words: [String] = []
        var current = ""
        func finish() {
            var word = current
            if word.hasSuffix("'s") || word.hasSuffix("\u{2019}s") { word.removeLast(2) }
            while let last = word.last, last == "'" || last == "\u{2019}" { word.removeLast() }
            if !word.isEmpty { words.append(word) }
            current = ""
        }
        for character in sentence {
            if character.isLetter {
                current.append(character)
            } else if (character == "'" || character == "\u{2019}") && !current.isEmpty {
                current.append(character)
            } else if !current.isEmpty {
                finish()
            }
        }
        if !current.isEmpty { finish() }
        return words
    }
}
