/// Whether a text can give a single word away, answered before the word is stemmed when it cannot.
///
/// `Giveaway.relatedWord(in:)` finds nothing in a text that holds none of its needles (the first three
/// bytes of every root). Every root of an ASCII word starts where the word does, or after its one
/// negative prefix, and keeps those first bytes, except for two rewrites `WordStem` makes: a last *i*
/// read as *y* (which can reach the third byte of a three-letter root) and *our* spelt *or*. So the
/// first three bytes of each start, with those rewrites, are a superset of the needles, found without
/// stemming: a text with none of them gives nothing away. Each candidate wrong answer's everyday gloss is
/// asked this once (`Lexicon.firstGlossNamesLemma`), and stemming every such word was a tenth of a large
/// export's time (BENCHMARKS.md, issue 24).
extension Giveaway {
    /// `Giveaway(word: word).isGivenAway(by: text)`, without stemming `word` when `text` cannot give it away.
    public static func isGivenAway(word: String, by text: String) -> Bool {
        if let possible = possibleNeedles(of: word) {
            let lowered = WordMatcher.lowered(text)
            guard possible.contains(where: { WordMatcher.bytes(of: lowered, contain: $0) }) else { return false }
        }
        return Giveaway(word: word).isGivenAway(by: text)
    }

    /// A superset of the needles `Giveaway(word:)` searches a text for; nil for an empty word and for a
    /// word beyond ASCII, whose roots are found by characters.
    static func possibleNeedles(of word: String) -> [[UInt8]]? {
        let bytes = Array(WordMatcher.lowered(word).utf8)
        guard !bytes.isEmpty, bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        var needles: [[UInt8]] = []
        func add(_ needle: [UInt8]) {
            if !needle.isEmpty, !needles.contains(needle) { needles.append(needle) }
        }
        var starts = [bytes[...]]
        if let prefix = WordStem.prefixBytes.first(where: { bytes.count - $0.count >= 4 && bytes.starts(with: $0) }) {
            starts.append(bytes[prefix.count...])
        }
        let (o, u, r, y) = (UInt8(ascii: "o"), UInt8(ascii: "u"), UInt8(ascii: "r"), UInt8(ascii: "y"))
        for start in starts {
            let head = Array(start.prefix(4))
            add(Array(head.prefix(3)))
            if head.count >= 3 { add([head[0], head[1], y]) }
            if head.starts(with: [o, u, r]) {
                add([o, r])
                add([o, r, y])
                if head.count == 4 { add([o, r, head[3]]) }
            }
            if head.count == 4, head[1] == o, head[2] == u, head[3] == r { add([head[0], o, r]) }
        }
        return needles
    }
}
