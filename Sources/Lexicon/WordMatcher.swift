/// Finds a target word, or any inflected form of it, in running text.
///
/// Used to blank fill-in sentences ("abated", "abating" as well as "abate") and to keep the answer
/// out of stems and definition choices, where it would give the question away.
public struct WordMatcher: Sendable, Hashable {
    /// What replaces the word in a fill-in-the-blank sentence.
    public static let blank = "_____"

    /// The lemma and its inflected forms, lower-cased.
    public let forms: Set<String>
    /// Any word starting with this counts as a give-away ("abatement" for "abate"); nil for very short lemmas.
    let stem: String?

    public init(lemma: String, forms: [String]) {
        let lemma = lemma.lowercased()
        self.forms = Set(forms.map { $0.lowercased() }).union([lemma])
        stem = lemma.count >= 3 ? lemma : nil
    }

    public init(entry: LexiconEntry) {
        self.init(lemma: entry.lemma, forms: entry.forms)
    }

    /// Whether `text` contains the word, an inflected form, or a longer word built on it.
    public func occurs(in text: String) -> Bool {
        Self.words(in: text).contains { isGiveaway(text[$0]) }
    }

    /// `sentence` with every form of the word replaced by `blank`, or nil when the word is absent or
    /// the sentence would still give it away (for example through a derived word).
    public func blanking(_ sentence: String) -> String? {
        var result = ""
        var last = sentence.startIndex
        var replaced = false
        for range in Self.words(in: sentence) where forms.contains(sentence[range].lowercased()) {
            result += sentence[last..<range.lowerBound]
            result += Self.blank
            last = range.upperBound
            replaced = true
        }
        guard replaced else { return nil }
        result += sentence[last...]
        return occurs(in: result) ? nil : result
    }

    private func isGiveaway(_ word: Substring) -> Bool {
        let lowered = word.lowercased()
        if forms.contains(lowered) { return true }
        return stem.map { lowered.hasPrefix($0) } ?? false
    }

    /// Ranges of the words in `text`: runs of letters (any non-ASCII byte counts as a letter).
    static func words(in text: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var start: String.Index?
        let utf8 = text.utf8
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            let isLetter = byte >= 0x80 || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            if isLetter, start == nil {
                start = index
            } else if !isLetter, let begin = start {
                ranges.append(begin..<index)
                start = nil
            }
            index = utf8.index(after: index)
        }
        if let begin = start { ranges.append(begin..<utf8.endIndex) }
        return ranges
    }
}
