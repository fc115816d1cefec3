/// Facts about an entry's commonest sense that every question re-asks of every candidate wrong answer
/// (`QuestionGenerator.feedbackSense`), worked out once per lexicon.
extension Lexicon {
    /// Whether the gloss of entry `index`'s first sense names the word or one of its forms ("rose":
    /// "a rose-colored wine"), so that it teaches nothing as feedback; remembered after the first time.
    func firstGlossNamesLemma(ofEntry index: Int) -> Bool {
        let known = firstGlossNamesLemma.withLock { $0[index] }
        if known >= 0 { return known == 1 }
        guard let first = senseSynsets(ofEntry: index).first else { return false }
        let names = WordMatcher(lemma: lemma(ofEntry: index), forms: forms(ofEntry: index)).occurs(
            in: gloss(ofSynset: first))
        firstGlossNamesLemma.withLock { $0[index] = names ? 1 : 0 }
        return names
    }
}
