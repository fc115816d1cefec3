import Quiz

/// The checks on what a model writes around lexicon-bound choices: the choices are right by
/// construction, so what can still go wrong is the stem (the word missing, twice or only in another
/// form, another choice in the sentence, words above the level or no word at all, a rambling stem, a sentence
/// stopped mid-phrase) and an explanation that never names the key.
///
/// A blank sentence is blanked by the client, not the model: small models kept writing the word
/// where the blank belonged, so the prompt asks for a sentence that uses the word and the one
/// occurrence is replaced with the blank here.
struct WrittenText {
    let question: Question
    let bound: BoundChoices
    let target: QuestionTarget
    let lexicon: Lexicon

    /// Longer stems lose learners and hide what is asked; a good context sentence needs fewer.
    static let maximumWords = 30
    /// Fewer words than this around the blank give no context to choose by: SmolLM2 answered with the
    /// word alone ("Anymore."), which blanked to a bare "_____".
    static let minimumSentenceWords = BoundTextPatterns.minimumOtherWords
    /// How often one content word may stand in a stem or an explanation: SmolLM2 wrote lists, not
    /// sentences ("wordly, literally, _____, literally, nillinly, literally, …"), that passed every other rule.
    static let maximumRepeats = 2

    /// The question with its sentence blanked (blank sentences), or the first rule the text breaks.
    var checked: Result<Question, QuestionRejection> {
        var written = question
        if bound.task == .blankSentence {
            switch blanked(question.text) {
            case let .success(stem):
                do { written = try question.replacing(text: stem) } catch {
                    return .failure(.init(.wording, "the blanked sentence is not a question: \(error)"))
                }
            case let .failure(rejection): return .failure(rejection)
            }
        }
        return rejection(of: written).map { .failure($0) } ?? .success(written)
    }

    /// `text` with the one occurrence of the word, exactly as given, replaced by the blank; a
    /// sentence the model blanked itself passes when it holds one blank and no form of the word.
    private func blanked(_ text: String) -> Result<String, QuestionRejection> {
        let word = bound.word
        let blanks = Self.blankCount(in: text)
        if blanks > 1 { return .failure(.init(.wording, "the sentence has \(blanks) blanks; write exactly one")) }
        if blanks == 1 {
            return target.matcher.occurs(in: text)
                ? .failure(.init(.giveaway, "the sentence has a blank and shows \"\(word)\" too; use \"\(word)\" once"))
                : .success(text)
        }
        let found = Self.occurrences(of: word, in: text)
        guard found.count == 1, let range = found.first else {
            if found.count > 1 {
                return .failure(.init(.giveaway, "the sentence uses \"\(word)\" \(found.count) times; use it once"))
            }
            if let form = shownForm(in: text) {
                return .failure(
                    .init(.wording, "the sentence uses \"\(form)\", not \"\(word)\"; use \"\(word)\" exactly as given"))
            }
            return .failure(.init(.offTarget, "the sentence does not use \"\(word)\"; write one sentence that uses it"))
        }
        var stem = text
        stem.replaceSubrange(range, with: WordMatcher.blank)
        if let form = shownForm(in: stem) {
            return .failure(.init(.giveaway, "the sentence also shows \"\(form)\"; use \"\(word)\" once"))
        }
        return .success(stem)
    }

    /// The first word of `text` that gives the target away (an inflection or a derived word), as written.
    private func shownForm(in text: String) -> String? {
        WordMatcher.words(in: text).lazy.map { String(text[$0]) }.first(where: target.matcher.occurs(in:))
    }

    /// The ranges where `phrase` stands in `text` as whole words, ignoring case ("Lamb", "give  away").
    static func occurrences(of phrase: String, in text: String) -> [Range<String.Index>] {
        let wanted = WordMatcher.words(in: phrase).map { phrase[$0].lowercased() }
        let words = WordMatcher.words(in: text)
        guard !wanted.isEmpty, words.count >= wanted.count else { return [] }
        return (0...(words.count - wanted.count)).compactMap { start in
            let run = words[start..<(start + wanted.count)]
            guard zip(run, wanted).allSatisfy({ text[$0.0].lowercased() == $0.1 }) else { return nil }
            return words[start].lowerBound..<words[start + wanted.count - 1].upperBound
        }
    }

    /// The first rule `written` breaks, or nil when it keeps them all.
    private func rejection(of written: Question) -> QuestionRejection? {
        let text = written.text
        let wordCount = WordMatcher.words(in: text).count
        if wordCount > Self.maximumWords {
            return .init(.wording, "the stem has \(wordCount) words; keep it under \(Self.maximumWords)")
        }
        if let (word, count) = Self.overused(in: text) {
            return .init(.wording, "the stem repeats \"\(word)\" \(count) times; write a sentence, not a list")
        }
        if let (word, count) = Self.overused(in: written.explanation) {
            return .init(.wording, "the explanation repeats \"\(word)\" \(count) times; write a sentence, not a list")
        }
        for (part, written) in [("stem", text), ("explanation", written.explanation)] {
            if let unknown = lexicon.firstUnknownWord(in: written) {
                return .init(
                    .wording, "the \(part) writes \"\(unknown)\", which is not an English word; use real words")
            }
            if let end = CutOffSentence.danglingEnd(of: written) {
                return .init(.wording, "the \(part) stops at \"\(end)\"; finish the sentence")
            }
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
        return explanationRejection(written.explanation)
    }

    /// The first content word of `text` that stands there more than `maximumRepeats` times, and how often.
    static func overused(in text: String) -> (word: String, count: Int)? {
        let words = ContentWords.words(in: text)
        var counts: [String: Int] = [:]
        for word in words { counts[word, default: 0] += 1 }
        return words.first { counts[$0, default: 0] > maximumRepeats }.map { ($0, counts[$0, default: 0]) }
    }

    /// The blanked sentence gives context and may not hold another choice: only the blank may.
    private func blankSentenceRejection(_ text: String) -> QuestionRejection? {
        let context = WordMatcher.words(in: text).count
        if context < Self.minimumSentenceWords {
            return .init(
                .wording,
                "the sentence has \(context) words besides the blank; write a whole sentence of at least \(Self.minimumSentenceWords)"
            )
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
    private func explanationRejection(_ explanation: String) -> QuestionRejection? {
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
    /// What a model wrote around lexicon-bound choices breaks a rule of form: a blank sentence that
    /// uses the word only in another form, has more than one blank, or holds another choice; a stem
    /// above the level or too long; a sentence stopped mid-phrase; an explanation that never names the
    /// key. A stable name, like every reason's.
    public static let wording = Self(rawValue: "wording")
}
