import Quiz

/// Lexicon-bound model questions: the offline generator picks the sense, the key and three
/// distractors under the same rules as its own questions (level, common sense, distractors verified
/// wrong), and the model writes only the stem and the explanation around them.
///
/// The two tasks reuse the offline kinds' choices: a blank sentence takes the choices of a
/// "which word means …" question (the word and three words of its class), a meaning question those
/// of a "what does … mean" question (the sense's definition and three others).
public struct LexiconChoiceBinder: ChoiceBinder {
    let generator: QuestionGenerator
    /// Words whose sense a teacher named (`bank#2`): asked free, with that sense's facts, since the
    /// generator picks the most frequent teachable sense.
    let namedSenseWords: Set<String>
    /// Whether the model may write only words the learner reads (`BoundChoices.vocabulary`): the
    /// list goes into every request's grammar, 0.3-1.1 MB of pattern at A1-B1, so it suits a server
    /// on this machine, where a small model that glues words runs and the bytes never leave.
    let limitsWording: Bool

    public init(lexicon: Lexicon, namedSenseWords: Set<String> = [], limitsWording: Bool = false) {
        generator = QuestionGenerator(lexicon: lexicon)
        self.namedSenseWords = namedSenseWords
        self.limitsWording = limitsWording
    }

    public func bind(word: String, level: CEFRLevel?, seed: UInt64) -> BoundChoices? {
        guard !namedSenseWords.contains(Question.normalized(word)) else { return nil }
        let lexicon = generator.lexicon
        var random = SeededGenerator(seed: seed)
        for entry in lexicon.entries(for: word) where lexicon.allows(entry: entry.index) {
            let target = QuestionTarget(entry: entry, lexicon: lexicon, level: level)
            let tasks: [BoundChoices.Task] = [.blankSentence, .meaningQuestion]
            for task in tasks.shuffled(using: &random) {
                // A blank sentence tests the most frequent sense asked at the level: only the model
                // reads its gloss. A meaning question shows definitions, so it needs one a learner can read.
                let sense =
                    task == .blankSentence ? target.askedSenses.first?.synset : generator.definableSense(target)
                guard let sense else { continue }
                let built =
                    task == .blankSentence
                    ? generator.definitionToWord(target, sense: sense, using: &random)
                    : generator.build(.wordToDefinition, for: target, using: &random)
                guard let built else { continue }
                let examples = lexicon.wordNetExamples(ofSynset: sense).map(\.text)
                let facts = WordFacts(
                    word: entry.lemma, partOfSpeech: entry.partOfSpeech.name, gloss: lexicon.gloss(ofSynset: sense),
                    example: examples.first(where: target.matcher.namesAForm(in:)), notDistractors: [])
                return BoundChoices(
                    word: entry.lemma, task: task, facts: facts, choices: built.question.choices,
                    answer: built.question.answer, feedback: built.feedback, forms: target.matcher.forms.sorted(),
                    offline: built.question,
                    vocabulary: limitsWording ? lexicon.writableWords(at: target.level) ?? [] : [])
            }
        }
        return nil
    }

    public func checked(_ question: Question, bound: BoundChoices, level: CEFRLevel?) -> Result<
        Question, QuestionRejection
    > {
        let lexicon = generator.lexicon
        guard
            let entry = lexicon.entries(for: bound.word).first(where: {
                lexicon.allows(entry: $0.index) && $0.partOfSpeech.name == bound.facts.partOfSpeech
            })
        else { return .success(question) }
        let target = QuestionTarget(entry: entry, lexicon: lexicon, level: level)
        return WrittenText(question: question, bound: bound, target: target, lexicon: lexicon).checked
    }
}
