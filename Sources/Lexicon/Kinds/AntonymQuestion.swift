import Quiz

extension QuestionKindBuilder {
    /// "Which word is the opposite of “cool” (adjective)?": the key is an antonym WordNet records for an
    /// asked sense; the class says which (see `synonym`).
    static let antonym = QuestionKindBuilder { generator, target, random in generator.antonym(target, using: &random) }
}

extension QuestionGenerator {
    fileprivate func antonym(_ target: QuestionTarget, using random: inout SeededGenerator) -> Built? {
        let word = target.entry.lemma
        let plain = { (antonym: String) in
            !Self.lookAlike(antonym, word) && !target.giveaway.isGivenAway(by: antonym) && lexicon.contains(antonym)
                && knows(antonym, for: target)
        }
        guard
            let sense = target.askedSenses.first(where: {
                $0.antonyms.contains(where: plain) && isTeachable($0.synset, for: target)
            }),
            let answer = sense.antonyms.first(where: plain)
        else { return nil }
        // Wrong answers of the key's kind: *gutter* and *parkway* beside an opposite of *prominence* were
        // no rivals (read-through round 48).
        let keyClass = KeyClass(sense: sense.synset, of: target, wordKey: answer, lexicon: lexicon)
        let wrong = distractors(for: target, answer: answer, keyClass: keyClass, using: &random) { lemma, _, _ in
            lemma
        }
        guard let wrong else { return nil }
        guard
            let question = try? Question(
                word: word, text: "Which word is the opposite of “\(word)” (\(target.entry.partOfSpeech.name))?",
                choices: [answer] + wrong.map(\.text), answer: answer,
                explanation: "“\(answer)” is the opposite of “\(word)”. " + explanation(target, sense: sense.synset))
        else { return nil }
        return Built(
            question: question, sense: sense.synset, wrong: wrong,
            feedback: feedback(wrong, target: target, sense: sense.synset))
    }
}
