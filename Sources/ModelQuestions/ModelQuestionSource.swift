import Foundation
import GuidedGeneration
import LanguageModels
import Lexicon
import Quiz
import Support

/// Questions written by a language model in one persistent teacher session.
///
/// The session's instructions are the English teacher's; each turn's prompt carries the level,
/// topic, word list and words already asked. A teacher's word list restricts `word` through a
/// run-time `anyOf` schema, so even a small model cannot pick another word.
public final class ModelQuestionSource: QuestionSource, Sendable {
    /// What the source tells its observer, for the session transcript.
    public enum Event: Sendable {
        case instructions(String)
        case prompt(String)
        case modelOutput(String)
        case rejected(attempt: Int?, reason: String)
        /// A question whose key the lexicon showed wrong, re-keyed to the one choice it confirms.
        case rekeyed(word: String, from: String, to: String)
        case timing(label: String, seconds: Double)
        /// Said once per source: the server ignored the fixed choices, so questions are now free.
        case notice(String)
        /// What one turn's replies cost, retries included, as the server counted them.
        case tokens(prompt: Int, completion: Int)
    }

    public let sourceName: String
    private let session: LanguageModelSession
    let templates: PromptTemplates
    /// Judges lexicon-bound stems that talk about the quiz, from the prompts this source sends.
    let quizTalk: QuizTalk
    private let seed: UInt64?
    let observe: @Sendable (Event) -> Void
    private let suggestWords: @Sendable (QuestionRequest) -> [String]?
    private let check: (any QuestionCheck)?
    let binder: (any ChoiceBinder)?
    /// Whether the turn in flight is lexicon-bound, and how the server has kept its constants.
    let binding: Locked<BindingState>
    let verifier: BlindVerifier?
    /// Rejects model text that holds a classroom filter term; nil for `--mature`.
    private let classroomFilter: ClassroomFilter?
    private let isStreaming: Bool
    /// The turn count (for per-turn seeds) and the generator that shuffles each question's choices.
    let turns: Locked<(count: UInt64, shuffler: SeededGenerator)>
    /// Whole turns re-asked when the model repeats a word it was told to avoid.
    private let maximumRepeatRetries = 3

    /// - Parameters:
    ///   - sourceName: Names the model and endpoint for the banner and history (never a key).
    ///   - seed: Makes sampling reproducible where the server honours seeds.
    ///   - observe: Receives prompts, raw output and rejections for the transcript.
    ///   - attempts: Replies a turn may try before it fails (invalid JSON, broken rules, cut off…).
    ///   - isStreaming: Stream snapshots (to show the stem as it is written) or ask for the whole reply.
    ///   - suggestWords: Candidate target words for a request without a word list or topic. The model
    ///     must pick one of them (through the run-time `anyOf`), which keeps it at the learner's level
    ///     and stops a small model from asking its favourite word again and again.
    ///   - check: Checks every reply for truth (and grounds prompts in its facts); a rejected reply is
    ///     re-asked with the reason. Nil trusts every well-formed reply (`--unchecked`).
    ///   - binder: Picks the choices of questions about words it knows, so the model writes only the
    ///     stem and the explanation (lexicon-bound questions); nil for free questions (`--choices model`).
    ///   - verifier: Has a second request answer each checked question blind (`--verify blind`).
    ///   - classroomFilter: What a model's text may not contain (the bundled `classroom-terms.txt`),
    ///     checked even with `--unchecked`; nil shows whatever the model writes (`--mature`).
    ///   - remembersEarlierTurns: Send recent questions back with each prompt, as a quiz session does.
    ///     A question set's requests are independent (the words to avoid are in every prompt), so its
    ///     workers send only the instructions and the prompt: every request costs the same, and a
    ///     small model copies less from its own earlier answers (measured in BENCHMARKS.md).
    public init(
        model: any LanguageModel, templates: PromptTemplates, sourceName: String, seed: UInt64? = nil,
        attempts: Int = 3, isStreaming: Bool = true, remembersEarlierTurns: Bool = true,
        suggestWords: @escaping @Sendable (QuestionRequest) -> [String]? = { _ in nil },
        check: (any QuestionCheck)? = nil, binder: (any ChoiceBinder)? = nil, verifier: BlindVerifier? = nil,
        classroomFilter: ClassroomFilter? = nil,
        observe: @escaping @Sendable (Event) -> Void = { _ in }
    ) {
        self.sourceName = sourceName
        self.suggestWords = suggestWords
        self.check = check
        self.binder = binder
        let binding = Locked(BindingState())
        self.binding = binding
        self.verifier = verifier
        self.classroomFilter = classroomFilter
        self.isStreaming = isStreaming
        self.templates = templates
        quizTalk = QuizTalk(templates: templates)
        self.seed = seed
        self.observe = observe
        // Models put the key in the same place most of the time; shuffling here, where questions are
        // made, gives the REPL and the export the same spread. Reproducible when seeded.
        turns = Locked(
            (0, SeededGenerator(seed: seed.map { $0 ^ 0x5348_5546_464C_4521 } ?? .random(in: 0...UInt64.max))))
        session = LanguageModelSession(
            model: model, instructions: templates.instructions, maximumAttempts: attempts,
            recentTurnCount: remembersEarlierTurns ? 3 : 0)
        if remembersEarlierTurns {
            session.earlierTurnsNote = LanguageModelSession.listing(property: "word", label: "Words already asked")
        }
        session.onRejectedAttempt = { attempt, rejected in
            observe(.rejected(attempt: attempt, reason: Self.reason(for: rejected)))
            if binding.withLock({ $0.record(rejected) }) {
                observe(
                    .notice(
                        "\(sourceName) ignores the fixed choices of its schema (\(BindingState.ignoredRepliesBeforeFallback) replies in a row): its questions are free from now on (the model writes the choices)"
                    ))
            }
        }
        observe(.instructions(templates.instructions))
    }

