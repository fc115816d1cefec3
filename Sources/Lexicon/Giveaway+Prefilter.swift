/// Whether a text can give a single word away, answered before the word is stemmed when it cannot.
///
/// `Giveaway.relatedWord(in:)` finds nothing in a text that holds none of its needles (the first three
/// bytes of every root). Every root of an ASCII word starts where the word does, or after its one
/// negative prefix, and keeps those first bytes, except for two rewrites `WordStem` makes: a last *i*
/// read as *y* (which can reach the third byte of a three-letter root) and *our* spelt *or*. So the
/// first three bytes of each start, with those rewrites, are a superset of the needles, found without
/// stemming and without allocating: a text with none of them gives nothing away. Each candidate wrong
/// answer's everyday gloss is asked this once (`Lexicon.firstGlossNamesLemma`), and stemming every such
/// word was several percent of a large export's time (BENCHMARKS.md, issue 24).
extension Giveaway {
    /// `Giveaway(word: word).isGivenAway(by: text)`, without stemming `word` when `text` cannot give it away.
    public static func isGivenAway(word: String, by text: String) -> Bool {
        var lowered = (WordMatcher.lowered(word), WordMatcher.lowered(text))
        let ruledOut = lowered.0.withUTF8 { word in
            lowered.1.withUTF8 { text in
                withPossibleNeedles(of: word) { needles in !needles.contains { holds(text, $0) } } ?? false
            }
        }
        return !ruledOut && Giveaway(word: word).isGivenAway(by: text)
    }

    /// A superset of the needles `Giveaway(word:)` searches a text for, each packed as `Needle` says,
    /// handed to `body`; nil (and `body` not called) for an empty word or a word beyond ASCII, whose
    /// roots are found by characters.
    ///
    /// - Parameter word: The word's lower-cased bytes.
    static func withPossibleNeedles<Result>(
        of word: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt32>) -> Result
    ) -> Result? {
        guard !word.isEmpty, word.allSatisfy({ $0 < 0x80 }) else { return nil }
        let prefix = WordStem.prefixBytes.first { word.count - $0.count >= 4 && word.starts(with: $0) }
        return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 12) { buffer in
            var count = 0
            func add(_ first: UInt8, _ second: UInt8? = nil, _ third: UInt8? = nil) {
                let needle = Needle.pack(first, second, third)
                if !buffer[0..<count].contains(needle) {
                    buffer[count] = needle
                    count += 1
                }
            }
            let (o, u, r, y) = (UInt8(ascii: "o"), UInt8(ascii: "u"), UInt8(ascii: "r"), UInt8(ascii: "y"))
            for start in [0, prefix?.count ?? 0] {
                let head = UnsafeBufferPointer(rebasing: word[start..<min(start + 4, word.count)])
                switch head.count {
                case 1: add(head[0])
                case 2: add(head[0], head[1])
                default:
                    add(head[0], head[1], head[2])
                    add(head[0], head[1], y)
                    if head[0] == o, head[1] == u, head[2] == r {
                        add(o, r)
                        add(o, r, y)
                        if head.count == 4 { add(o, r, head[3]) }
                    }
                    if head.count == 4, head[1] == o, head[2] == u, head[3] == r { add(head[0], o, r) }
                }
            }
            return body(UnsafeBufferPointer(rebasing: buffer[0..<count]))
        }
    }

    /// Whether `text` holds the packed needle anywhere.
    static func holds(_ text: UnsafeBufferPointer<UInt8>, _ needle: UInt32) -> Bool {
        let length = Int(needle >> 24)
        guard length <= text.count else { return false }
        let first = UInt8(truncatingIfNeeded: needle)
        for start in 0...(text.count - length) where text[start] == first {
            if Needle.pack(text[start..<start + length]) == needle { return true }
        }
        return false
    }

    /// One to three bytes and their count in a `UInt32`: the bytes from the low end, the count on top.
    enum Needle {
        static func pack(_ first: UInt8, _ second: UInt8?, _ third: UInt8?) -> UInt32 {
            guard let second else { return 1 << 24 | UInt32(first) }
            guard let third else { return 2 << 24 | UInt32(second) << 8 | UInt32(first) }
            return 3 << 24 | UInt32(third) << 16 | UInt32(second) << 8 | UInt32(first)
        }

        static func pack<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> UInt32 {
            var packed = UInt32(bytes.count) << 24
            for (offset, byte) in bytes.enumerated() { packed |= UInt32(byte) << (8 * offset) }
            return packed
        }
    }
}
