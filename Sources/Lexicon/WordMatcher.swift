#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds a target word, or any inflected form of it, in running text.
///
/// Used to blank fill-in sentences ("abated", "abating" as well as "abate") and to keep the answer
/// out of stems and definition choices, where it would give the question away.
public struct WordMatcher: Sendable, Hashable {
    /// What replaces the word in a fill-in-the-blank sentence.
    public static let blank = "_____"

    /// The lemma and its inflected forms, lower-cased.
    public let forms: Set<String>
    /// Any word starting with this counts as a give-away ("abatement" for "abate"); nil for very short lemmas.
    let stem: String?
    /// Byte strings at least one of which any give-away contains: a cheap test before splitting into words.
    let needles: [[UInt8]]

    /// Built for every question attempt (and most of a round's attempts fail), so the set is filled in
    /// place, sized once, rather than through the copies `map`, `union` and `filter` make.
    public init(lemma: String, forms: [String]) {
        let lemma = Self.lowered(lemma)
        var all = Set<String>(minimumCapacity: forms.count + 1)
        all.insert(lemma)
        for form in forms { all.insert(Self.lowered(form)) }
        let stem = lemma.count >= 3 ? lemma : nil
        self.forms = all
        self.stem = stem
        var needles: [[UInt8]] = []
        needles.reserveCapacity(all.count + 1)
        if let stem { needles.append(Array(stem.utf8)) }
        // A form that starts with the stem contains it already.
        for form in all where stem.map({ !form.hasPrefix($0) }) ?? true { needles.append(Array(form.utf8)) }
        self.needles = needles
    }

    public init(entry: LexiconEntry) {
        self.init(lemma: entry.lemma, forms: entry.forms)
    }

    /// Whether `text` contains `lemma`, an inflected form, or a longer word built on it (`occurs(in:)`),
    /// for a single question: the matcher, whose set of forms cost more than the search, is built only
    /// when the bytes of the lemma or a form are in the text. Every needle of the matcher contains one of
    /// them, so the answer is the same.
    public static func occurs(lemma: String, forms: [String], in text: String) -> Bool {
        var lowered = Self.lowered(text)
        // Each word's bytes read in place: every candidate wrong answer's gloss is asked this once, and
        // an array for the words and for each word's bytes was most of the cost of asking.
        let holdsAWord = lowered.withUTF8 { haystack in
            func holds(_ word: String) -> Bool {
                var word = Self.lowered(word)
                return word.withUTF8 { contains(haystack, $0) }
            }
            return holds(lemma) || forms.contains(where: holds)
        }
        guard holdsAWord else { return false }
        return WordMatcher(lemma: lemma, forms: forms).occurs(in: text)
    }

    /// Whether `text` contains the word, an inflected form, or a longer word built on it.
    public func occurs(in text: String) -> Bool {
        let lowered = Self.lowered(text)
        guard needles.contains(where: { Self.bytes(of: lowered, contain: $0) }) else { return false }
        return Self.words(in: lowered).contains { isGiveaway(lowered[$0]) }
    }

    /// `sentence` with every form of the word replaced by `blank`, or nil when the word is absent or
    /// the sentence would still give it away (for example through a derived word).
    public func blanking(_ sentence: String) -> String? {
        var result = ""
        var last = sentence.startIndex
        var replaced = false
        for range in Self.words(in: sentence) where forms.contains(sentence[range].lowercased()) {
            result += sentence[last..<range.lowerBound]
            result += Self.blank
            last = range.upperBound
            replaced = true
        }
        guard replaced else { return nil }
        result += sentence[last...]
        return occurs(in: result) ? nil : result
    }

    /// Whether `text` holds the word itself or one of its inflected forms as a whole word: what an
    /// example must show. A longer word built on it is a giveaway (`occurs(in:)`) but shows a learner
    /// another word: read-through round 21's B1 readers met *teen* illustrated by "teenage mothers".
    public func namesAForm(in text: String) -> Bool {
        let lowered = Self.lowered(text)
        guard needles.contains(where: { Self.bytes(of: lowered, contain: $0) }) else { return false }
        return Self.words(in: lowered).contains { forms.contains(String(lowered[$0])) }
    }

