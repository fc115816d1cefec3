/// A target entry with everything distractor checks need, computed once per question.
///
/// A distractor is unsafe when it could also be a right answer: it shares a synset with the target
/// (a synonym in some sense), is one of its antonyms, or belongs to a synset near an antonym.
struct QuestionTarget {
    let entry: LexiconEntry
    let matcher: WordMatcher
    /// Synsets of every sense of the target.
    let synsets: Set<Int>
    /// Direct antonyms of the target in any sense.
    let antonyms: Set<String>
    /// Synsets of the antonyms (every sense) and their "similar to" neighbours.
    let opposedSynsets: Set<Int>

    init(entry: LexiconEntry, lexicon: Lexicon) {
        self.entry = entry
        matcher = WordMatcher(entry: entry)
        synsets = Set(entry.senses.map(\.synset))
        let antonyms = Set(entry.senses.flatMap(\.antonyms))
        self.antonyms = antonyms
        var opposed = Set<Int>()
        for antonym in antonyms {
            for candidate in lexicon.entryIndices(for: antonym) {
                for synset in lexicon.senseSynsets(ofEntry: candidate) {
                    opposed.insert(synset)
                    opposed.formUnion(lexicon.synset(at: synset).similar)
                }
            }
        }
        opposedSynsets = opposed
    }

    /// Whether entry `candidate` (already known to share the part of speech) may be offered as a wrong answer.
    func allows(_ candidate: Int, lemma: String, senseSynsets: [Int]) -> Bool {
        let lowered = lemma.lowercased()
        guard !matcher.forms.contains(lowered), !antonyms.contains(lowered) else { return false }
        return !senseSynsets.contains { synsets.contains($0) || opposedSynsets.contains($0) }
    }
}
