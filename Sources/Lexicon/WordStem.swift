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
        let word = word.lowercased()
        self.word = word
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
            // "runn" from "runner", "stopp" from "stopped".
            if let last = root.last, root.count >= 4, root.dropLast().last == last, !"aeiouls".contains(last) {
                roots.append(String(root.dropLast()))
            }
        }
        roots += roots.filter { $0.contains("our") }.map { $0.replacingOccurrences(of: "our", with: "or") }
        self.roots = Array(Set(roots.filter { $0.count >= 3 }))
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
