/// Facts about an entry's everyday sense that every question re-asks of every candidate wrong answer
/// (`QuestionGenerator.feedbackSense`), worked out once per entry and lexicon.
extension Lexicon {
    /// The sense a learner knows entry `index` by: of its senses with a learner definition written for
    /// this word, the one at the lowest level, the first of equals (the everyday sense, which is not always
    /// WordNet's first: *kite* is first "a bank check that has been fraudulently altered", *complaint* "a
    /// bodily disorder"), else WordNet's first (SemCor's most tagged). Wrong answers are offered and
    /// explained in this sense, and `scripts/build-lexicon` asks the word in it first
    /// (`apply_everyday_senses`), giving it the word's level and the other senses higher ones, so the
    /// lowest level names a teacher's choice where it is not the first learner-defined sense (*southern*
    /// "in or from the south" before "… of the United States": `learner-everyday-senses.tsv`).
    ///
    /// Remembered per entry after the first time: each question asks it of every candidate wrong answer,
    /// and working it out reads the entry's senses.
    func commonSense(ofEntry index: Int) -> Int? {
        let known = everydaySenses.withLock { $0[index] }
        if known != Self.unknownSense { return known < 0 ? nil : Int(known) }
        let found = commonSense(of: senseSynsets(ofEntry: index), lemma: lemma(ofEntry: index)) {
            levelIndex(ofSense: $0, inEntry: index)
        }
        everydaySenses.withLock { $0[index] = found.map(Int32.init) ?? -1 }
        return found
    }

    /// `commonSense(ofEntry:)` for the sense synsets of `lemma`, in WordNet's order, with each one's level.
    ///
    /// A learner definition defines a whole synset, but it is written for one of its words: only that
    /// word is explained by it below its first sense. *variety* stands last in *kind*'s synset ("a group
    /// of things that are the same in some way"), *gain* in *reach*'s ("to arrive at a place"), and
    /// read-through round 7 marked both explanations as wrong; *curious* is first "strange or not
    /// normal", a row written for *strange*, and learners know it as "wanting to know".
    func commonSense(of senses: [Int], lemma: String, level: (Int) -> Int) -> Int? {
        var best: (synset: Int, level: Int)?
        for synset in senses where hasLearnerDefinition(ofSynset: synset, writtenFor: lemma) {
            let sense = (synset: synset, level: level(synset))
            if best.map({ sense.level < $0.level }) ?? true { best = sense }
        }
        return best?.synset ?? senses.first
    }

    /// The sense of `word` in `partOfSpeech` that a wrong pick of it is offered and explained in
    /// (`commonSense(ofEntry:)`), for tools that measure the feedback by the generator's own rule; nil
    /// when the audience may not see the word in that class.
    public func everydaySense(of word: String, as wanted: PartOfSpeech) -> WordSense? {
        guard let index = entryIndices(for: word).first(where: { partOfSpeech(ofEntry: $0) == wanted }),
            allows(entry: index), let synset = commonSense(ofEntry: index)
        else { return nil }
        return senses(of: word).first { $0.entry.partOfSpeech == wanted && $0.synset == synset }
    }

    /// Whether the gloss of entry `index`'s common sense (`commonSense`) names the word or one of its
    /// forms ("rose": "a rose-colored wine"), or is WordNet's and names a word of its stem
    /// ("awkwardly": "in an awkward manner", "fighter": "a person who fights"), so that it teaches
    /// nothing as feedback; remembered after the first time. Read-through round 13's readers marked the
    /// derived kind circular in every set; the stem rule is `Giveaway`'s, the one keys are held to. A
    /// learner definition is exempt: it was written to explain the word, and may need its root ("a
    /// person who paints, draws or makes other art").
    func firstGlossNamesLemma(ofEntry index: Int) -> Bool {
        let known = firstGlossNamesLemma.withLock { $0[index] }
        if known >= 0 { return known == 1 }
        guard let first = commonSense(ofEntry: index) else { return false }
        let lemma = lemma(ofEntry: index)
        let gloss = gloss(ofSynset: first)
        let names =
            WordMatcher.occurs(lemma: lemma, forms: forms(ofEntry: index), in: gloss)
            || (!hasLearnerDefinition(ofSynset: first) && Giveaway.isGivenAway(word: lemma, by: gloss))
        firstGlossNamesLemma.withLock { $0[index] = names ? 1 : 0 }
        return names
    }
}
