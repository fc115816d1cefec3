import Quiz

/// One builder per question kind. Each returns nil when the lexicon cannot support a correct question
/// of that kind for the target, and leaves shuffling to the caller.
extension QuestionGenerator {
    func build(_ kind: QuestionKind, for target: QuestionTarget, using random: inout SeededGenerator) -> Built? {
        let built: Built? =
            switch kind {
            case .wordToDefinition: wordToDefinition(target, using: &random)
            case .definitionToWord: definitionToWord(target, using: &random)
            case .synonym: synonym(target, using: &random)
            case .antonym: antonym(target, using: &random)
            case .fillInTheBlank: fillInTheBlank(target, using: &random)
            case .generated: nil
            }
        guard let built else { return nil }
        let question = built.question
        if kind != .wordToDefinition {
            guard !answerMatcher(question, target).occurs(in: question.text),
                !Giveaway(word: question.answer).isGivenAway(by: Self.stemWithoutTarget(question.text))
            else { return nil }
        }
        return built
    }

    /// A stem's own words: the quoted target of "closest in meaning to “word”" is compared with the
    /// key separately (`QuestionTarget.allows(lemma:)`).
    private static func stemWithoutTarget(_ text: String) -> String {
        guard text.hasPrefix("Which word is"), let open = text.firstIndex(of: "“") else { return text }
        return String(text[..<open])
    }

    /// Finds the answer word in a stem: the fixed wording ("Which noun means…") could contain it too.
    private func answerMatcher(_ question: Question, _ target: QuestionTarget) -> WordMatcher {
        if question.answer == target.entry.lemma { return target.matcher }
        let forms = lexicon.entryIndices(for: question.answer).flatMap(lexicon.forms(ofEntry:))
        return WordMatcher(lemma: question.answer, forms: forms)
    }

    /// The most frequent sense asked at the target's level whose definition neither contains the word
    /// nor shares its stem ("in a symmetrical manner" for "symmetrically"), whose words a learner
    /// at that level can read, and that is more than one word: "have" for *bear* or "approval" for
    /// *credit* is a synonym, not a definition that teaches.
    func definableSense(_ target: QuestionTarget) -> Int? {
        target.askedSenses.map(\.synset).first {
            lexicon.gloss(ofSynset: $0).contains(" ") && isTeachable($0, for: target)
        }
    }

    /// Whether the gloss of `synset` may be shown in a question about `target` (as its stem, a choice
    /// or its explanation): it does not name the target and a learner at the question's level can
    /// read it (`Lexicon.readingCeiling`).
    func isTeachable(_ synset: Int, for target: QuestionTarget) -> Bool {
        lexicon.isGlossReadable(ofSynset: synset, at: target.level)
            && target.isClear(of: lexicon.gloss(ofSynset: synset))
    }

    /// Whether `lemma` in `synset` is a word a learner at the target's level knows in that meaning:
    /// an entry of the same class, the lemma's main one ("very" is read as an adverb, so it is no
    /// synonym of "identical"), in one of its two most common senses ("hook" is no synonym of "rob"),
    /// asked at the question's level or below. A key is the answer to learn, so unlike a wrong
    /// answer it may not be a level above ("lucullan" is no key for *plush* at C1).
    private func knows(_ lemma: String, in synset: Int, for target: QuestionTarget) -> Bool {
        lexicon.entries(for: lemma).contains { entry in
            entry.partOfSpeech == target.entry.partOfSpeech && lexicon.isMainPartOfSpeech(ofEntry: entry.index)
                && entry.senses.prefix(2).contains { $0.synset == synset && $0.isAsked(at: target.level) }
        }
    }

    /// Whether `lemma` is a word a learner at the target's level knows at all (its easiest entry), at
    /// the question's level or below, as a key must be.
    private func knows(_ lemma: String, for target: QuestionTarget) -> Bool {
        lexicon.readingLevel(ofWord: lemma).map { $0 <= target.level } ?? false
    }

    private func wordToDefinition(_ target: QuestionTarget, using random: inout SeededGenerator) -> Built? {
        guard let sense = definableSense(target) else { return nil }
        let answer = lexicon.gloss(ofSynset: sense)
        let targetGlosses = Set(target.synsets.map(lexicon.gloss(ofSynset:)))
        let wrong = distractors(for: target, answer: answer, using: &random) { _, own, _ in
            guard let first = own.first, lexicon.allows(synset: first) else { return nil }
            let gloss = lexicon.gloss(ofSynset: first)
            return targetGlosses.contains(gloss) || !isTeachable(first, for: target) ? nil : gloss
        }
        guard let wrong else { return nil }
        let word = target.entry.lemma
        guard
            let question = try? Question(
                word: word, text: "What does “\(word)” (\(target.entry.partOfSpeech.name)) mean?",
                choices: [answer] + wrong.map(\.text), answer: answer, explanation: explanation(target, sense: sense))
        else { return nil }
        return Built(
            question: question,
            feedback: feedback(wrong, target: target, sense: sense) { "That is what “\($0.lemma)” means" })
    }

