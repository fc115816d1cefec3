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
        let sorted = Array(Set(words.filter { !$0.isEmpty }.map { Array($0.utf8) })).sorted {
            $0.lexicographicallyPrecedes($1)
        }
        let trie = suffixes(of: sorted[...], after: 0)
        return trie.isEmpty ? "[0-9]{1,4}" : "(\(trie)|[0-9]{1,4})"
    }

    /// The regex for what follows the first `depth` letters, which every word of `words` shares;
    /// `words` is sorted, so a word that ends here comes first.
    private static func suffixes(of words: ArraySlice<[UInt8]>, after depth: Int) -> String {
        var rest = words
        let endsHere = rest.first?.count == depth
        if endsHere { rest = rest.dropFirst() }
        var branches: [String] = []
        while let letter = rest.first?[depth] {
            let end = rest.firstIndex { $0[depth] != letter } ?? rest.endIndex
            branches.append(spelled(letter, first: depth == 0) + suffixes(of: rest[..<end], after: depth + 1))
            rest = rest[end...]
        }
        guard !branches.isEmpty else { return "" }
        let body = branches.count == 1 ? branches[0] : "(" + branches.joined(separator: "|") + ")"
        return endsHere ? "(\(body))?" : body
    }

    /// A letter as the pattern spells it: a word's first letter in either case.
    private static func spelled(_ byte: UInt8, first: Bool) -> String {
        let letter = Character(Unicode.Scalar(byte))
        guard first, letter.isLetter else { return String(letter) }
        return "[\(letter.uppercased())\(letter)]"
    }
}
