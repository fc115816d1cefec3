/// The stem-sharing rule behind "no giveaways": two words are related when one is an inflection or
/// derivation of the other (*symmetrical*/*symmetrically*, *immortal*/*immortality*, *week*/*weekly*,
/// *normal*/*abnormal*), so a question whose key and target, or whose stem text and key, are
/// related gives itself away to a learner who only compares spellings.
///
/// A word's roots are the word itself and what is left after taking off one negative prefix
/// (*un-*, *non-*, *in-*, *ab-*, *dis-* …) and then derivational and inflectional suffixes (*-ly*,
/// *-ness*, *-ity*, *-al*, *-ed* …), keeping at least three letters, plus British *-our* spelt *-or*.
/// Two words are related when a root of one equals a root of the other, or when two roots share a
/// prefix of at least four letters that covers all but three letters of the shorter root
/// (*spend*/*spent*, *fireman*/*firefighter*, *colour*/*color*). The rule errs towards "related": a
/// false alarm only costs the generator one candidate, a miss costs a giveaway.
public struct WordStem: Sendable, Hashable {
    /// The lower-cased word.
    public let word: String
    /// The word and its stripped forms, each at least three letters long.
    public let roots: [String]

    static let prefixes = ["counter", "anti", "non", "dis", "mis", "un", "in", "im", "il", "ir", "ab"]
    static let suffixes = [
        "ically", "ations", "ation", "nesses", "ities", "ments", "ingly", "ively", "ness", "ment", "ship", "hood",
        "ally", "ical", "ions", "ible", "able", "ibly", "ably", "less", "ical", "ious", "eous", "ance", "ence",
        "ancy", "ency", "ward", "wise", "ists", "isms", "ized", "ised", "izes", "ises", "ings", "ion", "ity", "ful",
        "ous", "ive", "ist", "ism", "ize", "ise", "ing", "ers", "ors", "est", "ial", "ant", "ent", "dom", "ies",
        "ied", "ic", "al", "ly", "er", "or", "ed", "es", "en", "y", "s", "e",
    ]

    public init(_ word: String) {
        let word = WordMatcher.lowered(word)
        self.word = word
        let bytes = Array(word.utf8)
        roots = bytes.allSatisfy { $0 < 0x80 } ? Self.asciiRoots(of: bytes) : Self.roots(of: word)
    }

    static let prefixBytes = prefixes.map { Array($0.utf8) }
    static let suffixBytes = suffixes.map { Array($0.utf8) }
    /// `suffixBytes` by their last byte, each list in `suffixes`' order: a root is tried only against
    /// the suffixes it could end with, and the first of those that fits is the first of all that fits.
    /// Trying all 66 in turn, each time a suffix came off, was most of the time of stemming a word.
    static let suffixesByLastByte: [[[UInt8]]] = {
        var table = [[[UInt8]]](repeating: [], count: 256)
        for suffix in suffixBytes { table[Int(suffix[suffix.count - 1])].append(suffix) }
        return table
    }()

    /// The roots of an ASCII word, worked on its bytes: the same rule as `roots(of:)` (a letter is a
    /// byte), without `String`'s Unicode-aware suffix tests and Foundation's search, which every
    /// distractor candidate's stemming paid for (a sixth of an export's time).
    static func asciiRoots(of word: [UInt8]) -> [String] {
        // Each root is kept as it is found, at most once and only at three letters or more: the same list,
        // in the same order, as collecting every root and then filtering, without an array per root (the
        // allocations were most of the time of stemming a word, which every gloss word near a key costs).
        var roots: [String] = []
        roots.reserveCapacity(8)
        func keep<Root: Collection<UInt8>>(_ root: Root) {
            guard root.count >= 3 else { return }
            let text = String(decoding: root, as: UTF8.self)
            if !roots.contains(text) { roots.append(text) }
        }
        keep(word)
        let prefix = prefixBytes.first(where: { word.count - $0.count >= 4 && word.starts(with: $0) })
        if let prefix { keep(word[prefix.count...]) }
        for start in prefix.map({ [0, $0.count] }) ?? [0] {
            var root = Array(word[start...])
            while let last = root.last,
                let suffix = suffixesByLastByte[Int(last)].first(where: {
                    root.count - $0.count >= 3 && root.suffix($0.count).elementsEqual($0)
                })
            {
                root.removeLast(suffix.count)
                if root.last == UInt8(ascii: "i") { root[root.count - 1] = UInt8(ascii: "y") }
                keep(root)
            }
            // "runn" from "runner", "stopp" from "stopped".
            if let last = root.last, root.count >= 4, root[root.count - 2] == last, !"aeiouls".utf8.contains(last) {
                keep(root.dropLast())
            }
        }
        for respelt in roots.compactMap({ hasOur($0) ? ourSpeltOr(Array($0.utf8)) : nil }) { keep(respelt) }
        return roots
    }

