import Quiz

/// The checks on what a model writes around lexicon-bound choices: the choices are right by
/// construction, so what can still go wrong is the stem (no blank, two blanks, the word or another
/// choice left in the sentence, words above the level, a rambling stem) and an explanation that
/// never names the key.
struct WrittenText {
    let question: Question
    let bound: BoundChoices
    let target: QuestionTarget
    let lexicon: Lexicon

    /// Longer stems lose learners and hide what is asked; a good context sentence needs fewer.
    static let maximumWords = 30

    /// The first rule the text breaks, or nil when it keeps them all.
    var rejection: QuestionRejection? {
        let text = question.text
        let wordCount = WordMatcher.words(in: text).count
        if wordCount > Self.maximumWords {
            return .init(.wording, "the stem has \(wordCount) words; keep it under \(Self.maximumWords)")
        }
        let stemRejection =
            switch bound.task {
            case .blankSentence: blankSentenceRejection(text)
            case .meaningQuestion: meaningQuestionRejection(text)
            }
        if let stemRejection { return stemRejection }
        if !lexicon.isReadable(text, at: target.level) {
            let above = lexicon.readingLevel(of: text).map { " (\($0.rawValue))" } ?? ""
            return .init(
                .wording, "the stem uses words above level \(target.level.rawValue)\(above); use easier words")
        }
        return explanationRejection
    }

    private func blankSentenceRejection(_ text: String) -> QuestionRejection? {
        if target.matcher.occurs(in: text) {
            return .init(.giveaway, "the sentence shows \"\(bound.word)\"; write _____ in its place")
        }
        let blanks = Self.blankCount(in: text)
        if blanks != 1 {
            return .init(
                .wording,
                blanks == 0
                    ? "the sentence has no blank; write _____ where \"\(bound.word)\" belongs"
                    : "the sentence has \(blanks) blanks; write exactly one")
        }
        for choice in bound.choices where choice != bound.answer && matcher(for: choice).occurs(in: text) {
            return .init(.wording, "the sentence contains the choice \"\(choice)\"; only the blank may hold a choice")
        }
        return nil
    }

    private func meaningQuestionRejection(_ text: String) -> QuestionRejection? {
        guard target.matcher.occurs(in: text) else {
            return .init(.offTarget, "the question does not name \"\(bound.word)\"; ask what \"\(bound.word)\" means")
        }
        let lowered = Question.normalized(text)
        if let shown = bound.choices.first(where: { lowered.contains(Question.normalized($0)) }) {
            return .init(.giveaway, "the question contains the choice \"\(shown)\"")
        }
        return nil
    }

    /// The explanation must teach the key: name the word (blank sentence), or share a content word
    /// with the definition that is the key (meaning question).
    private var explanationRejection: QuestionRejection? {
        let explanation = question.explanation
        let names =
            switch bound.task {
            case .blankSentence: target.matcher.occurs(in: explanation)
            case .meaningQuestion: ContentWords(bound.answer).matches(in: ContentWords(explanation).stems) > 0
            }
        return names ? nil : .init(.wording, "the explanation does not name the answer \"\(bound.answer)\"")
    }

    private func matcher(for choice: String) -> WordMatcher {
        WordMatcher(lemma: choice, forms: lexicon.entries(for: choice).flatMap(\.forms))
    }

    /// Runs of two or more underscores: "_____" and "__" are blanks, a lone "_" is not.
    static func blankCount(in text: String) -> Int {
        var count = 0
        var run = 0
        for character in text + " " {
            if character == "_" {
                run += 1
            } else {
                if run >= 2 { count += 1 }
                run = 0
            }
        }
        return count
    }
}

// MARK: - Reasons

extension QuestionRejection.Reason {
    /// What a model wrote around lexicon-bound choices breaks a rule of form: a blank sentence without
    /// exactly one blank, or holding another choice; a stem above the level or too long; an
    /// explanation that never names the key. A stable name, like every reason's.
    public static let wording = Self(rawValue: "wording")
}
