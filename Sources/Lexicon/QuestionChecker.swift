import Quiz

/// Checks a question written by a model against the lexicon: the stem is about the target word, the
/// key is confirmed by what the lexicon knows of it, no other choice is also right, and nothing gives
/// the answer away.
///
/// A definition or blank question must have the word itself (or an inflection) as its key; a meaning
/// question must have a key the lexicon confirms, a synonym or similar word, or a paraphrase of one of
/// the word's glosses (an antonym, or a gloss of one, for an "opposite" question). A paraphrase the
/// lexicon cannot match costs a re-ask: the check prefers a second try to a wrong question.
public struct QuestionChecker: QuestionCheck {
    public let lexicon: Lexicon

    public init(lexicon: Lexicon) {
        self.lexicon = lexicon
    }

    public func verdict(on question: Question) -> QuestionVerdict {
        guard let entry = lexicon.entries(for: question.word).first else { return .unchecked }
        guard let keyIndex = question.answerIndex else {
            return .rejected(.init(.schema, "the answer \"\(question.answer)\" is not one of the choices"))
        }
        let subject = CheckedTarget(entry: entry, lexicon: lexicon)
        let key = question.choices[keyIndex]
        let others = question.choices.indices.filter { $0 != keyIndex }.map { question.choices[$0] }
        if let rejection = subject.giveaway(key: key, stem: question.text) { return .rejected(rejection) }
        let rejection =
            subject.isForm(key)
            ? subject.checkWordQuestion(stem: question.text, others: others)
            : subject.checkMeaningQuestion(stem: question.text, key: key, others: others)
        return rejection.map(QuestionVerdict.rejected) ?? .passed
    }

    public func facts(about word: String) -> WordFacts? {
        guard let entry = lexicon.entries(for: word).first else { return nil }
        let subject = CheckedTarget(entry: entry, lexicon: lexicon)
        guard let sense = subject.senseToTest else { return nil }
        let examples = lexicon.examples(ofSynset: sense)
        let synonyms = subject.target.synsets.sorted().flatMap(lexicon.members(ofSynset:))
        var seen = subject.target.matcher.forms
        let avoid = synonyms.filter { seen.insert($0.lowercased()).inserted }
        return WordFacts(
            word: entry.lemma, partOfSpeech: entry.partOfSpeech.name, gloss: lexicon.gloss(ofSynset: sense),
            example: examples.first(where: subject.target.matcher.occurs(in:)) ?? examples.first,
            notDistractors: Array(avoid.prefix(8)))
    }
}
