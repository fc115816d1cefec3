import Lexicon

extension SensePageRank {
    /// The edges of the walk: WordNet's relations between lexicon synsets (`SenseRelations`) and, with
    /// `glossLinks`, a link from a synset to the first sense of each content word of its WordNet gloss.
    ///
    /// The bundled relations average 2.4 per synset: only lexicon synsets are kept, so a path through a
    /// synset the lexicon dropped is cut. UKB's best results use WordNet's disambiguated glosses as extra
    /// edges ("wn30g"); they are not bundled, so each gloss word's first sense stands in for its tagged one.
    static func edges(
        relations: SenseRelations, lexicon: Lexicon, morphy: Morphy, glossLinks: Bool
    ) -> (Int) -> [Int] {
        guard glossLinks else { return relations.related(to:) }
        return { synset in
            let gloss = lexicon.wordNetGloss(ofSynset: synset) ?? lexicon.gloss(ofSynset: synset)
            var linked = relations.related(to: synset)
            for word in Passage.words(in: gloss) {
                let form = word.lowercased()
                guard form.count > 2, !FunctionWords.all.contains(form),
                    let lemma = morphy.firstAnalysis(of: form)?.lemma,
                    let first = lexicon.senses(of: lemma).first, first.synset != synset
                else { continue }
                linked.append(first.synset)
            }
            return linked
        }
    }
}
