extension String {
    /// A WordNet example as a blank shows it: its first letter in capitals, and a full stop where WordNet
    /// ends it with none (the generator's `shownAsSentence`, written again here so that the reference
    /// readers do not lean on it).
    var asShownInABlank: String {
        guard let first else { return self }
        let cased = first.uppercased() + dropFirst()
        guard let last = cased.last, !".!?\"'”’".contains(last) else { return cased }
        return cased + "."
    }
}
