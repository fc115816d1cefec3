/// Finds a word in running text that shares a stem with one of a few given words (see `WordStem`):
/// the check that keeps a key out of its own stem text and a target's stem out of its key.
///
/// Most words of a text share no three-letter piece with the given words' roots, so those are
/// skipped before any stemming; only the rest are stemmed and compared.
public struct Giveaway: Sendable {
    let stems: [WordStem]
    /// The first three bytes of every root, each once: any related word contains one of them. (Bytes,
    /// not letters: a weaker filter for a word with letters beyond ASCII, never a stricter one.)
    let needles: [[UInt8]]

    public init(words: [String]) {
        stems = words.map(WordStem.init)
        var needles: [[UInt8]] = []
        // Each stem's word, then its roots, read in place: a giveaway is built for every candidate wrong
        // answer's gloss check, and joining them into new arrays first cost allocations each time.
        func add(_ root: String) {
            let needle = root.utf8.prefix(3)
            if !needles.contains(where: { $0.elementsEqual(needle) }) { needles.append(Array(needle)) }
        }
        for stem in stems {
            add(stem.word)
            stem.roots.forEach(add)
        }
        self.needles = needles
    }

    public init(word: String) {
        self.init(words: [word])
    }

    /// Whether some word of `text` shares a stem with one of the given words.
    public func isGivenAway(by text: String) -> Bool {
        relatedWord(in: text) != nil
    }

    /// The first word of `text` that shares a stem with one of the given words, if any.
    public func relatedWord(in text: String) -> String? {
        let lowered = WordMatcher.lowered(text)
        guard needles.contains(where: { WordMatcher.bytes(of: lowered, contain: $0) }) else { return nil }
        for range in WordMatcher.words(in: lowered) {
            let word = lowered[range]
            guard word.utf8.count >= 2,
                word.utf8.withContiguousStorageIfAvailable(mayBeRelated) ?? mayBeRelated(Array(word.utf8))
            else { continue }
            let stem = WordStem(String(word))
            if stems.contains(where: { $0.isRelated(to: stem) }) { return String(word) }
        }
        return nil
    }

    /// Whether `word` holds one of `needles`, read in place: every word of every gloss near a key is
    /// tested, and a copy of each was most of the test's cost.
    private func mayBeRelated(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        needles.contains { needle in
            guard needle.count <= word.count else { return needle.elementsEqual(word) }
            return (0...(word.count - needle.count)).contains { start in
                word[start..<(start + needle.count)].elementsEqual(needle)
            }
        }
    }

    private func mayBeRelated(_ word: [UInt8]) -> Bool {
        word.withUnsafeBufferPointer(mayBeRelated)
    }
}
