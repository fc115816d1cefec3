import Lexicon

extension SensePageRank {
    /// The walk's restart weights for a word: every sense of each other content word of `words` (its
    /// lemmas by Morphy, in every class they have), each distinct lemma worth 1 shared evenly among its
    /// senses, as UKB does; the word's own lemma is left out ("w2w": its senses must not seed themselves).
    static func seeds(
        words: some Sequence<String>, excluding lemma: String, morphy: Morphy, lexicon: Lexicon
    ) -> [Int: Double] {
        var lemmas: Set<String> = []
        for word in words {
            let form = word.lowercased()
            guard form.count > 2, !FunctionWords.all.contains(form) else { continue }
            for analysis in morphy.analyses(of: form) where analysis.lemma != lemma {
                lemmas.insert(analysis.lemma)
            }
        }
        var seeds: [Int: Double] = [:]
        for other in lemmas {
            let senses = lexicon.senses(of: other)
            for sense in senses { seeds[sense.synset, default: 0] += 1 / Double(senses.count) }
        }
        return seeds
    }
}
