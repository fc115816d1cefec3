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
    ///
    /// Works on Unicode scalars, not `Character`s: a novel is millions of them, and grapheme breaking
    /// would cost most of the time `words` may take.
    static func paragraphs(of text: String) -> [String] {
        var paragraphs: [String] = []
        var current = String.UnicodeScalarView()
        var lineIsBlank = true
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                if lineIsBlank, !current.isEmpty {
                    paragraphs.append(String(current))
                    current = String.UnicodeScalarView()
                    pendingSpace = false
                } else if !current.isEmpty {
                    pendingSpace = true
                }
                lineIsBlank = true
            } else if scalar == " " || scalar == "\t" || scalar == "\r"
                || (!scalar.isASCII && scalar.properties.isWhitespace)
            {
                if !current.isEmpty { pendingSpace = true }
            } else {
                if pendingSpace { current.append(" ") }
                pendingSpace = false
                lineIsBlank = false
                current.append(scalar)
            }
        }
        if !current.isEmpty { paragraphs.append(String(current)) }
        return paragraphs
    }

    static let closers: Set<Unicode.Scalar> = ["\"", "'", "\u{201D}", "\u{2019}", ")", "]", ".", "!", "?"]
    static let openers: Set<Unicode.Scalar> = ["\"", "'", "\u{201C}", "\u{2018}", "("]

    static func sentences(in paragraph: String) -> [String] {
        var result: [String] = []
        let scalars = Array(paragraph.unicodeScalars)
        var start = 0
        var index = 0
        while index < scalars.count {
            defer { index += 1 }
            let scalar = scalars[index]
            guard scalar == "." || scalar == "!" || scalar == "?" else { continue }
            var end = index + 1
            while end < scalars.count, closers.contains(scalars[end]) { end += 1 }
            guard end < scalars.count, scalars[end] == " " else { continue }
            var next = end
            while next < scalars.count, scalars[next] == " " { next += 1 }
            guard next < scalars.count else { continue }
            let following = scalars[next]
            guard
                following.properties.isUppercase || following.properties.numericType != nil
                    || openers.contains(following)
            else { continue }
            if scalar == "." {
                var wordStart = index
                while wordStart > start, scalars[wordStart - 1].properties.isAlphabetic || scalars[wordStart - 1] == "."
                {
                    wordStart -= 1
                }
                var before = String.UnicodeScalarView(scalars[wordStart..<index].filter { $0 != "." })
                before = String(before).lowercased().unicodeScalars
                if before.count == 1 || abbreviations.contains(String(before)) { continue }
            }
            result.append(String(String.UnicodeScalarView(scalars[start..<end])))
            start = next
            index = next - 1
        }
        if start < scalars.count { result.append(String(String.UnicodeScalarView(scalars[start...]))) }
        return result
    }

    /// A letter, with a fast path for ASCII (Unicode properties cost a table lookup).
    @inline(__always) static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? (scalar.value | 0x20 >= 0x61 && scalar.value | 0x20 <= 0x7A) : scalar.properties.isAlphabetic
    }

    /// The words of one sentence, as written.
    static func words(in sentence: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        func finish() {
            var word = current
            if let last = word.last, last == "s", word.count >= 2 {
                let apostrophe = word[word.index(word.endIndex, offsetBy: -2)]
                if apostrophe == "'" || apostrophe == "\u{2019}" { word.removeLast(2) }
            }
            while let last = word.last, last == "'" || last == "\u{2019}" { word.removeLast() }
            if !word.isEmpty { words.append(String(word)) }
            current = String.UnicodeScalarView()
        }
        for scalar in sentence.unicodeScalars {
            if isLetter(scalar) {
                current.append(scalar)
            } else if (scalar == "'" || scalar == "\u{2019}") && !current.isEmpty {
                current.append(scalar)
            } else if !current.isEmpty {
                finish()
            }
        }
        if !current.isEmpty { finish() }
        return words
    }
}