    /// A rejected reply's message, starting with its category: a check's rejection as it is, any other
    /// unusable reply as "schema: cut off", "schema: duplicate choices" or "schema".
    static func reason(for rejected: RejectedAttempt) -> String {
        if let rejection = rejected.error as? QuestionRejection { return rejection.description }
        let category: QuestionRejection.Reason
        if rejected.isCutOff {
            category = .cutOff
        } else if case .duplicateChoices = rejected.error as? QuestionError {
            category = .duplicateChoices
        } else {
            category = .schema
        }
        return QuestionRejection(category, rejected.summary).description
    }

    /// Waits for the server to be ready, so the first question is not the slow one.
    public func prewarm() async throws {
        try await session.prewarm()
    }

    public func nextQuestion(
        for request: QuestionRequest, onPartial: @escaping @Sendable (QuestionProgress) -> Void
    ) async throws -> QuizItem {
        if let bound = try await lexiconBoundQuestion(for: request, onPartial: onPartial) { return bound }
        return try await freeQuestion(for: request, onPartial: onPartial)
    }

    /// The first unasked word of `request`'s list (or the suggested words), after dropping asked ones.
    func candidates(for request: QuestionRequest) -> (words: [String]?, isSuggested: Bool) {
        var words = request.words
        let isSuggested = words == nil
        if isSuggested { words = suggestWords(request) }
        guard let list = words else { return (nil, isSuggested) }
        let fresh = list.filter { !request.excludedWords.contains(Question.normalized($0)) }
        return (fresh.isEmpty ? list : fresh, isSuggested)
    }

    /// A question whose model wrote everything: for a word the lexicon cannot bind, with `--choices
    /// model`, or after the server ignored the fixed choices.
    private func freeQuestion(
        for request: QuestionRequest, onPartial: @escaping @Sendable (QuestionProgress) -> Void
    ) async throws -> QuizItem {
        var request = request
        let isSuggested = request.words == nil && request.topic == nil
        if isSuggested { request.words = suggestWords(request) }
        if let words = request.words {
            let fresh = words.filter { !request.excludedWords.contains(Question.normalized($0)) }
            request.words = fresh.isEmpty ? words : fresh
        }
        var grounding = Grounding(request: &request, isSuggested: isSuggested, check: check)
        grounding.hasJudge = verifier != nil
        // Suggested words are suggestions: a valid, unasked word the check can confirm is taken too,
        // so they are named in the prompt rather than forced by the schema.
        let schema =
            try grounding.isBinding ? request.words.map { try Question.generationSchema(restrictingWordTo: $0) } : nil
        for _ in 0...maximumRepeatRetries {
            let checked: CheckedQuestion
            do {
                checked = try await generate(
                    templates.prompt(for: request, facts: grounding.facts), schema: schema,
                    accepting: grounding.acceptance(excluding: request.excludedWords), onPartial: onPartial)
            } catch let error as LanguageModelSession.GenerationError {
                throw ModelQuestionError.generation(error)
            }
            let question = checked.accepted
            if case .rekeyed = checked.verdict {
                observe(.rekeyed(word: question.word, from: checked.question.answer, to: question.answer))
            }
            guard request.excludedWords.contains(Question.normalized(question.word)) else {
                try await verifyBlind(question)
                // Models put the key in patterned positions (most often first): shuffle where the
                // question is made, so the quiz and the export get the same spread.
                let shuffled = turns.withLock { question.shufflingChoices(using: &$0.shuffler) }
                var item = QuizItem(question: shuffled, level: request.level, kind: .generated, source: sourceName)
                item.choiceOrigin = .model
                item.isChecked = checked.isChecked
                if case .partial = checked.verdict { item.isPartlyChecked = true }
                if !checked.isChecked {
                    item.uncheckedReason =
                        check == nil ? "checks are turned off" : "'\(question.word)' is not in the lexicon"
                }
                return item
            }
            observe(.rejected(attempt: nil, reason: "word \"\(question.word)\" was already asked this session"))
        }
        throw ModelQuestionError.repeatedWords(attempts: maximumRepeatRetries + 1)
    }

