import Quiz

extension QuestionKindBuilder {
    /// "Which word is closest in meaning to “big” (adjective)?": the key is a word the learner knows in a
    /// sense the target shares with it. The class says which sense is meant: readers of rounds 42-49 read
    /// *spring* as the season and *succeeding* as "doing well" in stems that named no class.
    static let synonym = QuestionKindBuilder { generator, target, random in generator.synonym(target, using: &random) }
}

extension QuestionGenerator {
    fileprivate func synonym(_ target: QuestionTarget, using random: inout SeededGenerator) -> Built? {
        let word = target.entry.lemma
        // The explanation shows the sense's definition, so it must be one the learner can read.
        for sense in target.askedSenses where isTeachable(sense.synset, for: target) {
            let members = lexicon.members(ofSynset: sense.synset)
            guard
                let answer = members.first(where: {
                    target.allows(lemma: $0) && !Self.lookAlike($0, word) && knows($0, in: sense.synset, for: target)
                })
            else { continue }
            // Wrong answers of the key's kind: *boss* was the only person beside *mare*, *clip* and
            // *reckoning* for *foreman* (read-through round 36), *challenger* beside *retribution*.
            let keyClass = KeyClass(sense: sense.synset, of: target, wordKey: answer, lexicon: lexicon)
            let wrong = distractors(for: target, answer: answer, keyClass: keyClass, using: &random) { lemma, _, _ in
                lemma
            }
            guard let wrong else { return nil }
            guard
                let question = try? Question(
                    word: word,
                    text: "Which word is closest in meaning to “\(word)” (\(target.entry.partOfSpeech.name))?",
                    choices: [answer] + wrong.map(\.text), answer: answer,
                    explanation: "“\(answer)” can mean the same as “\(word)”. "
                        + explanation(target, sense: sense.synset))
            else { return nil }
            return Built(
                question: question, sense: sense.synset, wrong: wrong,
                feedback: feedback(wrong, target: target, sense: sense.synset))
        }
        return nil
    }
}
