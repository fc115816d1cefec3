/// Two wrong answers that mean the same thing cancel each other out: a learner who sees that *blazing*
/// and *glaring* are both "shining intensely", or that *additionally* is defined by *moreover*'s synonym
/// "furthermore", rules both out and is left with two choices (round 9's readers marked both items).
/// One home for the rule: `QuestionGenerator.distractors` keeps no candidate that cancels out with a
/// wrong answer already kept.
struct ChoiceMeaning {
    /// The synsets of every sense of the candidate's lemma, every part of speech.
    let synsets: Set<Int>
    /// The lemma and its synonyms in its everyday sense (`Lexicon.commonSense`).
    let names: Set<String>
    /// The content words of that sense's definition, as shown.
    let definitionWords: Set<String>

    init(lemma: String, synsets: [Int], everydaySense: Int?, lexicon: Lexicon) {
        self.synsets = Set(synsets)
        guard let sense = everydaySense else {
            names = [lemma]
            definitionWords = []
            return
        }
        names = Set(lexicon.members(ofSynset: sense)).union([lemma])
        definitionWords = Set(ContentWords.words(in: lexicon.gloss(ofSynset: sense)))
    }

    /// Whether the two are synonyms in some sense, or either's everyday definition names the other or
    /// one of its synonyms.
    func cancelsOut(with other: ChoiceMeaning) -> Bool {
        !synsets.isDisjoint(with: other.synsets) || !names.isDisjoint(with: other.definitionWords)
            || !other.names.isDisjoint(with: definitionWords)
    }
}
