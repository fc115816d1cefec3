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
    func glossesAlike(_ first: Int, _ second: Int) -> Bool {
        if glossesEqual(first, second) { return true }
        // Read as words only when the lengths differ by a few short words and the last five bytes agree:
        // every wrong answer of a large export is compared, and reading them all cost it a fifth.
        let (one, other) = (glossField(ofSynset: first), glossField(ofSynset: second))
        guard abs(one.count - other.count) <= 10, one.count >= 5, other.count >= 5,
            one.suffix(5).elementsEqual(other.suffix(5))
        else { return false }
        return Set(ContentWords(gloss(ofSynset: first)).stems) == Set(ContentWords(gloss(ofSynset: second)).stems)
    }
}
