/// A text cut into sentences and words, kept as UTF-8 bytes with positions.
///
/// A sentence ends at `.`, `!` or `?` (closing quotes and brackets included) before a capital letter,
/// a quote or a digit, and at every paragraph break; a full stop after a known abbreviation ("Mr.",
/// "e.g.") or a single letter does not end one. Words are runs of letters with inner apostrophes;
/// a possessive "'s" is dropped and hyphenated words count as their parts.
///
/// Nothing here builds a `String` per word or per sentence: a novel is a million words, and making and
/// freeing a string for each cost most of the time `words` may take. Words and sentences are byte
/// ranges into one buffer; `text(of:)` and `sentence(_:)` make strings only for what is shown or scored.
public struct Passage: Sendable {
    /// The text's UTF-8 with every run of spaces and single line breaks made one space; paragraphs
    /// follow each other without a separator (sentences never span them).
    let bytes: [UInt8]
    /// Each sentence's bytes, in text order; a sentence without words is left out.
    let sentenceRanges: [Range<Int>]
    /// Every word of the text, in order.
    public let words: [Word]

    /// One word of the text: where it is, not a copy of it.
    public struct Word: Sendable, Hashable {
        let start: Int32
        let end: Int32
        let sentenceIndex: Int32
        /// Whether it is the first word of its sentence (where a capital says nothing about a name).
        public let startsSentence: Bool

        public var sentence: Int { Int(sentenceIndex) }
        var range: Range<Int> { Int(start)..<Int(end) }
    }

    static let abbreviations: Set<String> = [
        "mr", "mrs", "ms", "dr", "st", "prof", "jr", "sr", "vs", "etc", "eg", "ie", "mt", "no", "fig", "approx",
    ]

    public init(_ text: String) {
        var text = text
        let (bytes, paragraphs) = text.withUTF8 { Self.paragraphs(of: $0) }
        var sentences: [Range<Int>] = []
        var words: [Word] = []
        for paragraph in paragraphs {
            for sentence in Self.sentences(in: paragraph, of: bytes) {
                let before = words.count
                Self.words(in: sentence, of: bytes) { start, end in
                    words.append(
                        Word(
                            start: Int32(start), end: Int32(end), sentenceIndex: Int32(sentences.count),
                            startsSentence: words.count == before))
                }
                if words.count > before { sentences.append(sentence) }
            }
        }
        self.bytes = bytes
        sentenceRanges = sentences
        self.words = words
    }

    /// How many sentences with words the text has.
    public var sentenceCount: Int { sentenceRanges.count }

    /// Sentence `index` as written (spaces made single).
    public func sentence(_ index: Int) -> String {
        String(decoding: bytes[sentenceRanges[index]], as: UTF8.self)
    }

    /// Every sentence, for tests and small texts; `sentence(_:)` makes one.
    public var sentences: [String] { sentenceRanges.indices.map(sentence) }

    /// The words of one sentence, as written (for a sentence already cut from its text).
    public static func words(in sentence: String) -> [String] {
        let bytes = Array(sentence.utf8)
        var words: [String] = []
        Self.words(in: bytes.indices, of: bytes) { words.append(String(decoding: bytes[$0..<$1], as: UTF8.self)) }
        return words
    }

    /// The word as written.
    public func text(of word: Word) -> String {
        String(decoding: bytes[word.range], as: UTF8.self)
    }

    /// The word lower-cased, as the lexicon spells its lemmas.
    public func form(of word: Word) -> String {
        let slice = bytes[word.range]
        return slice.contains { $0 >= 0x41 && $0 <= 0x5A || $0 >= 0x80 }
            ? text(of: word).lowercased() : String(decoding: slice, as: UTF8.self)
    }
}
