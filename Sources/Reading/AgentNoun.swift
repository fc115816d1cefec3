import Lexicon

/// Nouns a learner knows as a person who does something: an -er or -or noun made from a verb (*builder*
/// from *build*). Where the lexicon has no learner definition for such a word, WordNet's first sense can
/// be a thing, ordered first by a handful of SemCor tags: round 7's bakery asked *builder* as "a
/// substance added to soaps or detergents" (11 tags) for the builders who order sandwiches, and the
/// person sense, "a person who contracts for and supervises construction", is never tagged.
///
/// An unsure word whose fallback is such a thing is skipped (`TextReader`): asking nothing beats
/// teaching a sense the text does not use. A learner definition, where one is written, names the
/// everyday sense instead (*computer*, the machine), so those words are left alone.
struct AgentNoun: Sendable {
    let lexicon: Lexicon
    let neighbours: SenseNeighbours
    /// The synset of *person*: a sense under it names someone.
    let person: Int?

    init(lexicon: Lexicon, relations: SenseRelations) {
        self.lexicon = lexicon
        neighbours = SenseNeighbours(lexicon: lexicon, relations: relations)
        person = lexicon.senses(of: "person").first { $0.partOfSpeech == .noun }?.synset
    }

    /// Another sense of `common`'s word that names a person, when `common` (the word's fallback) does not,
    /// the word reads as the doer of a verb, and no learner definition says which sense is everyday.
    func personSense(of lemma: String, whenNot common: WordSense) -> WordSense? {
        guard common.partOfSpeech == .noun, let person, isDoerOfAVerb(lemma) else { return nil }
        let nouns = lexicon.senses(of: lemma).filter { $0.partOfSpeech == .noun }
        guard !nouns.contains(where: { $0.wordNetGloss != nil }), !names(common.synset, person) else { return nil }
        return nouns.first { $0 != common && names($0.synset, person) }
    }

    func names(_ synset: Int, _ person: Int) -> Bool {
        neighbours.ancestors(of: synset).contains(person)
    }

    /// "builder" (build), "writer" (write), "runner" (run), "actor" (act).
    func isDoerOfAVerb(_ lemma: String) -> Bool {
        guard lemma.count > 4, lemma.hasSuffix("er") || lemma.hasSuffix("or") else { return false }
        let stem = String(lemma.dropLast(2))
        var bases = [stem, String(lemma.dropLast())]
        if let last = stem.last, stem.dropLast().last == last { bases.append(String(stem.dropLast())) }
        return bases.contains { base in lexicon.entries(for: base).contains { $0.partOfSpeech == .verb } }
    }
}
