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
        // A blank is asked only in a sense whose definition the learner can read: its feedback must say
        // what the word means ("“snap” here means …"), and round 8's readers marked every blank explained
        // by its sentence alone ("“snap” is the word that fits this sentence") as one to edit.
        for sense in target.askedSenses where isTeachable(sense.synset, for: target) {
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
                        explanation: "“\(example)”. " + explanation(target, sense: sense.synset, example: false))
                else { return nil }
                return Built(question: question, feedback: feedback(wrong, target: target, sense: sense.synset))
            }
        }
        return nil
    }
}
