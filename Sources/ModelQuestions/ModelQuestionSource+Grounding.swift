import Lexicon
import Quiz

/// How one turn uses a `QuestionCheck`: the facts its prompt carries, whether its word list binds the
/// model, and what a reply must pass.
struct Grounding: Sendable {
    /// Facts about the one target word, when the check knows it.
    var facts: WordFacts?
    /// Whether the word list is the learner's (`--words`, a review) rather than the client's suggestion.
    var isBinding: Bool
    var suggested: Set<String>
    var check: (any QuestionCheck)?
    /// A blind judge answers every question of this source (`--verify blind`): a key the lexicon can
    /// neither confirm nor rule out (`lexicon: unconfirmed key`) is then left for the judge to settle.
    var hasJudge = false

    /// With a check, suggested candidates are narrowed to the first one it can ground, and a learner's
    /// list (already without the words asked) to its first word, so the prompt carries one word's facts
    /// rather than a list of words the model would have to guess about.
    init(request: inout QuestionRequest, isSuggested: Bool, check: (any QuestionCheck)?) {
        self.check = check
        isBinding = !(isSuggested && check != nil)
        var facts: WordFacts?
        if let check, let words = request.words, let first = words.first {
            if isSuggested, let grounded = words.lazy.compactMap({ check.facts(about: $0) }).first {
                request.words = [grounded.word]
                facts = grounded
            } else if !isSuggested {
                request.words = [first]
                facts = check.facts(about: first)
            }
        }
        self.facts = facts
        suggested = isBinding ? [] : Set((request.words ?? []).map(Question.normalized))
    }

    /// Checks a decoded reply once: its one verdict (a wrong key the lexicon can move comes back
    /// re-keyed, not re-asked), or a `QuestionRejection` thrown so the session re-asks with it.
    func acceptance(excluding excluded: Set<String>) -> @Sendable (Question) throws -> CheckedQuestion {
        guard let check else { return { CheckedQuestion(question: $0, verdict: nil) } }
        let suggested = suggested
        let hasJudge = hasJudge
        return { question in
            var verdict = check.verdict(on: question)
            // Unknown is not wrong: with a judge, the lexicon's silence is not a rejection. The judge
            // answers the question blind after this, and a pick other than the key rejects it as
            // `blind disagreement`; an agreed question is shown as partly checked.
            if hasJudge, case let .rejected(rejection) = verdict, rejection.reason == .unconfirmedKey {
                verdict = .partial(rejection.detail + "; a blind judge must agree")
            }
            if case let .rejected(rejection) = verdict {
                throw QuestionRejection(rejection.reason, "\"\(question.word)\": \(rejection.detail)")
            }
            let checked = CheckedQuestion(question: question, verdict: verdict)
            let word = Question.normalized(question.word)
            guard !suggested.isEmpty, !suggested.contains(word) else { return checked }
            if excluded.contains(word) {
                throw QuestionRejection(
                    .offTarget, "\"\(question.word)\" was already asked; write about \(Self.list(suggested))")
            }
            guard verdict != .unchecked else {
                throw QuestionRejection(
                    .offTarget, "\"\(question.word)\" is not \(Self.list(suggested)), and the lexicon cannot check it")
            }
            return checked
        }
    }

    private static func list(_ words: Set<String>) -> String {
        words.sorted().map { "\"\($0)\"" }.joined(separator: " or ")
    }
}

/// A decoded reply and the one verdict its check gave; nil when checks are off (`--unchecked`).
struct CheckedQuestion: Sendable {
    var question: Question
    var verdict: QuestionVerdict?

    /// The question to show: re-keyed when the check moved its key.
    var accepted: Question {
        if case let .rekeyed(fixed, _) = verdict { return fixed }
        return question
    }

    /// Whether a check vouched for the question (it passed, on partial evidence too, or passes once
    /// re-keyed).
    var isChecked: Bool {
        switch verdict {
        case .passed, .partial, .rekeyed: true
        case .unchecked, .rejected, nil: false
        }
    }
}
