import Lexicon

extension SensePageRank {
    /// The walk's restart weights for a word: every sense of each other content word of `words` (its
    /// lemmas by Morphy, in every class they have), each distinct lemma worth 1 shared evenly among its
    /// senses, as UKB does; the word's own lemma is left out ("w2w": its senses must not seed themselves).
    /// With `byRank`, a sense's share falls as 1 / (its rank in its class + 1), as UKB weighs a word's senses
    /// by their corpus frequency when it has them; otherwise the share is even.
    static func seeds(
        words: some Sequence<String>, excluding lemma: String, morphy: Morphy, lexicon: Lexicon, byRank: Bool = false
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
            let weights = senses.map { sense in
                byRank ? 1 / Double(senses.filter { $0.entry == sense.entry }.firstIndex(of: sense)! + 1) : 1
            }
            let total = weights.reduce(0, +)
            for (sense, weight) in zip(senses, weights) { seeds[sense.synset, default: 0] += weight / total }
        }
        return seeds
    }
}
