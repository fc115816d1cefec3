import Quiz

/// Checks a question written by a model against the lexicon: the stem is about the target word, the
/// key is confirmed by what the lexicon knows of it, no other choice is also right, and nothing gives
/// the answer away.
///
/// A definition or blank question must have the word itself (or an inflection) as its key; a meaning
/// question must have a key the lexicon confirms, a synonym or similar word, or a paraphrase of one of
/// the word's glosses (an antonym, or a gloss of one, for an "opposite" question).
///
/// The evidence has three values (`ChoiceSupport`): confirmed, contradicted or unknown. Only a
/// contradiction or a second answer confirmed as strongly as the key rejects. A key the lexicon only
/// partly recognises passes as `.partial` when every other choice is ruled out (contradicted, or
/// sharing nothing with what the lexicon knows of the word), so a correct question in plain words
/// is not lost for want of WordNet's wording, while a key moved to a distractor still fails: a
/// distractor never outscores the right key on the same evidence.
///
/// A teacher may name the sense to test (`senses`): the prompt's facts are then that sense's, and a key
/// or definition that fits only another sense is rejected as `off-target`. Distractors are still
/// checked against every sense, since a learner who knows another meaning would be right too.
public struct QuestionChecker: QuestionCheck {
    public let lexicon: Lexicon
    /// Sense numbers (as `Lexicon.senses(of:)` numbers them) by `Question.normalized` word.
    public let senses: [String: Int]

    /// Which WordNet neighbours of a sense count as evidence; `.standard` but in trials.
    let related: RelatedEvidence

    public init(lexicon: Lexicon, senses: [String: Int] = [:]) {
        self.init(lexicon: lexicon, senses: senses, related: .standard)
    }

    init(lexicon: Lexicon, senses: [String: Int], related: RelatedEvidence) {
        self.lexicon = lexicon
        self.senses = senses
        self.related = related
    }

    /// Neighbourhoods built so far (`GlossNeighbourhood.Cache`), shared by this checker's copies.
    let neighbourhoods = GlossNeighbourhood.Cache()

    /// The sense a teacher named for `word`, when it names one the lexicon has.
    private func namedSense(of word: String) -> WordSense? {
        senses[Question.normalized(word)].flatMap { try? lexicon.sense($0, of: word) }
    }

    /// The checks for `word`, against its named sense when there is one.
    private func subject(for word: String) -> CheckedTarget? {
        let named = namedSense(of: word)
        guard let entry = named?.entry ?? lexicon.entries(for: word).first else { return nil }
        return CheckedTarget(
            entry: entry, lexicon: lexicon, named: named, related: related, neighbourhoods: neighbourhoods)
    }

    public func verdict(on question: Question) -> QuestionVerdict {
        guard let subject = subject(for: question.word) else { return .unchecked }
        let verdict = judge(question, subject)
        guard case let .rejected(rejection) = verdict, rejection.reason == .wrongKey,
            let fixed = rekeyed(question, subject)
        else { return verdict }
        return .rekeyed(fixed, was: rejection)
    }

    /// Every check but re-keying.
    private func judge(_ question: Question, _ subject: CheckedTarget) -> QuestionVerdict {
        let keyIndex = question.answerIndex
        let key = question.choices[keyIndex]
        let others = question.choices.indices.filter { $0 != keyIndex }.map { question.choices[$0] }
        if let rejection = subject.giveaway(key: key, stem: question.text) { return .rejected(rejection) }
        return subject.isForm(key)
            ? subject.checkWordQuestion(stem: question.text, others: others, explanation: question.explanation)
            : subject.checkMeaningQuestion(stem: question.text, key: key, others: others)
    }

    /// `question` with its key moved to the one choice the lexicon confirms, when that makes a question
    /// that passes every check; nil otherwise.
    private func rekeyed(_ question: Question, _ subject: CheckedTarget) -> Question? {
        let keyIndex = question.answerIndex
        guard !subject.isForm(question.answer),
            subject.target.matcher.occurs(in: question.text)
        else { return nil }
        let isOpposite = CheckedTarget.asksForOpposite(question.text)
        guard let right = subject.rightChoice(in: question.choices, opposite: isOpposite), right != keyIndex
        else { return nil }
        let key = question.choices[right]
        let explanation =
            "\"\(key)\" is right: the dictionary (WordNet) gives it as "
            + (isOpposite ? "the opposite of" : "a meaning of") + " \"\(subject.lemma)\"."
        guard let fixed = try? question.replacing(answer: key, explanation: explanation) else { return nil }
        return judge(fixed, subject) == .passed ? fixed : nil
    }

    public func facts(about word: String) -> WordFacts? {
        guard let subject = subject(for: word) else { return nil }
        let entry = subject.target.entry
        guard let sense = subject.senseToTest else { return nil }
        let examples = lexicon.wordNetExamples(ofSynset: sense).map(\.text)
        // The tested sense's synonyms first: they are the likeliest second right answers.
        let synsets = [sense] + subject.target.synsets.sorted().filter { $0 != sense }
        let synonyms = synsets.flatMap(lexicon.members(ofSynset:))
        var seen = subject.target.matcher.forms
        let avoid = synonyms.filter { seen.insert($0.lowercased()).inserted }
        return WordFacts(
            word: entry.lemma, partOfSpeech: entry.partOfSpeech.name, gloss: lexicon.gloss(ofSynset: sense),
            example: examples.first(where: subject.target.matcher.occurs(in:)) ?? examples.first,
            notDistractors: Array(avoid.prefix(8)))
    }
}

// MARK: - Reasons

/// The reasons `QuestionChecker` rejects a question for; their raw values are stable names that
/// summaries, transcripts and scripts read.
extension QuestionRejection.Reason {
    /// Another choice is right too, by the lexicon.
    public static let secondCorrectAnswer = Self(rawValue: "lexicon: second correct answer")
    /// The lexicon rules out the key, or confirms another choice instead (a re-key candidate).
    public static let wrongKey = Self(rawValue: "lexicon: wrong key")
    /// The lexicon can neither confirm nor partly recognise the key.
    public static let unconfirmedKey = Self(rawValue: "lexicon: unconfirmed key")
    /// The stem or the key gives the answer away.
    public static let giveaway = Self(rawValue: "giveaway")
    /// The question is not about the word (or the sense) it was asked for.
    public static let offTarget = Self(rawValue: "off-target")

    /// Every reason the lexicon's checks give (`WrittenText`'s `wording` included), in the order
    /// summaries list them.
    public static let lexiconReasons: [Self] = [
        .secondCorrectAnswer, .wrongKey, .unconfirmedKey, .giveaway, .offTarget, .wording,
    ]
}
