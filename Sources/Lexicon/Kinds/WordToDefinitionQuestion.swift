import Quiz

extension QuestionKindBuilder {
    /// "What does “abate” (verb) mean?": the key is the definition of the sense asked, the
    /// distractors are definitions of other words near the target.
    static let wordToDefinition = QuestionKindBuilder(stemMustHideKey: false, audited: .wordAndKey) {
        generator, target, random in
        generator.wordToDefinition(target, using: &random)
    }
}

extension QuestionGenerator {
    fileprivate func wordToDefinition(_ target: QuestionTarget, using random: inout SeededGenerator) -> Built? {
        guard let sense = definableSense(target) else { return nil }
        let answer = lexicon.gloss(ofSynset: sense)
        // A1-A2 learners read our plain learner definitions as wrong answers too, where enough words have
        // one; otherwise WordNet's, when readable at the level. From B1 the wrong answers are of the key's
        // style, a learner definition or WordNet's gloss, or the word is asked another way (the definition
        // then stands alone, as a stem): a key in dictionary style among plain ones ("provoke or stir up",
        // "fearful expectation or anticipation" beside "to …" and "a …" choices) was a give-away to round
        // 30-32's C1 readers, and so is a plain key among glosses.
        let styles: [Bool?] = target.level <= .a2 ? [true, nil] : [lexicon.hasLearnerDefinition(ofSynset: sense)]
        var wrong: [Distractor]?
        let part = SharedPart.closingPart(of: target.entry.lemma, in: answer)
        if let part, SharedPart.spellsWhole(target.entry.lemma, closingPart: part, in: answer) { return nil }
        if lexicon.namesPartOfCompound(target.entry.lemma, in: answer) { return nil }
        let keyClass = KeyClass(sense: sense, of: target, wordKey: nil, lexicon: lexicon)
        for plain in styles where wrong == nil {
            // The choice is the candidate's everyday sense, the one its feedback explains.
            wrong = distractors(for: target, answer: answer, showing: part, keyClass: keyClass, using: &random) {
                lemma, first, _ in
                guard plain.map({ $0 == lexicon.hasLearnerDefinition(ofSynset: first) }) ?? true else { return nil }
                guard
                    !target.synsets.contains(where: {
                        lexicon.glossesAlike($0, first) || lexicon.isHeldByReplacedGloss(ofSynset: first, in: $0)
                    })
                else { return nil }
                return isTeachable(first, for: target) ? lexicon.gloss(ofSynset: first) : nil
            }
        }
        guard let wrong else { return nil }
        let word = target.entry.lemma
        guard
            let question = try? Question(
                word: word, text: "What does “\(word)” (\(target.entry.partOfSpeech.name)) mean?",
                choices: [answer] + wrong.map(\.text), answer: answer, explanation: explanation(target, sense: sense))
        else { return nil }
        return Built(
            question: question, sense: sense, wrong: wrong,
            feedback: feedback(wrong, target: target, sense: sense) { "That is what “\($0.lemma)” means" })
    }
}
