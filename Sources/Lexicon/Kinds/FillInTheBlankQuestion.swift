import Quiz

extension QuestionKindBuilder {
    /// "Which word, in the right form, fills the blank? “the storm began to _____”": an example of an
    /// asked sense with the word blanked, and distractors that fit the blank's grammar (`BlankContext`).
    static let fillInTheBlank = QuestionKindBuilder(audited: .keyAndQuote) { generator, target, random in
        generator.fillInTheBlank(target, using: &random)
    }
}

extension QuestionGenerator {
    fileprivate func fillInTheBlank(_ target: QuestionTarget, using random: inout SeededGenerator) -> Built? {
        let word = target.entry.lemma
        for sense in target.askedSenses {
            // A sentence teaches the sense without a definition: when the definition is above the
            // level (bank's "sloping land…" at A1), the blank is still asked and explained by its
            // sentence alone, rather than the word skipped or asked in a rarer sense.
            let defined = isTeachable(sense.synset, for: target)
            for example in lexicon.examples(ofSynset: sense.synset) {
                guard let blanked = target.matcher.blanking(example), !target.giveaway.isGivenAway(by: blanked),
                    let context = BlankContext(blanked, key: word), context.isDecidable,
                    lexicon.isReadable(example, at: target.level)
                else { continue }
                let wrong = distractors(for: target, answer: word, using: &random) { lemma, _, _ in
                    context.fits(lemma) ? lemma : nil
                }
                guard let wrong else { return nil }
                guard
                    let question = try? Question(
                        word: word,
                        text: "Which word, in the right form, fills the blank? “\(blanked)”",
                        choices: [word] + wrong.map(\.text), answer: word,
                        explanation: "“\(example)”."
                            + (defined ? " " + explanation(target, sense: sense.synset, example: false) : ""))
                else { return nil }
                let keyPart = defined ? nil : "“\(word)” is the word that fits this sentence."
                return Built(
                    question: question, feedback: feedback(wrong, target: target, sense: sense.synset, keyPart: keyPart)
                )
            }
        }
        return nil
    }
}
