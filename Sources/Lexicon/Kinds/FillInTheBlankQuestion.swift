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
            for (example, level) in lexicon.wordNetExamples(ofSynset: sense.synset) {
                guard let blanked = target.matcher.blanking(example), !target.giveaway.isGivenAway(by: blanked),
                    let context = BlankContext(blanked, key: word), context.isDecidable,
                    Lexicon.isReadable(levelIndex: level, at: target.level),
                    target.level == .c2 || Self.readsAsSentence(example)
                else { continue }
                let wrong = distractors(for: target, answer: word, using: &random) { lemma, _, _ in
                    context.fits(lemma) ? lemma : nil
                }
                guard let wrong else { return nil }
                guard
                    let question = try? Question(
                        word: word,
                        text: "Which word, in the right form, fills the blank? “\(Self.shownAsSentence(blanked))”",
                        choices: [word] + wrong.map(\.text), answer: word,
                        explanation: "“\(Self.shownAsSentence(example))” "
                            + explanation(target, sense: sense.synset, example: false))
                else { return nil }
                return Built(
                    question: question, sense: sense.synset, wrong: wrong,
                    feedback: feedback(wrong, target: target, sense: sense.synset))
            }
        }
        return nil
    }
}

extension QuestionGenerator {
    /// The subject pronouns a WordNet example in lower case may start with and still be a whole sentence
    /// ("he takes pride in his son's success").
    static let subjectPronouns: Set<Substring> = ["i", "he", "she", "it", "we", "you", "they"]

    /// Whether a WordNet example reads as a sentence rather than a phrase: it starts with a capital
    /// letter ("The ship slipped away in the darkness") or a subject pronoun. Most of WordNet's examples
    /// are phrases ("a rapid rise through the ranks", "caught by a couple of alert cops"), and read-through
    /// round 19's A2 and B1 readers marked such stems, with distractors that only the phrase's grammar
    /// rules out, as ones to edit, and round 21's B2 and C1 readers the same ("took _____ satisfaction in
    /// foiling her plans"); below C2 a blank is asked only in a sentence.
    static func readsAsSentence(_ example: String) -> Bool {
        guard let first = example.unicodeScalars.first else { return false }
        if first.properties.isUppercase { return true }
        let word = example.prefix { $0.isLetter }
        return subjectPronouns.contains(word) && example.dropFirst(word.count).first == " "
    }

    /// `text` with its first letter in capitals, as a sentence shown on its own starts: WordNet writes
    /// most examples in lower case. A text that starts with the blank is left as it is.
    static func sentenceCased(_ text: String) -> String {
        guard let first = text.first, first.isLowercase else { return text }
        return first.uppercased() + text.dropFirst()
    }

    /// An example as a sentence shown on its own: capitalised, and ended with a full stop when WordNet
    /// ended it with nothing (round 54's readers marked “He planted fir and pine trees _____” and an
    /// explanation starting “he used his computer…”).
    static func shownAsSentence(_ text: String) -> String {
        let cased = sentenceCased(text)
        guard let last = cased.last, !".!?\"'”’".contains(last) else { return cased }
        return cased + "."
    }
}