    /// - Parameter word: A lower-cased word.
    private func isGiveaway(_ word: Substring) -> Bool {
        if forms.contains(String(word)) { return true }
        return stem.map { word.hasPrefix($0) } ?? false
    }

    /// Ranges of the words in `text`: runs of letters (ASCII fast path, Unicode's alphabetic property otherwise).
    static func words(in text: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var start: String.Index?
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index != scalars.endIndex {
            let scalar = scalars[index]
            let isLetter =
                scalar.isASCII
                ? (scalar.value | 0x20 >= 0x61 && scalar.value | 0x20 <= 0x7A) : scalar.properties.isAlphabetic
            if isLetter, start == nil {
                start = index
            } else if !isLetter, let begin = start {
                ranges.append(begin..<index)
                start = nil
            }
            index = scalars.index(after: index)
        }
        if let begin = start { ranges.append(begin..<scalars.endIndex) }
        return ranges
    }

    /// `text` lower-cased, or `text` itself when it has no capital, as nearly every gloss, lemma and word:
    /// every candidate's definition is lower-cased several times a question, and a copy each time was a
    /// twentieth of an export. Text whose only capitals are ASCII (a stem's "Which" beside its curly quotes,
    /// a sentence's first word) is lowered byte by byte, which is what `lowercased()` does to it without
    /// its Unicode tables (a twentieth of an export again); other text goes through `lowercased()`.
    static func lowered(_ text: String) -> String {
        var text = text
        let (capitals, ascii) = text.withUTF8 { bytes in
            var capitals = false
            var ascii = true
            for byte in bytes {
                if byte >= 0x80 { ascii = false } else if byte &- UInt8(ascii: "A") < 26 { capitals = true }
            }
            return (capitals, ascii)
        }
        if !ascii, text.unicodeScalars.contains(where: { !$0.isASCII && $0.properties.changesWhenLowercased }) {
            return text.lowercased()
        }
        guard capitals else { return text }
        return text.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { buffer in
                for (index, byte) in bytes.enumerated() {
                    buffer[index] = byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
                }
                return bytes.count
            }
        }
    }

    /// Whether the UTF-8 of `text` contains `needle`'s bytes anywhere: the cheap test before splitting
    /// into words.
    static func bytes(of text: String, contain needle: [UInt8]) -> Bool {
        var text = text
        return text.withUTF8 { haystack in needle.withUnsafeBufferPointer { contains(haystack, $0) } }
    }

    /// Whether `word` stands whole in `text`: at its start or after a byte that is no ASCII letter, and
    /// followed by its end or such a byte. `memchr` finds each place the word's first byte stands: a
    /// candidate's names are looked up in every kept choice's definition, and comparing byte by byte was 5%
    /// of a large export's time.
    static func containsWord(_ word: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = text.baseAddress, let pattern = word.baseAddress, !word.isEmpty, word.count <= text.count
        else { return false }
        var start = 0
        let last = text.count - word.count
        while start <= last, let found = memchr(base + start, Int32(word[0]), last - start + 1) {
            let position = UnsafeRawPointer(base).distance(to: found)
            let end = position + word.count
            if position == 0 || !isASCIILetter(text[position - 1]), end == text.count || !isASCIILetter(text[end]),
                memcmp(base + position, pattern, word.count) == 0
            {
                return true
            }
            start = position + 1
        }
        return false
    }

    static func isASCIILetter(_ byte: UInt8) -> Bool {
        byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A
    }

    /// Whether `haystack` contains `wanted` anywhere (an empty `wanted` everywhere).
    static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ wanted: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let start = haystack.baseAddress, let pattern = wanted.baseAddress, !wanted.isEmpty,
            wanted.count <= haystack.count
        else { return wanted.isEmpty }
        for offset in 0...(haystack.count - wanted.count)
        where haystack[offset] == wanted[0] && memcmp(start + offset, pattern, wanted.count) == 0 {
            return true
        }
        return false
    }
}
