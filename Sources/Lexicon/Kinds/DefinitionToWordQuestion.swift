import Quiz

extension QuestionKindBuilder {
    /// "Which verb means “become less in amount or intensity”?": the key is the word, the distractors
    /// words of its class whose senses are not the one defined. A lexicon-bound model question reuses it
    /// (`LexiconChoiceBinder`) with the sense it names.
    static let definitionToWord = QuestionKindBuilder(audited: .keyAndQuote) { generator, target, random in
        generator.definitionToWord(target, using: &random)
    }
}

extension QuestionGenerator {
    /// - Parameter chosen: The sense to define; by default the first whose definition may be shown.
    ///   A lexicon-bound blank sentence passes the most frequent sense, whose gloss only the model reads.
    func definitionToWord(
        _ target: QuestionTarget, sense chosen: Int? = nil, using random: inout SeededGenerator
    ) -> Built? {
        guard let sense = chosen ?? definableSense(target) else { return nil }
        let word = target.entry.lemma
        let definition = lexicon.gloss(ofSynset: sense)
        let part = SharedPart.closingPart(of: word, in: definition)
        // A definition the learner reads that spells the whole word is no question (a blank's sense is read
        // by the model alone).
        if chosen == nil, let part, SharedPart.spellsWhole(word, closingPart: part, in: definition) { return nil }
        if chosen == nil, lexicon.namesPartOfCompound(word, in: definition) { return nil }
        let keyClass = KeyClass(sense: sense, of: target, wordKey: word, lexicon: lexicon)
        let wrong = distractors(for: target, answer: word, showing: part, keyClass: keyClass, using: &random) {
            lemma, _, all in
            // Any sense defined in nearly the same words (a word the definition names is `KeyClass`'s to
            // refuse): *say*'s "to think that something is probably true" (*suppose*'s sense) beside *believe*
            // "to think that something is true".
            all.contains { lexicon.glossesAlike($0, sense) } ? nil : lemma
        }
        guard let wrong else { return nil }
        let text = "Which \(target.entry.partOfSpeech.name) means “\(definition)”?"
        guard
            let question = try? Question(
                word: word, text: text, choices: [word] + wrong.map(\.text), answer: word,
                explanation: explanation(target, sense: sense))
        else { return nil }
        return Built(
            question: question, sense: sense, wrong: wrong, feedback: feedback(wrong, target: target, sense: sense))
    }
}
