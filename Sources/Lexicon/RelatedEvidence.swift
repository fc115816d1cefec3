/// Which of a sense's WordNet neighbours (`SynsetRelations`: hypernyms first, then hyponyms,
/// derivations, parts and wholes) the checker weighs a plain-words text against, beside the sense's
/// own gloss, examples and synonyms.
///
/// Whatever is chosen applies to the word and to every other choice alike, so it ranks them fairly.
/// Without the relations file (a lexicon read from a file alone) there is nothing to add.
struct RelatedEvidence: OptionSet, Sendable {
    let rawValue: Int

    /// The members of every related synset, one step out (the neighbourhood: they score, never confirm).
    static let membersNearby = RelatedEvidence(rawValue: 1)
    /// The first related synset (the hypernym, when there is one), members and gloss, one step out.
    static let hypernymNearby = RelatedEvidence(rawValue: 2)
    /// The members of every related synset as the sense's own context, as its synonyms count: a
    /// sentence's word found there counts as found in what the lexicon says of the word.
    static let membersInContext = RelatedEvidence(rawValue: 4)

    /// What the checker uses: the only way that gained on the natural corpus (one blank sentence, no
    /// wrong key); the two neighbourhood ways gained nothing (`RelatedEvidenceTrials`, BENCHMARKS.md).
    static let standard: RelatedEvidence = [.membersInContext]

    /// Texts to add to the neighbourhood of `synset`.
    func nearbyTexts(of synset: Int, in lexicon: Lexicon) -> [String] {
        guard let relations = lexicon.relations, !isDisjoint(with: [.membersNearby, .hypernymNearby]) else {
            return []
        }
        let linked = relations.related(to: synset)
        var texts: [String] = []
        if contains(.membersNearby) { texts += linked.flatMap(lexicon.members(ofSynset:)) }
        if contains(.hypernymNearby), let first = linked.first {
            texts += lexicon.members(ofSynset: first) + [lexicon.gloss(ofSynset: first)]
        }
        return texts
    }

    /// Texts to add to the direct context of `synset`.
    func contextTexts(of synset: Int, in lexicon: Lexicon) -> [String] {
        guard contains(.membersInContext), let relations = lexicon.relations else { return [] }
        return relations.related(to: synset).flatMap(lexicon.members(ofSynset:))
    }
}
