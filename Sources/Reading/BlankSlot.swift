import Lexicon

/// What the grammar of a passage sentence allows in its blank, beyond the key's part of speech and form
/// (which `Inflector` gives every wrong choice): readers of round 3 marked blanks whose article or
/// ending left one choice standing ("at an _____" with one vowel-initial choice; "spent three nights
/// _____" with one -ing word).
struct BlankSlot: Sendable, Equatable {
    /// When the word right before the blank is "a" or "an", the article the key takes by its spelling
    /// (`article(before:)`); every choice must take the same one.
    let article: String?
    /// Whether the key ends in "-ing": then every choice does, and otherwise none does, so the ending
    /// is no clue ("camping" among "chin" and "rhythm"). `PassageQuestions` also wants an -ing choice to
    /// read as a verb's -ing form ("fishing", not "wing").
    let ing: Bool
    /// Whether the key is an "-ly" adverb: then every choice is one too ("afterwards" among
    /// "respectively" and "okay").
    let ly: Bool?

    /// The slot of `stem` (a sentence with `WordMatcher.blank`) whose answer is `key`, a word of `partOfSpeech`.
    init(stem: String, key: String, partOfSpeech: PartOfSpeech) {
        let before = stem.components(separatedBy: WordMatcher.blank).first ?? ""
        let last = before.split(whereSeparator: { !$0.isLetter }).last.map { $0.lowercased() }
        let key = key.lowercased()
        article = last == "a" || last == "an" ? Self.article(before: key) : nil
        ing = key.hasSuffix("ing")
        ly = partOfSpeech == .adverb ? key.hasSuffix("ly") : nil
    }

    /// Whether `choice` (a wrong choice in the key's form) is not ruled out by the slot's grammar.
    func fits(_ choice: String) -> Bool {
        let choice = choice.lowercased()
        if let article, Self.article(before: choice) != article { return false }
        if choice.hasSuffix("ing") != ing { return false }
        if let ly, choice.hasSuffix("ly") != ly { return false }
        return true
    }

    /// The indefinite article `word` takes, by its first sound as spelling shows it: "an" before a vowel
    /// ("an angle", "an hour"), "a" before a consonant sound ("a union", "a one-way", "a European").
    static func article(before word: String) -> String {
        let word = word.lowercased()
        if ["hour", "honest", "honour", "honor", "heir"].contains(where: word.hasPrefix) { return "an" }
        if ["uni", "use", "usu", "uti", "ura", "eu", "ewe", "one", "once", "uk"].contains(where: word.hasPrefix) {
            return "a"
        }
        return word.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }
}
