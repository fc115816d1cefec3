import Quiz
import Testing

@testable import Reading

/// The byte-level passage (issue 25's third round) against the Unicode-scalar one it replaced, kept here
/// as the oracle: the same sentences and words on texts made of the pieces where they could differ
/// (curly quotes and apostrophes, Unicode spaces, accented and non-Latin letters, abbreviations,
/// possessives, blank lines with spaces).
struct PassageBytesTests {
    static let pieces = [
        "The", "river", "bank", "Mr.", "e.g.", "J.", "5", "p.m.", "today.", "Go!", "what?", "\"",
        "\u{201C}Yes,\u{201D}",
        "\u{2018}no\u{2019}", "dogs\u{2019}", "river's", "didn't", "rock'n'roll", "well-known", "caf\u{E9}",
        "\u{C9}cole",
        "na\u{EF}ve.", "\u{3A9}mega", "\u{4E2D}\u{6587}", "(aside)", "[note].", "end.)", "It", "A",
        "\u{201C}Quote.\u{201D}",
        "x\u{00A0}y", "\u{2003}", "\t", "\r\n", "\n", "\n\n", "\n  \n", "\u{0C}", "...", "3.5", "\u{2019}s", "'", "St.",
        "\u{130}stanbul.", "\u{1F600}", "word", "Word.", "\u{2028}",
    ]

    @Test func bytesCutTextsAsTheScalarPassageDid() {
        var random = SeededGenerator(seed: 25)
        for _ in 0..<3000 {
            let count = Int.random(in: 1...24, using: &random)
            let text = (0..<count).map { _ in Self.pieces.randomElement(using: &random)! }.joined(
                separator: Bool.random(using: &random) ? " " : "  ")
            let passage = Passage(text)
            let oracle = ScalarPassage(text)
            #expect(passage.sentences == oracle.sentences, "\(text.debugDescription)")
            #expect(passage.words.map(passage.text(of:)) == oracle.words.map(\.0), "\(text.debugDescription)")
            #expect(passage.words.map(\.sentence) == oracle.words.map(\.1), "\(text.debugDescription)")
            #expect(passage.words.map(\.startsSentence) == oracle.words.map(\.2), "\(text.debugDescription)")
        }
    }
}

/// The passage as it was cut before: on Unicode scalars, with a `String` per paragraph, sentence and word.
private struct ScalarPassage {
    var sentences: [String] = []
    /// Text, sentence index, starts its sentence.
    var words: [(String, Int, Bool)] = []

    init(_ text: String) {
        for paragraph in Self.paragraphs(of: text) {
            for sentence in Self.sentences(in: paragraph) {
                let tokens = Self.words(in: sentence)
                guard !tokens.isEmpty else { continue }
                for (offset, token) in tokens.enumerated() { words.append((token, sentences.count, offset == 0)) }
                sentences.append(sentence)
            }
        }
    }

    static let abbreviations = Passage.abbreviations

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
