import Quiz

/// Which of the word's senses a blank sentence uses, so a distractor that shares only another sense
/// with the word is not taken for a second right answer.
///
/// *hungry* and *thirsty* share WordNet's "extremely desirous"; in "It's so hot today! I'm really
/// _____. Can I have a glass of water?" neither is used in that sense, and *hungry* is wrong. A
/// distractor sharing the sense the sentence's words fit best is still a second answer (a planted
/// synonym in the WordNet-built corpus shares the sense its example sentence shows).
extension CheckedTarget {
    /// The synsets `others` share with the word that the sentence does not use, when
    /// `RelatedEvidence.sentenceSense` is on and the sentence's words pick one of the word's senses
    /// more than every shared one; empty otherwise (every shared synset then rejects, as before).
    func sharedSensesTheSentenceSkips(_ asked: ContentWords, shared: Set<Int>) -> Set<Int> {
        guard related.contains(.sentenceSense), !shared.isEmpty else { return [] }
        let fit = target.nearSynsets.map { ($0, asked.matches(in: senseContext(of: $0))) }
        let best = fit.map(\.1).max() ?? 0
        guard best > 0 else { return [] }
        let sharedBest = fit.filter { shared.contains($0.0) }.map(\.1).max() ?? 0
        return sharedBest < best ? shared : []
    }

    /// The stems of what the lexicon says of one sense: its definitions, examples, synonyms and the
    /// members of the senses WordNet relates to it (as `context` gathers them for every sense).
    func senseContext(of synset: Int) -> Set<String> {
        let texts =
            [lexicon.definitionTexts(ofSynset: synset)] + lexicon.examples(ofSynset: synset)
            + lexicon.members(ofSynset: synset) + related.contextTexts(of: synset, in: lexicon)
        return Set(texts.flatMap { ContentWords($0).stems })
    }
}
