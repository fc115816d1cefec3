/// One word of a list, as a regular expression a grammar-constrained server can sample from.
///
/// The words are spelled out as a trie ("(go(es|ing|ne)?|went)"), so a grammar parser follows one
/// branch per letter however long the list, where a flat alternation of twenty thousand words
/// would keep every word that shares the letters so far. Written for llama.cpp's
/// json-schema-to-grammar like `BoundTextPatterns`: groups, alternation and `?` only.
enum WordListPattern {
    /// The pattern for exactly one of `words` (lower-case letters, apostrophes and hyphens), whose
    /// first letter may also be a capital, since a sentence starts with one; or a number of up to four
    /// digits ("in 2020", "3 cats"). No possessive "'s": given one after any word, SmolLM2 ended 10 of
    /// 24 stems with it ("…but they are's?", "…and there's's.").
    static func pattern(for words: [String]) -> String {
        var byteWords = words.filter { !$0.isEmpty }.map { Array($0.utf8) }
        if !isSortedAndUnique(byteWords) {
            byteWords = Array(Set(byteWords)).sorted { $0.lexicographicallyPrecedes($1) }
        }
        var trie: [UInt8] = []
        trie.reserveCapacity(byteWords.reduce(0) { $0 + $1.count } * 2)
        appendSuffixes(of: byteWords[...], after: 0, to: &trie)
        let alternatives = String(decoding: trie, as: UTF8.self)
        return alternatives.isEmpty ? "[0-9]{1,4}" : "(\(alternatives)|[0-9]{1,4})"
    }

    /// Whether `words` is in strictly increasing byte order, as `Lexicon.writableWords` gives it:
    /// such a list needs no copy into a set and no sort.
    private static func isSortedAndUnique(_ words: [[UInt8]]) -> Bool {
        zip(words, words.dropFirst()).allSatisfy { $0.lexicographicallyPrecedes($1) }
    }

    /// Appends the regex for what follows the first `depth` letters, which every word of `words`
    /// shares; `words` is sorted, so a word that ends here comes first, and the words go on with more
    /// than one letter when the first and the last differ at `depth`.
    private static func appendSuffixes(of words: ArraySlice<[UInt8]>, after depth: Int, to output: inout [UInt8]) {
        var rest = words
        let endsHere = rest.first?.count == depth
        if endsHere { rest = rest.dropFirst() }
        guard let firstLetter = rest.first?[depth], let lastLetter = rest.last?[depth] else { return }
        let isBranching = firstLetter != lastLetter
        if endsHere { output.append(UInt8(ascii: "(")) }
        if isBranching { output.append(UInt8(ascii: "(")) }
        var isFirstBranch = true
        while let letter = rest.first?[depth] {
            let end = rest.firstIndex { $0[depth] != letter } ?? rest.endIndex
            if !isFirstBranch { output.append(UInt8(ascii: "|")) }
            isFirstBranch = false
            output.append(contentsOf: spelled(letter, first: depth == 0).utf8)
            appendSuffixes(of: rest[..<end], after: depth + 1, to: &output)
            rest = rest[end...]
        }
        if isBranching { output.append(UInt8(ascii: ")")) }
        if endsHere { output.append(contentsOf: ")?".utf8) }
    }

    /// A letter as the pattern spells it: a word's first letter in either case.
    private static func spelled(_ byte: UInt8, first: Bool) -> String {
        let letter = Character(Unicode.Scalar(byte))
        guard first, letter.isLetter else { return String(letter) }
        return "[\(letter.uppercased())\(letter)]"
    }
}
