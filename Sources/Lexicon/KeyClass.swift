/// What a wrong answer shares with the key in a definition question: its semantic class, and its number.
///
/// Read-through readers marked "only one choice of the key's kind" as a give-away in every round that
/// counted it: *anthropologist* "a person who studies human societies" beside *privilege*, *boardwalk*
/// and *enlightenment*; *cupcake* the only food among three people; *arrival* "the act of reaching a
/// place" the only act. WordNet files every noun and verb sense under one lexicographer file
/// (noun.person, noun.food, verb.motion), so wrong answers are drawn from the key's file first, and
/// the definition alone, not the kind of thing, tells the key. Adjectives and adverbs have one file
/// each, so the class says nothing there.
///
/// A wrong answer from the same class may be the word's neighbour in WordNet: its hypernym (*telephone*
/// for *cellphone*), a hyponym (*slap* for *strike*) or a part (*steel* for *metal*, whose other sense is
/// *alloy*'s). Those
/// are half right, so no sense of a wrong answer may be related (`SynsetRelations`) to any sense of the
/// word, whichever class it was drawn from: a learner who knows another sense is right too.
struct KeyClass {
    let lexicon: Lexicon
    /// The key sense's lexicographer file, when its class is a noun or verb one.
    let file: Int?
    /// The WordNet neighbours of the word's senses, and those senses.
    let related: Set<Int>
    let synsets: Set<Int>
    /// Whether the key, a single word, is a noun's plural (*eggs*, *profits*); nil for a definition key.
    let isPlural: Bool?

    /// - Parameter wordKey: The key when it is the word itself (a definition → word question), so that
    ///   wrong answers agree with it in number: beside "a small device for making calls", the plural
    ///   *eggs* is ruled out by its form (round 29's B1 and default readers).
    init(sense: Int, of target: QuestionTarget, wordKey: String?, lexicon: Lexicon) {
        self.lexicon = lexicon
        let classed = target.entry.partOfSpeech == .noun || target.entry.partOfSpeech == .verb
        file = classed ? lexicon.lexicographerFile(ofSynset: sense) : nil
        related = lexicon.relations.map { relations in Set(target.synsets.flatMap(relations.related(to:))) } ?? []
        synsets = target.synsets
        isPlural =
            target.entry.partOfSpeech == .noun ? wordKey.map { Self.isPluralNoun($0, in: lexicon) } : nil
    }

    /// Whether candidate entry `index` is of the key's class in its everyday sense. Its first sense is
    /// read first, from the entry's line: most candidates differ there already, and the everyday sense is
    /// worked out (once per entry) only for the rest.
    func holds(_ index: Int) -> Bool {
        guard let file else { return true }
        guard lexicon.firstSenseSynset(ofEntry: index).flatMap(lexicon.lexicographerFile(ofSynset:)) == file
        else { return false }
        return lexicon.commonSense(ofEntry: index).flatMap(lexicon.lexicographerFile(ofSynset:)) == file
    }

    /// Whether a candidate with these sense synsets and this lemma may stand beside the key: none of its
    /// senses is a neighbour of the word's, and a word choice agrees with a word key in number.
    func admits(senseSynsets: [Int], lemma: String) -> Bool {
        guard senseSynsets.allSatisfy({ !related.contains($0) }) else { return false }
        // And the other way: the file lists a dozen hyponyms of a sense at most, but every sense's hypernyms
        // (*slap* and *beat* name *strike* as theirs; *strike* names neither).
        if let relations = lexicon.relations,
            senseSynsets.contains(where: { relations.relates($0, toAnyOf: synsets) })
        {
            return false
        }
        guard let isPlural else { return true }
        return Self.isPluralNoun(lemma, in: lexicon) == isPlural
    }

    /// Whether `lemma` reads as another noun's plural (*eggs* of *egg*, *children* of *child*).
    static func isPluralNoun(_ lemma: String, in lexicon: Lexicon) -> Bool {
        // Only a word ending in -s or one on WordNet's exception list can be; most candidates are neither.
        guard lemma.utf8.last == UInt8(ascii: "s") || !lexicon.inflections.lemmas(of: lemma, as: .noun).isEmpty
        else { return false }
        return lexicon.morphy.analyses(of: lemma).contains { $0.partOfSpeech == .noun && $0.isInflected }
    }
}
