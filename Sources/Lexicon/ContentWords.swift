/// The meaningful words of a text, reduced to stems, so a paraphrase can be matched against a gloss
/// ("to become less intense" against "become less in amount or intensity").
///
/// Function words and the words every question stem uses ("which", "word", "means") carry nothing
/// about the sense and are dropped; the rest are lower-cased and cut back to a stem with `ContentStem`.
public struct ContentWords: Sendable, Hashable {
    /// The stems, in order of first appearance, each once.
    public let stems: [String]

    public init(_ text: String) {
        var seen = Set<String>()
        var stems: [String] = []
        let lowered = text.lowercased()
        for range in WordMatcher.words(in: lowered) {
            let word = String(lowered[range])
            guard word.count > 1, !Self.ignored.contains(word) else { continue }
            let stem = ContentStem.of(word)
            if seen.insert(stem).inserted { stems.append(stem) }
        }
        self.stems = stems
    }

    public var isEmpty: Bool { stems.isEmpty }

    /// The content words of `text`, lower-cased and unstemmed, for looking them up in the lexicon.
    static func words(in text: String) -> [String] {
        let lowered = text.lowercased()
        return WordMatcher.words(in: lowered).map { String(lowered[$0]) }.filter {
            $0.count > 1 && !ignored.contains($0)
        }
    }

    /// How many of these stems match one of `other`'s (see `ContentStem.match`).
    public func matches(in other: some Sequence<String>) -> Int {
        let others = Array(other)
        return stems.count { stem in others.contains { ContentStem.match(stem, $0) } }
    }

    /// The share of these stems found in `other`, from 0 to 1 (0 when there are none).
    public func coverage(by other: some Sequence<String>) -> Double {
        stems.isEmpty ? 0 : Double(matches(in: other)) / Double(stems.count)
    }

    /// Function words, and the wording of question stems, which say nothing about a sense.
    static let ignored: Set<String> = [
        "a", "an", "the", "and", "or", "but", "nor", "of", "to", "in", "on", "at", "by", "for", "with", "from",
        "into", "onto", "as", "than", "that", "this", "these", "those", "it", "its", "is", "are", "was", "were",
        "be", "been", "being", "am", "do", "does", "did", "has", "have", "had", "not", "no", "so", "such", "very",
        "he", "she", "they", "them", "his", "her", "their", "him", "we", "us", "our", "you", "your", "i", "me", "my",
        "who", "whom", "whose", "which", "what", "when", "where", "how", "why", "if", "then", "there", "here",
        "can", "could", "will", "would", "shall", "should", "may", "might", "must", "up", "out", "about",
        "some", "any", "all", "each", "every", "other", "another", "more", "most", "less", "least", "much", "many",
        "one", "ones", "someone", "somebody", "something", "person", "people", "thing", "things", "way", "manner",
        "word", "words", "mean", "means", "meaning", "meanings", "definition", "define", "defines", "closest",
        "best", "fill", "fills", "blank", "complete", "completes", "sentence", "right", "form", "forms", "noun",
        "verb", "adjective", "adverb", "choose", "correct", "following", "option", "options", "answer", "question",
        "similar", "opposite", "synonym", "antonym", "term", "refers", "refer", "usually", "especially", "etc",
        "e.g", "eg", "often", "also", "used", "using",
    ]
}

/// A crude stem for matching content words: enough to match "intense" with "intensity" and "abated"
/// with "abate". Deliberately looser about prefixes and stricter about length than `WordStem`, the
/// giveaway rule: here a false match would confirm a wrong key.
public enum ContentStem {
    /// Suffixes cut from the end, longest first; a stem keeps at least three letters.
    static let suffixes = [
        "ically", "ations", "ation", "ments", "ment", "ness", "ities", "ity", "ings", "ing", "edly", "ally",
        "ies", "ied", "ers", "ed", "es", "er", "ly", "s", "e", "y",
    ]

    /// The stem of a lower-cased word.
    public static func of(_ word: String) -> String {
        for suffix in suffixes where word.hasSuffix(suffix) && word.count - suffix.count >= 3 {
            return String(word.dropLast(suffix.count))
        }
        return word
    }

    /// Whether two stems are the same word: equal, or one extends the other and the shorter has at
    /// least five letters ("symmetric" and "symmetrical").
    public static func match(_ first: String, _ second: String) -> Bool {
        if first == second { return true }
        let (short, long) = first.count <= second.count ? (first, second) : (second, first)
        return short.count >= 5 && long.hasPrefix(short)
    }
}
