/// The morphological giveaway: two texts share a word stem ("symmetrically" in the stem, "in a
/// symmetrical manner" as the key; "published every week" and "weekly").
///
/// Kept as its own small rule so the offline generator's giveaway check (issue 14) and the model
/// question check can share one definition.
public struct SharedStem: Sendable {
    /// Stems shorter than this are too common to count ("use", "set").
    public var minimumLength = 4

    public init() {}

    /// The first word of `text` whose stem is the same as one of `word`'s forms, or nil.
    public func sharedWord(between text: String, and forms: some Sequence<String>) -> String? {
        let stems = Set(forms.map { WordStem.of($0.lowercased()) }).filter { $0.count >= minimumLength }
        guard !stems.isEmpty else { return nil }
        let lowered = text.lowercased()
        for range in WordMatcher.words(in: lowered) {
            let word = String(lowered[range])
            let stem = WordStem.of(word)
            if stems.contains(where: { $0 == stem || WordStem.match($0, stem) }) { return word }
        }
        return nil
    }
}
