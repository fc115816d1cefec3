extension String {
    /// A WordNet example as a blank shows it, with its first letter in capitals (the generator's
    /// `sentenceCased`, written again here so that the reference readers do not lean on it).
    var withCapitalFirstLetter: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}
