import Quiz

/// One builder per question kind. Each returns nil when the lexicon cannot support a correct question
/// of that kind for the target, and leaves shuffling to the caller.
extension QuestionGenerator {
    func build(_ kind: QuestionKind, for target: QuestionTarget, using random: inout SeededGenerator) -> Question? {
        switch kind {
        case .wordToDefinition: wordToDefinition(target, using: &random)
        case .definitionToWord: definitionToWord(target, using: &random)
        case .synonym: synonym(target, using: &random)
        case .antonym: antonym(target, using: &random)
        case .fillInTheBlank: fillInTheBlank(target, using: &random)
        case .generated: nil
        }
    }

    /// The most frequent sense whose definition does not itself contain the word.
    private func definableSense(_ target: QuestionTarget) -> Int? {
        target.entry.senses.map(\.synset).first { !target.matcher.occurs(in: lexicon.gloss(ofSynset: $0)) }
    }

    private func wordToDefinition(_ target: QuestionTarget, using random: inout SeededGenerator) -> Question? {
        guard let sense = definableSense(target) else { return nil }
        let answer = lexicon.gloss(ofSynset: sense)
        let wrong = distractors(for: target, answer: answer, using: &random) { _, own, _ in
            guard let first = own.first, !target.synsets.contains(where: { lexicon.glossesEqual($0, first) })
            else { return nil }
            let gloss = lexicon.gloss(ofSynset: first)
            return target.matcher.occurs(in: gloss) ? nil : gloss
        }
        guard let wrong else { return nil }
        let word = target.entry.lemma
        return Question(
            word: word, text: "What does “\(word)” (\(target.entry.partOfSpeech.name)) mean?",
            choices: [answer] + wrong, answer: answer, explanation: explanation(target, sense: sense))
    }

    private func definitionToWord(_ target: QuestionTarget, using random: inout SeededGenerator) -> Question? {
        guard let sense = definableSense(target) else { return nil }
        let word = target.entry.lemma
        let wrong = distractors(for: target, answer: word, using: &random) { lemma, _, all in
            all.contains { lexicon.glossesEqual($0, sense) } ? nil : lemma
        }
        guard let wrong else { return nil }
        let text = "Which \(target.entry.partOfSpeech.name) means “\(lexicon.gloss(ofSynset: sense))”?"
        return Question(
            word: word, text: text, choices: [word] + wrong, answer: word,
            explanation: explanation(target, sense: sense))
    }

    private func synonym(_ target: QuestionTarget, using random: inout SeededGenerator) -> Question? {
        let word = target.entry.lemma
        for sense in target.entry.senses {
            let synset = lexicon.synset(at: sense.synset)
            guard let answer = synset.members.first(where: { !target.matcher.forms.contains($0) }) else { continue }
            let wrong = distractors(for: target, answer: answer, using: &random) { lemma, _, _ in lemma }
            guard let wrong else { return nil }
            return Question(
                word: word, text: "Which word is closest in meaning to “\(word)”?",
                choices: [answer] + wrong, answer: answer,
                explanation: "“\(answer)” can mean the same as “\(word)”. " + explanation(target, sense: sense.synset))
        }
        return nil
    }

    private func antonym(_ target: QuestionTarget, using random: inout SeededGenerator) -> Question? {
        let word = target.entry.lemma
        guard let sense = target.entry.senses.first(where: { !$0.antonyms.isEmpty }), let answer = sense.antonyms.first
        else { return nil }
        let wrong = distractors(for: target, answer: answer, using: &random) { lemma, _, _ in lemma }
        guard let wrong else { return nil }
        return Question(
            word: word, text: "Which word is the opposite of “\(word)”?",
            choices: [answer] + wrong, answer: answer,
            explanation: "“\(answer)” is the opposite of “\(word)”. " + explanation(target, sense: sense.synset))
    }

    private func fillInTheBlank(_ target: QuestionTarget, using random: inout SeededGenerator) -> Question? {
        let word = target.entry.lemma
        for sense in target.entry.senses {
            let synset = lexicon.synset(at: sense.synset)
            for example in synset.examples {
                guard let blanked = target.matcher.blanking(example) else { continue }
                let wrong = distractors(for: target, answer: word, using: &random) { lemma, _, _ in lemma }
                guard let wrong else { return nil }
                return Question(
                    word: word,
                    text: "Which word, in the right form, fills the blank? “\(blanked)”",
                    choices: [word] + wrong, answer: word,
                    explanation: "“\(example)”. " + explanation(target, sense: sense.synset, example: false))
            }
        }
        return nil
    }

    /// "abate (verb): become less in amount or intensity. Example: “the storm abated”."
    func explanation(_ target: QuestionTarget, sense: Int, example: Bool = true) -> String {
        let synset = lexicon.synset(at: sense)
        var text = "\(target.entry.lemma) (\(target.entry.partOfSpeech.name)): \(synset.gloss)."
        let examples = synset.examples
        if example, let sample = examples.first(where: target.matcher.occurs(in:)) ?? examples.first {
            text += " Example: “\(sample)”."
        }
        return text
    }
}
