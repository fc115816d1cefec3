import GuidedGeneration
import LanguageModels
import Quiz

/// Lexicon-bound questions: the lexicon picks the sense, the key and three distractors; the turn's
/// schema fixes `word`, `choices` and `answer`, and the model writes only `text` and `explanation`.
extension ModelQuestionSource {
    /// A lexicon-bound question for `request`, or nil when the turn should be free: no binder, the
    /// server ignored the constants before, or the lexicon cannot bind any candidate word.
    ///
    /// - Throws: What the turn throws, unless the server was found ignoring the constants during it:
    ///   then nil, and the same request is asked free. When every reply was rejected,
    ///   `ModelQuestionError.allRejected` carries the lexicon's own question (see `offlineQuestion`).
    func lexiconBoundQuestion(
        for request: QuestionRequest, onPartial: @escaping @Sendable (QuestionProgress) -> Void
    ) async throws -> QuizItem? {
        guard let binder, !binding.value.isFallenBack else { return nil }
        let (words, isSuggested) = candidates(for: request)
        guard let words else { return nil }
        let seed = turns.withLock { $0.shuffler.next() }
        // A learner's list is asked in order; suggestions are only suggestions, so any one will do.
        guard
            let bound = (isSuggested ? words : Array(words.prefix(1))).lazy.compactMap({
                binder.bind(word: $0, level: request.level, seed: seed)
            }).first
        else { return nil }
        var boundRequest = request
        boundRequest.words = [bound.word]
        binding.withLock {
            $0.isBoundTurn = true
            $0.rejectedInTurn = 0
        }
        defer { binding.withLock { $0.isBoundTurn = false } }
        do {
            return try await question(bound: bound, for: boundRequest, binder: binder, onPartial: onPartial)
        } catch let error as ModelQuestionError where binding.value.isFallenBack {
            _ = error
            onPartial(.restarted)
            return nil
        } catch let error as ModelQuestionError {
            guard case let .generation(failure) = error, case .decodingFailure = failure, let offline = bound.offline
            else { throw error }
            let item = offlineQuestion(
                offline, bound: bound, level: request.level, rejected: binding.value.rejectedInTurn)
            throw ModelQuestionError.allRejected(failure, offline: item)
        }
    }

    /// The offline generator's question for the bound word, for a turn whose every reply was rejected.
    ///
    /// The client already holds it, built and checked with these choices: showing it keeps the quiz
    /// going where a small model keeps breaking a wording rule, and the item says so
    /// (`rejectedReplies`, here this turn's; an export that asked again sets its own total), so
    /// transcripts and exports count it apart from model-written questions.
    private func offlineQuestion(_ offline: Question, bound: BoundChoices, level: CEFRLevel?, rejected: Int)
        -> QuizItem
    {
        var item = lexiconItem(offline, bound: bound, level: level, kind: bound.task.offlineKind)
        item.rejectedReplies = rejected
        return item
    }

    /// A bound turn's question as the learner gets it: choices shuffled, each with the feedback the
    /// lexicon wrote for it. Checked: the lexicon chose every choice under the offline rules, and the
    /// text is the offline generator's own or passed the written-text checks.
    private func lexiconItem(_ question: Question, bound: BoundChoices, level: CEFRLevel?, kind: QuestionKind)
        -> QuizItem
    {
        let shuffled = turns.withLock { question.shufflingChoices(using: &$0.shuffler) }
        var item = QuizItem(question: shuffled, level: level, kind: kind, source: sourceName)
        item.choiceOrigin = .lexicon
        item.isChecked = true
        item.choiceFeedback = shuffled.choices.map { bound.feedback[$0] ?? "" }
        return item
    }

    private func question(
        bound: BoundChoices, for request: QuestionRequest, binder: any ChoiceBinder,
        onPartial: @escaping @Sendable (QuestionProgress) -> Void
    ) async throws -> QuizItem {
        let level = request.level
        let binding = binding
        let quizTalk = quizTalk
        let checked: CheckedQuestion
        do {
            checked = try await generate(
                templates.prompt(for: request, bound: bound),
                schema: try Question.generationSchema(binding: bound, avoiding: QuizTalk.sampledOut), isBound: true,
                accepting: { question in
                    // The reply kept the constants (the schema was validated before this runs).
                    binding.withLock { $0.ignoredInARow = 0 }
                    switch binder.checked(question, bound: bound, level: level) {
                    case let .success(written):
                        if let talk = quizTalk.rejection(of: written.text, task: bound.task) {
                            throw QuestionRejection(talk.reason, "\"\(question.word)\": \(talk.detail)")
                        }
                        return CheckedQuestion(question: written, verdict: .passed)
                    case let .failure(rejection):
                        throw QuestionRejection(rejection.reason, "\"\(question.word)\": \(rejection.detail)")
                    }
                }, onPartial: onPartial)
        } catch let error as LanguageModelSession.GenerationError {
            throw ModelQuestionError.generation(error)
        }
        try await verifyBlind(checked.question)
        return lexiconItem(checked.question, bound: bound, level: request.level, kind: .generated)
    }
}

/// How a source's server has treated the constants of lexicon-bound turns.
struct BindingState: Sendable {
    /// Replies in a row that changed a constant before the source gives up binding.
    static let ignoredRepliesBeforeFallback = 2

    /// Whether the turn in flight is lexicon-bound.
    var isBoundTurn = false
    var ignoredInARow = 0
    /// Replies of the bound turn in flight that were rejected, for the label of an offline fallback.
    var rejectedInTurn = 0
    /// Set once the server ignored the constants `ignoredRepliesBeforeFallback` times in a row.
    var isFallenBack = false

    /// Counts a rejected reply of a bound turn that changed the word, the choices or the answer: the
    /// schema validation names those properties. True exactly once, when the source falls back.
    mutating func record(_ rejected: RejectedAttempt) -> Bool {
        guard isBoundTurn else { return false }
        rejectedInTurn += 1
        guard !isFallenBack else { return false }
        guard case let .schemaViolations(violations)? = rejected.error as? GuidedGenerationError,
            violations.contains(where: { violation in
                ["word", "choices", "answer"].contains { violation.hasPrefix($0) }
            })
        else {
            ignoredInARow = 0
            return false
        }
        ignoredInARow += 1
        isFallenBack = ignoredInARow >= Self.ignoredRepliesBeforeFallback
        return isFallenBack
    }
}