    /// - Parameter chosen: The sense to define; by default the first whose definition may be shown.
    ///   A lexicon-bound blank sentence passes the most frequent sense, whose gloss only the model reads.
    func definitionToWord(
        _ target: QuestionTarget, sense chosen: Int? = nil, using random: inout SeededGenerator
    ) -> Built? {
        guard let sense = chosen ?? definableSense(target) else { return nil }
        let word = target.entry.lemma
        let wrong = distractors(for: target, answer: word, using: &random) { lemma, _, all in
            all.contains { lexicon.glossesEqual($0, sense) } ? nil : lemma
        }
        guard let wrong else { return nil }
        let text = "Which \(target.entry.partOfSpeech.name) means “\(lexicon.gloss(ofSynset: sense))”?"
        guard
            let question = try? Question(
                word: word, text: text, choices: [word] + wrong.map(\.text), answer: word,
                explanation: explanation(target, sense: sense))
        else { return nil }
        return Built(question: question, feedback: feedback(wrong, target: target, sense: sense))
    }

    private func synonym(_ target: QuestionTarget, using random: inout SeededGenerator) -> Built? {
        let word = target.entry.lemma
        // The explanation shows the sense's definition, so it must be one the learner can read.
        for sense in target.askedSenses where isTeachable(sense.synset, for: target) {
            let members = lexicon.members(ofSynset: sense.synset)
            guard
                let answer = members.first(where: {
                    target.allows(lemma: $0) && !Self.lookAlike($0, word) && knows($0, in: sense.synset, for: target)
                })
            else { continue }
            let wrong = distractors(for: target, answer: answer, using: &random) { lemma, _, _ in lemma }
            guard let wrong else { return nil }
            guard
                let question = try? Question(
                    word: word, text: "Which word is closest in meaning to “\(word)”?",
                    choices: [answer] + wrong.map(\.text), answer: answer,
                    explanation: "“\(answer)” can mean the same as “\(word)”. "
                        + explanation(target, sense: sense.synset))
            else { return nil }
            return Built(question: question, feedback: feedback(wrong, target: target, sense: sense.synset))
        }
        return nil
    }

    private func antonym(_ target: QuestionTarget, using random: inout SeededGenerator) -> Built? {
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
        let wrong = distractors(for: target, answer: answer, using: &random) { lemma, _, _ in lemma }
        guard let wrong else { return nil }
        guard
            let question = try? Question(
                word: word, text: "Which word is the opposite of “\(word)”?",
                choices: [answer] + wrong.map(\.text), answer: answer,
                explanation: "“\(answer)” is the opposite of “\(word)”. " + explanation(target, sense: sense.synset))
        else { return nil }
        return Built(question: question, feedback: feedback(wrong, target: target, sense: sense.synset))
    }

    private func fillInTheBlank(_ target: QuestionTarget, using random: inout SeededGenerator) -> Built? {
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

    /// Whether two words share so much spelling ("possible"/"impossible", "modernity"/"modernness") that
    /// the answer would be guessable from its form alone.
    static func lookAlike(_ first: String, _ second: String) -> Bool {
        if first.contains(second) || second.contains(first) { return true }
        let shared = zip(first, second).prefix { $0 == $1 }.count
        return shared >= 5
    }

    /// "abate (verb): become less in amount or intensity. Example: “the storm abated”."
    func explanation(_ target: QuestionTarget, sense: Int, example: Bool = true) -> String {
        let gloss = lexicon.gloss(ofSynset: sense)
        // A gloss ending in "etc." has its full stop already.
        var text =
            "\(target.entry.lemma) (\(target.entry.partOfSpeech.name)): \(gloss)\(gloss.hasSuffix(".") ? "" : ".")"
        let examples = lexicon.examples(ofSynset: sense)
        // An example that lacks the word illustrates nothing a learner can see.
        if example, let sample = examples.first(where: target.matcher.occurs(in:)) {
            text += " Example: “\(sample)”."
        }
        return text
    }
}
