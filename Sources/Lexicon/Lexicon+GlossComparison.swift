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
    /// So, too, when the longer starts like the shorter and holds all its words in order: *ham*'s "meat from
    /// the back leg of a pig" says what *pork*'s "meat from a pig" says.
    func glossesAlike(_ first: Int, _ second: Int) -> Bool {
        if glossesEqual(first, second) { return true }
        let (one, other) = (glossField(ofSynset: first), glossField(ofSynset: second))
        let (shorter, longer) = one.count < other.count ? (one, other) : (other, one)
        if Self.holdsPhrase(shorter, in: longer) || Self.holdsWordsInOrder(shorter, in: longer) { return true }
        // Read as words only when the lengths differ by a few short words and the last five bytes agree:
        // every wrong answer of a large export is compared, and reading them all cost it a fifth.
        guard abs(one.count - other.count) <= 10, one.count >= 5, other.count >= 5,
            one.suffix(5).elementsEqual(other.suffix(5))
        else { return false }
        return Set(ContentWords(gloss(ofSynset: first)).stems) == Set(ContentWords(gloss(ofSynset: second)).stems)
    }

    /// Whether every content word of `first`'s definition, two at least, is in `second`'s, by stem: *exceedingly*
    /// "to a very great degree" beside *massively* "very greatly, or to a very large degree" left a learner two
    /// choices (round 58, both readers). Read as words only when the two end alike, as `glossesAlike` does: two
    /// wrong answers are compared for every candidate a question reads, and reading every pair as words
    /// doubled a large export's time.
    func glossSaysNoMore(_ first: Int, than second: Int) -> Bool {
        let (one, other) = (glossField(ofSynset: first), glossField(ofSynset: second))
        guard one.count >= 5, one.count <= other.count, one.suffix(5).elementsEqual(other.suffix(5)) else {
            return false
        }
        let words = Set(ContentWords(gloss(ofSynset: first)).stems)
        guard words.count >= 2 else { return false }
        return words.isSubset(of: ContentWords(gloss(ofSynset: second)).stems)
    }

    /// Whether the definition of `synset` is said, in order, by the WordNet gloss a learner definition
    /// replaced in `other` (`holdsWordsInOrder`): *making*'s "the act of making something" is in *decision*'s
    /// "the act of making up your mind about something", though not in its learner definition "the act of
    /// choosing what to do", and a reader who knows the longer wording takes both as right.
    func isHeldByReplacedGloss(ofSynset synset: Int, in other: Int) -> Bool {
        let replaced = field(record: other, field: 6)
        guard !replaced.isEmpty else { return false }
        return Self.holdsWordsInOrder(glossField(ofSynset: synset), in: replaced)
    }

    /// Whether `text`, of three words or more, has its words in order in `longer`, which begins with the same
    /// two words (a definition's genus: "meat from", "a person").
    static func holdsWordsInOrder(_ text: UnsafeRawBufferPointer, in longer: UnsafeRawBufferPointer) -> Bool {
        guard text.count < longer.count, let first = text.first, first == longer.first else { return false }
        let words = text.split(separator: UInt8(ascii: " "))
        let longerWords = longer.split(separator: UInt8(ascii: " "))
        guard words.count >= 3, longerWords.count > words.count,
            words.prefix(2).elementsEqual(longerWords.prefix(2), by: { $0.elementsEqual($1) })
        else { return false }
        var remaining = longerWords.dropFirst(2)[...]
        for word in words.dropFirst(2) {
            guard let found = remaining.firstIndex(where: { $0.elementsEqual(word) }) else { return false }
            remaining = remaining[(found + 1)...]
        }
        return true
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