    /// Whether `root` has an "our" in it, read without copying its bytes.
    static func hasOur(_ root: String) -> Bool {
        var (previous, beforeThat) = (UInt8(0), UInt8(0))
        for byte in root.utf8 {
            if beforeThat == UInt8(ascii: "o"), previous == UInt8(ascii: "u"), byte == UInt8(ascii: "r") { return true }
            (beforeThat, previous) = (previous, byte)
        }
        return false
    }

    /// `word` with every "our" spelt "or" ("colour" → "color"), or nil when it has none (known before a
    /// copy is made: few words have one).
    static func ourSpeltOr(_ word: [UInt8]) -> [UInt8]? {
        guard word.count >= 3,
            (0...(word.count - 3)).contains(where: {
                word[$0] == UInt8(ascii: "o") && word[$0 + 1] == UInt8(ascii: "u") && word[$0 + 2] == UInt8(ascii: "r")
            })
        else { return nil }
        var result: [UInt8] = []
        var index = 0
        var found = false
        while index < word.count {
            if index + 3 <= word.count, word[index] == UInt8(ascii: "o"), word[index + 1] == UInt8(ascii: "u"),
                word[index + 2] == UInt8(ascii: "r")
            {
                result += [UInt8(ascii: "o"), UInt8(ascii: "r")]
                index += 3
                found = true
            } else {
                result.append(word[index])
                index += 1
            }
        }
        return found ? result : nil
    }

    /// The roots of any word (letters as characters), for the rare word with letters beyond ASCII.
    static func roots(of word: String) -> [String] {
        var roots = [word]
        var bases = [word]
        if let prefix = Self.prefixes.first(where: { word.hasPrefix($0) && word.count - $0.count >= 4 }) {
            bases.append(String(word.dropFirst(prefix.count)))
            roots.append(bases[1])
        }
        for base in bases {
            var root = base
            while let suffix = Self.suffixes.first(where: { root.hasSuffix($0) && root.count - $0.count >= 3 }) {
                root = String(root.dropLast(suffix.count))
                if root.hasSuffix("i") { root = String(root.dropLast()) + "y" }
                roots.append(root)
            }
            if let last = root.last, root.count >= 4, root.dropLast().last == last, !"aeiouls".contains(last) {
                roots.append(String(root.dropLast()))
            }
        }
        roots += roots.filter { $0.contains("our") }.map { $0.replacingOccurrences(of: "our", with: "or") }
        return Array(Set(roots.filter { $0.count >= 3 }))
    }

    /// Whether `self` and `other` share a stem (see the type's description).
    public func isRelated(to other: WordStem) -> Bool {
        if word == other.word { return true }
        for mine in roots {
            for theirs in other.roots {
                if mine == theirs { return true }
                let shared = Self.commonPrefix(mine, theirs)
                if shared >= 4, shared >= min(mine.count, theirs.count) - 3 { return true }
            }
        }
        return false
    }

    /// Whether the two words share a stem.
    public static func related(_ first: String, _ second: String) -> Bool {
        WordStem(first).isRelated(to: WordStem(second))
    }

    static func commonPrefix(_ first: String, _ second: String) -> Int {
        var count = 0
        for (a, b) in zip(first.utf8, second.utf8) {
            guard a == b else { break }
            count += 1
        }
        return count
    }
}
