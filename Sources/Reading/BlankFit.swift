import Lexicon

/// Whether a wrong choice would also make a true, natural sentence in a blank: readers of round 4 marked
/// blanks whose wrong choices fit as well as the key ("my _____ runs a small stall" with *family*,
/// *partner*, *cousin* beside *aunt*; "go back in the _____" with *summer* and *winter* beside *autumn*).
///
/// Three rules, cheapest first (`BlankRuleCountTests` counts what each removes):
/// - `.sister`: the word shares the key sense's immediate hypernym (*autumn*, *summer*, *winter* are all
///   seasons): a sister term is the likeliest second answer. Cousins, farther up, stay.
/// - `.definedByKey`: its first sense's gloss names the key ("the child of your aunt or uncle"): it is
///   the key's relation and as likely in the sentence.
/// - `.fitsAsWell`: its first sense's own words (gloss, examples, synonyms) share as many of the
///   sentence's content stems as the key sense's do, and at least one: Lesk's overlap says the sentence
///   speaks for it as much as for the key.
struct BlankFit: Sendable {
    enum Rejection: Sendable, Hashable, CaseIterable {
        case sister, definedByKey, fitsAsWell
    }

    let lexicon: Lexicon
    /// The lemmas of the other hyponyms of the key sense's hypernym.
    let sisters: Set<String>
    /// The key's lemma and its content stem.
    let key: String
    let keyStem: String
    /// The content stems of the sentence, without the key's.
    let sentence: Set<String>
    /// How many of them the key sense's own words share.
    let keyOverlap: Int

    init(word: ReadingWord, sense: WordSense, lexicon: Lexicon, neighbours: SenseNeighbours) {
        self.lexicon = lexicon
        key = word.lemma
        keyStem = ContentStem.of(word.lemma)
        let relations = neighbours.relations
        var sisters: Set<String> = []
        if let parent = neighbours.ancestors(of: sense.synset).first {
            for child in relations.related(to: parent) where relations.related(to: child).first == parent {
                sisters.formUnion(lexicon.synset(at: child).members)
            }
        }
        self.sisters = sisters.subtracting([word.lemma])
        sentence = SenseChoice.stems(of: word.sentence).subtracting([keyStem, ContentStem.of(word.form.lowercased())])
        keyOverlap = Self.ownStems(of: sense.synset, lexicon: lexicon).intersection(sentence).count
    }

    /// The rule that rejects `entry` as a wrong choice, or nil when it is clearly wrong in the sentence.
    func rejection(of entry: LexiconEntry) -> Rejection? {
        if sisters.contains(entry.lemma) { return .sister }
        guard let first = entry.senses.first?.synset else { return nil }
        let gloss = SenseChoice.stems(of: lexicon.gloss(ofSynset: first))
        if gloss.contains(keyStem) { return .definedByKey }
        let overlap = Self.ownStems(of: first, lexicon: lexicon).subtracting([ContentStem.of(entry.lemma)])
            .intersection(sentence).count
        return overlap > 0 && overlap >= keyOverlap ? .fitsAsWell : nil
    }

    /// The content stems of a synset's own words: gloss, examples and members.
    static func ownStems(of synset: Int, lexicon: Lexicon) -> Set<String> {
        let record = lexicon.synset(at: synset)
        return SenseChoice.stems(of: ([record.gloss] + record.examples + record.members).joined(separator: " "))
    }
}
