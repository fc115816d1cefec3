/// What a wrong answer of a definition question may share with the key, and what it may not.
///
/// Read-through readers marked "only one choice of the key's kind" as a give-away in every round that
/// counted it: *anthropologist* "a person who studies human societies" beside *privilege*, *boardwalk* and
/// *enlightenment*; *cupcake* the only food among three people. WordNet files every noun and verb sense
/// under one lexicographer file (noun.person, noun.food, verb.motion), so for a noun that names a kind of
/// thing wrong answers are drawn from the key's file first, and the definition alone, not the kind of
/// thing, tells the key.
///
/// A wrong answer from the same class may be the word's neighbour in WordNet: its hypernym (*telephone*
/// for *cellphone*), a hyponym (*slap* for *strike*) or a part (*steel* for *metal*, whose other sense is
/// *alloy*'s). Those are half right, so no sense of a wrong answer may be related (`SynsetRelations`) to
/// any sense of the word, whichever class it was drawn from: a learner who knows another sense is right
/// too. Nor may a definition of the word name it, nor may a word choice differ from a word key in number.
struct KeyClass {
    let lexicon: Lexicon
    /// The noun files whose members are distinct kinds of thing: animal, artifact, body, food, location,
    /// object, person, phenomenon (*rain*, *wind*, *electricity*), plant and substance. Round 31's readers
    /// marked wrong answers drawn from the key's class elsewhere as second answers: verbs share broad fields
    /// (*compress* beside *mash* "to press something hard…", *bolt* beside *spring*), and so do abstract
    /// nouns (*shutdown* beside *strike* "a group's refusal to work…"); there the class is not drawn from.
    static let kindsOfThings: Set<Int> = [5, 6, 8, 13, 15, 17, 18, 19, 20, 27]

    /// The key sense's lexicographer file, when it is one of `kindsOfThings`.
    let file: Int?
    /// Whether the key sense is a noun outside `kindsOfThings` (a feeling, an act, a time, a group…): then
    /// wrong answers are drawn from such abstract nouns first, from any of their files. Rounds 42-46's
    /// readers marked *memory* beside *smoke*, *bee* and *strawberry*, and *award* beside *milk*, *parrot*
    /// and *steak*, as free points: the only abstract noun. The key's own file is not asked for, for the
    /// reason above (round 31's *shutdown* beside *strike*).
    let isAbstractNoun: Bool
    /// The WordNet neighbours of the word's senses, and those senses.
    let related: Set<Int>
    let synsets: Set<Int>
    /// Whether the key, a single word, is a noun's plural (*eggs*, *profits*); nil for a definition key.
    let isPlural: Bool?
    /// Every definition of the word in this class, learner definitions and WordNet's glosses alike.
    let definitions: [String]

    /// - Parameter wordKey: The key when it is the word itself (a definition → word question), so that
    ///   wrong answers agree with it in number: beside "a small device for making calls", the plural
    ///   *eggs* is ruled out by its form (round 29's B1 and default readers).
    init(sense: Int, of target: QuestionTarget, wordKey: String?, lexicon: Lexicon) {
        self.lexicon = lexicon
        let keyFile = target.entry.partOfSpeech == .noun ? lexicon.lexicographerFile(ofSynset: sense) : nil
        file = keyFile.flatMap { Self.kindsOfThings.contains($0) ? $0 : nil }
        isAbstractNoun = keyFile.map { Self.isAbstract(file: $0) } ?? false
        related = lexicon.relations.map { relations in Set(target.synsets.flatMap(relations.related(to:))) } ?? []
        synsets = target.synsets
        definitions = target.entry.senses.map { lexicon.definitionTexts(ofSynset: $0.synset) }
        isPlural =
            target.entry.partOfSpeech == .noun ? wordKey.map { Self.isPluralNoun($0, in: lexicon) } : nil
    }

    /// Whether candidate entry `index` is of the key's class in its everyday sense. Its first sense is
    /// read first, from the entry's line: most candidates differ there already, and the everyday sense is
    /// worked out (once per entry) only for the rest.
    func holds(_ index: Int) -> Bool {
        guard isDrawnFrom else { return true }
        return isInClass(lexicon.firstSenseSynset(ofEntry: index)) && isInClass(lexicon.commonSense(ofEntry: index))
    }

    private func isInClass(_ synset: Int?) -> Bool {
        guard let found = synset.flatMap(lexicon.lexicographerFile(ofSynset:)) else { return false }
        return file.map { $0 == found } ?? Self.isAbstract(file: found)
    }

    /// Whether noun file `file` holds abstract nouns: any but `kindsOfThings` and noun.Tops (3), whose
    /// *animal*, *food* and *creature* are no more abstract than *abstraction* is concrete (session 25's
    /// round 48: *creature* beside *poem*, *victory* and *funeral*).
    static func isAbstract(file: Int) -> Bool { file != 3 && !kindsOfThings.contains(file) }

    /// Whether wrong answers are drawn from the key's class first: a noun key's, concrete or abstract.
    var isDrawnFrom: Bool { file != nil || isAbstractNoun }

    /// Whether a candidate with these sense synsets and this lemma may stand beside the key: none of its
    /// senses is a neighbour of the word's, no definition of the word names it, and a word choice agrees
    /// with a word key in number.
    ///
    /// A word a definition of the key names is half right, in the sense asked or in another: *afraid*
    /// beside *nervous* "worried and a little afraid" (round 28), *definitely* beside *absolutely*
    /// "completely and in every way", whose other sense is "totally and definitely; without question"
    /// (rounds 29 and 33: a second answer to both readers).
    func admits(senseSynsets: [Int], lemma: String) -> Bool {
        guard senseSynsets.allSatisfy({ !related.contains($0) }),
            !definitions.contains(where: { WordMatcher.occurs(lemma: lemma, forms: [], in: $0) })
        else { return false }
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
        let analyses = lexicon.morphy.analyses(of: lemma).filter { $0.partOfSpeech == .noun }
        let singulars = analyses.filter(\.isInflected)
        guard !singulars.isEmpty else { return false }
        // A noun of its own that is commoner than its "singular" is no plural: *physics* (B1) is not
        // *physic* (C2), *means* not *mean*; *glasses* and *arts* are plurals of *glass* and *art* (round 38's
        // *physics* was given *arts*, *eggs* and *means* to agree with).
        guard let own = analyses.first(where: { !$0.isInflected }) else { return true }
        let level = { (analysis: Morphy.Analysis) in lexicon.entry(at: analysis.entryIndex).level }
        return singulars.contains { level($0) <= level(own) }
    }
}

extension Lexicon {
    /// The group of WordNet's noun lexicographer file `file` that wrong answers are drawn from
    /// (`KeyClass`): the file itself when it names kinds of thing (animal, artifact, food, person…), -1
    /// for every abstract file together; for tools that measure how wrong answers match the key's kind.
    public static func kindGroup(ofNounFile file: Int) -> Int {
        KeyClass.isAbstract(file: file) ? -1 : file
    }
}
