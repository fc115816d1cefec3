extension Lexicon {
    /// Whether two synsets have the same definition text (different synsets occasionally do).
    func glossesEqual(_ first: Int, _ second: Int) -> Bool {
        if first == second { return true }
        let wanted = glossField(ofSynset: first)
        let raw = file.bytes
        let start = glossStart(ofSynset: second)
        let end = Int(lineStarts[second + 1]) - 1
        guard start + wanted.count < end else { return false }
        // Compare in place and stop at the first difference, rather than first finding where it ends.
        for offset in 0..<wanted.count where raw[start + offset] != wanted[offset] { return false }
        return raw[start + wanted.count] == UInt8(ascii: "\t")
    }

    /// Whether two synsets' definitions say the same thing, word for word or but for function words:
    /// *brief*'s "lasting only a short time" and *temporary*'s "lasting for only a short time" made
    /// *temporary* a second right answer to "Which adjective means “lasting only a short time”?".
    ///
    /// So are two definitions one of which says all the other does and more: *beach*'s "the land next to the
    /// sea, where people like to play" holds *coast*'s "the land next to the sea", and beside it *beach* was
    /// a second answer (the WordNet cross-check found it once wrong answers were drawn from the key's class).
    func glossesAlike(_ first: Int, _ second: Int) -> Bool {
        if glossesEqual(first, second) { return true }
        let (one, other) = (glossField(ofSynset: first), glossField(ofSynset: second))
        if one.count < other.count ? Self.holdsPhrase(one, in: other) : Self.holdsPhrase(other, in: one) {
            return true
        }
        // Read as words only when the lengths differ by a few short words and the last five bytes agree:
        // every wrong answer of a large export is compared, and reading them all cost it a fifth.
        guard abs(one.count - other.count) <= 10, one.count >= 5, other.count >= 5,
            one.suffix(5).elementsEqual(other.suffix(5))
        else { return false }
        return Set(ContentWords(gloss(ofSynset: first)).stems) == Set(ContentWords(gloss(ofSynset: second)).stems)
    }

    /// Whether `text`, of three words or more, stands whole in `longer` (`WordMatcher.containsWord`).
    static func holdsPhrase(_ text: UnsafeRawBufferPointer, in longer: UnsafeRawBufferPointer) -> Bool {
        guard text.count < longer.count else { return false }
        var spaces = 0
        for byte in text where byte == UInt8(ascii: " ") { spaces += 1 }
        return spaces >= 2
            && WordMatcher.containsWord(
                text.assumingMemoryBound(to: UInt8.self), in: longer.assumingMemoryBound(to: UInt8.self))
    }
}
