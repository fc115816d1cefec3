/// The byte-level passes that cut a passage: paragraphs, sentences, words.
///
/// They read UTF-8 directly. ASCII bytes never occur inside a multi-byte character, so the marks that
/// matter (`.`, `!`, `?`, spaces, apostrophes) are found byte by byte; a character outside ASCII is
/// decoded only where its Unicode properties decide something (a letter, a capital, a space).
extension Passage {
    /// The text with its whitespace made single spaces, and each paragraph's range in it.
    ///
    /// A paragraph ends at a blank line; a single line break, tabs, carriage returns and Unicode spaces
    /// become one space between words (ASCII vertical tab and form feed are kept as characters).
    static func paragraphs(of text: UnsafeBufferPointer<UInt8>) -> ([UInt8], [Range<Int>]) {
        var out: [UInt8] = []
        out.reserveCapacity(text.count)
        var paragraphs: [Range<Int>] = []
        var paragraphStart = 0
        var lineIsBlank = true
        var pendingSpace = false
        var index = 0
        while index < text.count {
            let byte = text[index]
            let length = byte < 0x80 ? 1 : UTF8.width(of: byte)
            defer { index += length }
            let isSpace: Bool
            if byte == 0x0A {
                if lineIsBlank, out.count > paragraphStart {
                    paragraphs.append(paragraphStart..<out.count)
                    paragraphStart = out.count
                    pendingSpace = false
                } else if out.count > paragraphStart {
                    pendingSpace = true
                }
                lineIsBlank = true
                continue
            } else if byte < 0x80 {
                isSpace = byte == 0x20 || byte == 0x09 || byte == 0x0D
            } else {
                isSpace = UTF8.scalar(in: text, at: index).properties.isWhitespace
            }
            if isSpace {
                if out.count > paragraphStart { pendingSpace = true }
            } else {
                if pendingSpace { out.append(0x20) }
                pendingSpace = false
                lineIsBlank = false
                if length == 1 {
                    out.append(byte)
                } else {
                    for offset in index..<min(index + length, text.count) { out.append(text[offset]) }
                }
            }
        }
        if out.count > paragraphStart { paragraphs.append(paragraphStart..<out.count) }
        return (out, paragraphs)
    }

    /// Whether the character at `index` closes a sentence's end (`"`, `'`, `”`, `’`, `)`, `]`, `.`, `!`, `?`),
    /// and its length in bytes.
    static func closer(in bytes: [UInt8], at index: Int) -> Int? {
        switch bytes[index] {
        case 0x22, 0x27, 0x29, 0x5D, 0x2E, 0x21, 0x3F: return 1
        case 0xE2
        where index + 2 < bytes.count && bytes[index + 1] == 0x80
            && (bytes[index + 2] == 0x9D || bytes[index + 2] == 0x99):
            return 3
        default: return nil
        }
    }

    /// The sentences of one paragraph, as byte ranges.
    static func sentences(in paragraph: Range<Int>, of bytes: [UInt8]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = paragraph.lowerBound
        var index = paragraph.lowerBound
        while index < paragraph.upperBound {
            let byte = bytes[index]
            index += 1
            guard byte == 0x2E || byte == 0x21 || byte == 0x3F else { continue }
            var end = index
            while end < paragraph.upperBound, let length = closer(in: bytes, at: end) { end += length }
            guard end < paragraph.upperBound, bytes[end] == 0x20 else { continue }
            var next = end
            while next < paragraph.upperBound, bytes[next] == 0x20 { next += 1 }
            guard next < paragraph.upperBound else { continue }
            guard startsSentence(UTF8.scalar(in: bytes, at: next)) else { continue }
            if byte == 0x2E, isAbbreviation(before: index - 1, from: start, in: bytes) { continue }
            result.append(start..<end)
            start = next
            index = next
        }
        if start < paragraph.upperBound { result.append(start..<paragraph.upperBound) }
        return result
    }

