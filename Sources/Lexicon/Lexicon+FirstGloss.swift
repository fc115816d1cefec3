/// Facts about an entry's commonest sense that every question re-asks of every candidate wrong answer
/// (`QuestionGenerator.feedbackSense`), worked out once per lexicon.
extension Lexicon {
    /// The sense a learner knows entry `index` by: the first of its senses with a learner definition
    /// written for this word (the everyday sense, which is not always WordNet's first: *kite* is first "a
    /// bank check that has been fraudulently altered", *complaint* "a bodily disorder"), else WordNet's
    /// first (SemCor's most tagged). Wrong answers are offered and explained in this sense.
    func commonSense(ofEntry index: Int) -> Int? {
        commonSense(of: senseSynsets(ofEntry: index), lemma: lemma(ofEntry: index))
    }

    /// `commonSense(ofEntry:)` for the sense synsets of `lemma`, in WordNet's order.
    ///
    /// A learner definition defines a whole synset, but it is written for one of its words. Below a word's
    /// first sense, it counts as that word's everyday sense only when the word heads the synset: *variety*
    /// stands last in *kind*'s synset ("a group of things that are the same in some way"), and *gain* in
    /// *reach*'s ("to arrive at a place"), and read-through round 7 marked both explanations as wrong.
    func commonSense(of senses: [Int], lemma: String) -> Int? {
        senses.first { synset in
            hasLearnerDefinition(ofSynset: synset)
                && (synset == senses.first || members(ofSynset: synset).first == lemma)
        } ?? senses.first
    }

    /// Whether the gloss of entry `index`'s common sense (`commonSense`) names the word or one of its
    /// forms ("rose": "a rose-colored wine"), so that it teaches nothing as feedback; remembered after
    /// the first time.
    func firstGlossNamesLemma(ofEntry index: Int) -> Bool {
        let known = firstGlossNamesLemma.withLock { $0[index] }
        if known >= 0 { return known == 1 }
        guard let first = commonSense(ofEntry: index) else { return false }
        let names = WordMatcher(lemma: lemma(ofEntry: index), forms: forms(ofEntry: index)).occurs(
            in: gloss(ofSynset: first))
        firstGlossNamesLemma.withLock { $0[index] = names ? 1 : 0 }
        return names
    }
}