    /// Has the judge answer `question` blind, when there is one.
    ///
    /// - Throws: A `.blindDisagreement` rejection (after telling the observer) when it picks another choice.
    func verifyBlind(_ question: Question) async throws {
        guard let verifier, let disagreement = try await verifier.verify(question) else { return }
        let rejection = QuestionRejection(disagreement.reason, "\"\(question.word)\": \(disagreement.detail)")
        observe(.rejected(attempt: nil, reason: rejection.description))
        throw rejection
    }

    /// One turn: the question the session decoded once and `accepting` checked once.
    ///
    /// - Parameter isBound: A lexicon-bound turn sends no earlier turns verbatim (the words already
    ///   asked still go in the session's note): its word and choices are fixed, so the model needs
    ///   none of its earlier answers, and a small model copied its own last stem (BENCHMARKS.md).
    func generate(
        _ prompt: String, schema: GenerationSchema?, isBound: Bool = false,
        accepting check: @escaping @Sendable (Question) throws -> CheckedQuestion,
        onPartial: @escaping @Sendable (QuestionProgress) -> Void
    ) async throws -> CheckedQuestion {
        observe(.prompt(prompt))
        // The classroom filter comes first, on every path (free or bound, checked or not), and before
        // a re-key could replace the explanation: the reply as the model wrote it must be clean.
        let filter = classroomFilter
        let accepting: @Sendable (Question) throws -> CheckedQuestion = { question in
            if let rejection = filter?.rejection(of: question) { throw rejection }
            return try check(question)
        }
        let started = Date()
        // One turn at a time per session, so the difference is this turn's replies, accepted or not.
        let before = session.usage
        defer {
            let after = session.usage
            if after != before {
                observe(
                    .tokens(
                        prompt: after.promptTokens - before.promptTokens,
                        completion: after.completionTokens - before.completionTokens))
            }
        }
        let recentTurns = isBound ? 0 : nil
        // The grammar writes a bound turn's shape and fixed values; described in the prompt, its choices
        // and field notes were what SmolLM2 copied into the stem (BENCHMARKS.md).
        let includesSchema = !isBound
        guard isStreaming else {
            let schema = schema ?? Question.generationSchema
            let response = try await session.respond(
                to: prompt, schema: schema, generating: Question.self, includeSchemaInPrompt: includesSchema,
                options: nextOptions(isBound: isBound), recentTurns: recentTurns, accepting: accepting)
            observe(.modelOutput(response.rawContent.jsonString))
            observe(.timing(label: "generation", seconds: Date().timeIntervalSince(started)))
            return response.content
        }
        // Snapshots come on the task reading the reply: through a `ResponseStream`, each token also
        // cost a hop to this task (BENCHMARKS.md, issue 24).
        let seen = Locked((any: false, attempt: 1))
        let response = try await session.respond(
            to: prompt, schema: schema ?? Question.generationSchema, generating: Question.self,
            includeSchemaInPrompt: includesSchema, options: nextOptions(isBound: isBound), recentTurns: recentTurns,
            accepting: accepting
        ) { [observe] snapshot in
            let previous = seen.withLock { seen in
                defer { seen = (true, snapshot.attempt) }
                return seen
            }
            if !previous.any { observe(.timing(label: "first snapshot", seconds: Date().timeIntervalSince(started))) }
            if snapshot.attempt != previous.attempt { onPartial(.restarted) }
            onPartial(.partial(snapshot.content))
        }
        // A request cancelled as its reply was accepted ends as cancelled, as a stream's consumer did.
        try Task.checkCancellation()
        observe(.modelOutput(response.rawContent.jsonString))
        observe(.timing(label: "generation", seconds: Date().timeIntervalSince(started)))
        return response.content
    }

    /// Sampling options for the next turn: a fresh seed per turn, derived from `seed` when given.
    ///
    /// A bound turn also sends a frequency penalty of 0.5: SmolLM2 then copies the definition and
    /// repeats words less (replies per accepted question 4.5 → 2.4 on one seed, BENCHMARKS.md).
    private func nextOptions(isBound: Bool) -> GenerationOptions {
        let turn = turns.withLock {
            $0.count += 1
            return $0.count
        }
        return GenerationOptions(
            sampling: .topP(0.95, seed: seed.map { $0 &+ turn }), temperature: 0.7, maximumResponseTokens: 320,
            frequencyPenalty: isBound ? 0.5 : nil)
    }
}
