import Lexicon

/// Puts a distractor in the form the key has in the passage's sentence ("banks" → "shores"), so the
/// grammar of the sentence rules no choice out.
///
/// The key's form names the rule: the rule that turns the key's lemma into that form is applied to the
/// distractor. Irregular words, and doubling a final consonant in a word of more than one syllable
/// (where stress decides: "visited" but "permitted"), are refused rather than guessed.
///
/// A distractor must also be a base word of its class (`isBaseWord`): "wings" is already a plural, so
/// a plural blank would make it "wingses".
struct Inflector: Sendable {
    let morphy: Morphy
    var inflections: Inflections { morphy.inflections }

    init(lexicon: Lexicon, inflections: Inflections) {
        morphy = Morphy(lexicon: lexicon, inflections: inflections)
    }

    enum Ending: CaseIterable, Sendable {
        case none, s, ed, ing, er, est
    }

    /// The ending that makes `form` from `lemma`, or nil when no regular rule does (an irregular form).
    func ending(of form: String, lemma: String) -> Ending? {
        Ending.allCases.first { inflect(lemma, $0) == form }
    }

    /// The distractor `lemma` (a word of `partOfSpeech`) in the form `ending` makes, or nil when it is
    /// not a base word or the rule would be a guess.
    func distractor(_ lemma: String, as partOfSpeech: PartOfSpeech, _ ending: Ending) -> String? {
        isBaseWord(lemma, as: partOfSpeech) ? inflect(lemma, ending) : nil
    }

    /// Whether `lemma` is a base word: not itself an inflected form of another word ("wings", "nerves",
    /// and participles such as "finished", which also read as the verb, whose meanings the distractor
    /// rules never checked), and, for an "-ly" adverb, not made from a participle ("corruptedly"), which
    /// readers take for a non-word.
    func isBaseWord(_ lemma: String, as partOfSpeech: PartOfSpeech) -> Bool {
        let inflected = morphy.analyses(of: lemma).contains(where: \.isInflected)
        let participleAdverb =
            partOfSpeech == .adverb && ["edly", "ingly"].contains { lemma.hasSuffix($0) }
            && morphy.analyses(of: String(lemma.dropLast(2))).contains { $0.isInflected && $0.partOfSpeech == .verb }
        return !inflected && !participleAdverb
    }

    /// `lemma` with `ending`, or nil when the regular rule would be a guess.
    func inflect(_ lemma: String, _ ending: Ending) -> String? {
        guard ending != .none else { return lemma }
        guard !inflections.isIrregular(lemma), let last = lemma.last else { return nil }
        let isVowel: (Character) -> Bool = { "aeiou".contains($0) }
        let beforeLast = lemma.dropLast().last
        let consonantY = last == "y" && beforeLast.map { !isVowel($0) } == true
        switch ending {
        case .none: return lemma
        case .s:
            if last == "o" && beforeLast.map(isVowel) == false { return nil }  // "pianos" but "potatoes"
            if ["s", "x", "z"].contains(last) || lemma.hasSuffix("ch") || lemma.hasSuffix("sh") { return lemma + "es" }
            return consonantY ? String(lemma.dropLast()) + "ies" : lemma + "s"
        case .ed, .er, .est:
            let suffix = ending == .ed ? "ed" : ending == .er ? "er" : "est"
            if "aiou".contains(last) { return nil }  // "visaed", "skied": no regular spelling to trust
            if last == "e" { return lemma + suffix.dropFirst() }
            if consonantY { return String(lemma.dropLast()) + "i" + suffix }
            return doubled(lemma).map { $0 + suffix }
        case .ing:
            if lemma.hasSuffix("ie") { return String(lemma.dropLast(2)) + "ying" }
            if last == "e" && !lemma.hasSuffix("ee") && !lemma.hasSuffix("ye") && !lemma.hasSuffix("oe") {
                return String(lemma.dropLast()) + "ing"
            }
            return doubled(lemma).map { $0 + "ing" }
        }
    }

    /// The stem before a vowel suffix: a one-syllable consonant-vowel-consonant word doubles its last
    /// letter ("stop" → "stopp"); a longer one is refused (stress decides); others are kept.
    func doubled(_ lemma: String) -> String? {
        let letters = Array(lemma)
        guard letters.count >= 3 else { return lemma }
        let isVowel: (Character) -> Bool = { "aeiou".contains($0) }
        let (a, b, c) = (letters[letters.count - 3], letters[letters.count - 2], letters[letters.count - 1])
        guard !isVowel(a), isVowel(b), !isVowel(c), !"wxy".contains(c) else { return lemma }
        let syllables = letters.indices.count { isVowel(letters[$0]) && ($0 == 0 || !isVowel(letters[$0 - 1])) }
        return syllables == 1 ? lemma + String(c) : nil
    }
}
