/// Facts about an entry's commonest sense that every question re-asks of every candidate wrong answer
/// (`QuestionGenerator.feedbackSense`), worked out once per lexicon.
extension Lexicon {
    /// The sense a learner knows entry `index` by: the first of its senses with a learner definition
    /// (written for the everyday sense, which is not always WordNet's first: *kite* is first "a bank
    /// check that has been fraudulently altered", *complaint* "a bodily disorder"), else WordNet's first
    /// (SemCor's most tagged). Wrong answers are offered and explained in this sense.
    func commonSense(ofEntry index: Int) -> Int? {
        commonSense(of: senseSynsets(ofEntry: index))
    }

    /// `commonSense(ofEntry:)` for an entry's sense synsets, in WordNet's order.
    func commonSense(of senses: [Int]) -> Int? {
        senses.first(where: hasLearnerDefinition(ofSynset:)) ?? senses.first
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