    /// A capital, a digit or an opening quote or bracket: what may begin a sentence after a full stop.
    static func startsSentence(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isUppercase || scalar.properties.numericType != nil
            || ["\"", "'", "\u{201C}", "\u{2018}", "("].contains(scalar)
    }

    /// Whether the full stop at `dot` ends a known abbreviation or a single letter ("Mr.", "e.g.", "J.").
    static func isAbbreviation(before dot: Int, from start: Int, in bytes: [UInt8]) -> Bool {
        var wordStart = dot
        while wordStart > start {
            let previous = UTF8.start(before: wordStart, in: bytes)
            let scalar = UTF8.scalar(in: bytes, at: previous)
            guard scalar == "." || scalar.properties.isAlphabetic else { break }
            wordStart = previous
        }
        let before = String(decoding: bytes[wordStart..<dot].filter { $0 != 0x2E }, as: UTF8.self).lowercased()
        return before.unicodeScalars.count == 1 || abbreviations.contains(before)
    }

    /// Calls `found` with the byte range of each word of one sentence.
    static func words(in sentence: Range<Int>, of bytes: [UInt8], _ found: (Int, Int) -> Void) {
        var start: Int?
        var index = sentence.lowerBound
        func finish(at end: Int) {
            guard let wordStart = start else { return }
            start = nil
            var end = end
            // A possessive "'s" is dropped, then any trailing apostrophes.
            if bytes[end - 1] == 0x73, let apostrophe = apostrophe(endingAt: end - 1, in: bytes, after: wordStart) {
                end -= 1 + apostrophe
            }
            while end > wordStart, let apostrophe = apostrophe(endingAt: end, in: bytes, after: wordStart) {
                end -= apostrophe
            }
            if end > wordStart { found(wordStart, end) }
        }
        while index < sentence.upperBound {
            let byte = bytes[index]
            let length = byte < 0x80 ? 1 : UTF8.width(of: byte)
            let isApostrophe = byte == 0x27 || (length == 3 && isRightQuote(bytes, at: index))
            let isLetter =
                byte < 0x80
                ? (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
                : !isApostrophe && UTF8.scalar(in: bytes, at: index).properties.isAlphabetic
            if isLetter {
                if start == nil { start = index }
            } else if start != nil, isApostrophe {
                // An apostrophe inside or after a word ("don't", "dogs'").
            } else {
                finish(at: index)
            }
            index += length
        }
        finish(at: sentence.upperBound)
    }

    /// `’` (U+2019) at `index`.
    static func isRightQuote(_ bytes: [UInt8], at index: Int) -> Bool {
        index + 2 < bytes.count && bytes[index] == 0xE2 && bytes[index + 1] == 0x80 && bytes[index + 2] == 0x99
    }

    /// The length of an apostrophe (`'` or `’`) that ends just before `end`, not before `floor`; nil for none.
    static func apostrophe(endingAt end: Int, in bytes: [UInt8], after floor: Int) -> Int? {
        if end - 1 >= floor, bytes[end - 1] == 0x27 { return 1 }
        if end - 3 >= floor, isRightQuote(bytes, at: end - 3) { return 3 }
        return nil
    }
}

extension UTF8 {
    /// The length in bytes of the character a lead byte starts.
    @inline(__always) static func width(of lead: UInt8) -> Int {
        lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    }

    /// Where the character before `index` starts.
    static func start(before index: Int, in bytes: [UInt8]) -> Int {
        var start = index - 1
        while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return start
    }

    /// The character starting at `index` of valid UTF-8.
    static func scalar<Bytes: RandomAccessCollection<UInt8>>(in bytes: Bytes, at index: Int) -> Unicode.Scalar
    where Bytes.Index == Int {
        let lead = bytes[index]
        let width = width(of: lead)
        guard width > 1, index + width <= bytes.endIndex else { return Unicode.Scalar(lead) }
        var value = UInt32(lead) & (0xFF >> (width + 1))
        for offset in 1..<width { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }
}
