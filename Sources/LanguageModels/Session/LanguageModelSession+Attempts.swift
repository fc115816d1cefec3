import Foundation
import GuidedGeneration

extension LanguageModelSession {
    /// Everything one turn needs, independent of the Swift type being generated.
    struct Turn<Value: Sendable>: Sendable {
        var prompt: String
        var schema: GenerationSchema
        var schemaName: String
        var includeSchemaInPrompt: Bool
        var options: GenerationOptions
        /// At most this many recent turns sent verbatim (nil: the session's `recentTurnCount`); older
        /// ones are still summarised by `earlierTurnsNote`.
        var recentTurns: Int? = nil
        /// Builds the caller's value from schema-valid content and checks it, once per attempt: what it
        /// returns is handed back as it is, and any error it throws fails the attempt.
        var accept: @Sendable (GeneratedContent) throws -> Value
    }

    /// The reply a turn accepted: the document, parsed once, and the value `Turn.accept` made from it.
    struct AcceptedReply<Value: Sendable>: Sendable {
        var content: GeneratedContent
        var value: Value
        var attempts: Int
    }

    /// A yes-or-no check as an `accepting` closure that hands the value back unchanged.
    static func accepting<T>(
        after validating: @escaping @Sendable (T) throws -> Void
    ) -> @Sendable (T) throws -> T {
        { value in
            try validating(value)
            return value
        }
    }

    /// Called with each streamed snapshot and the attempt it belongs to (a retry starts over).
    typealias SnapshotHandler = @Sendable (GeneratedContent, Int) -> Void

    /// Runs up to `maximumAttempts` attempts and records the accepted turn in the transcript.
    /// The caller has already called `beginResponding()`.
    func generate<Value>(_ turn: Turn<Value>, onSnapshot: SnapshotHandler?) async throws -> AcceptedReply<Value> {
        let prompt = Self.promptText(for: turn)
        let recentTurns = min(recentTurnCount, max(0, turn.recentTurns ?? recentTurnCount))
        let baseMessages = try await messages(for: prompt, options: turn.options, recentTurns: recentTurns)
        var messages = baseMessages
        var problems: [AttemptProblem] = []
        let format = ModelRequest.ResponseFormat(name: turn.schemaName, schemaJSON: turn.schema.jsonSchemaString())
        for attempt in 1...maximumAttempts {
            try Task.checkCancellation()
            let options = Self.options(turn.options, forAttempt: attempt)
            let request = ModelRequest(messages: messages, responseFormat: format, options: options)
            let (reply, document) = try await send(request, attempt: attempt, onSnapshot: onSnapshot)
            if let usage = reply.usage { state.withLock { $0.usage.add(usage) } }
            switch judge(reply, document: document, for: turn) {
            case .success(let content, let value):
                record(prompt: turn.prompt, response: content, usage: reply.usage, sentMessages: messages)
                return AcceptedReply(content: content, value: value, attempts: attempt)
            case .failure(let problem):
                problems.append(problem)
                state.withLock { $0.onRejectedAttempt }?(attempt, problem.rejectedAttempt)
                if let correction = problem.correction { messages.append(.init(role: .user, content: correction)) }
            }
        }
        throw finalError(for: problems)
    }

    /// A retry with the same seed tends to reproduce the same mistake, so each attempt moves the seed on.
    static func options(_ options: GenerationOptions, forAttempt attempt: Int) -> GenerationOptions {
        var varied = options
        let step = UInt64(attempt - 1)
        switch options.sampling {
        case .topK(let k, let seed?): varied.sampling = .topK(k, seed: seed &+ step)
        case .topP(let threshold, let seed?): varied.sampling = .topP(threshold, seed: seed &+ step)
        default: break
        }
        return varied
    }

    /// The user message: the prompt, plus the compact schema when asked, since llama.cpp never adds it.
    static func promptText<Value>(for turn: Turn<Value>) -> String {
        guard turn.includeSchemaInPrompt else { return turn.prompt }
        return turn.prompt + "\n\nReply with only a JSON object of this shape:\n" + turn.schema.promptDescription
    }

    private func messages(
        for prompt: String, options: GenerationOptions, recentTurns: Int
    ) async throws -> [ModelRequest.Message] {
        let size = await contextSize()
        let (transcript, ratio, note) = state.withLock { ($0.transcript, $0.tokensPerCharacter, $0.earlierTurnsNote) }
        let instructions = transcript.entries.compactMap { entry -> String? in
            if case .instructions(let text) = entry { return text }
            return nil
        }.first
        let budget = ContextBudget(
            contextSize: size, reservedForResponse: options.maximumResponseTokens ?? min(512, size / 4),
            tokensPerCharacter: ratio)
        guard
            let messages = budget.messages(
                instructions: instructions, turns: transcript.turns, recentTurnCount: recentTurns, note: note,
                prompt: prompt)
        else {
            throw GenerationError.exceededContextWindowSize(
                .init(
                    debugDescription: "The instructions and prompt alone need more than the \(size)-token context of "
                        + "\(model.displayName). Shorten them, or give the server a larger context."))
        }
        return messages
    }

    /// Sends one attempt. A streamed reply comes back with the document its partial decoder finished,
    /// when that is the text `judge` would parse, so the reply is parsed once, not again from its text.
    private func send(
        _ request: ModelRequest, attempt: Int, onSnapshot: SnapshotHandler?
    ) async throws -> (ModelReply, document: GeneratedContent?) {
        guard let onSnapshot else { return (try await model.complete(request), nil) }
        var decoder = PartialJSONDecoder()
        var isDecoding = true
        var channelIsReasoning: Bool?
        // Deltas arrive on this task, without a hop per token (see `LanguageModel.stream(_:onDelta:)`).
        let reply = try await model.stream(request) { content, reasoning in
            if channelIsReasoning == nil, !(content + reasoning).isEmpty { channelIsReasoning = content.isEmpty }
            let piece = channelIsReasoning == true ? reasoning : content
            guard isDecoding, !piece.isEmpty else { return }
            do {
                // A complete document is reported only after validation, as the final snapshot.
                let snapshot = try decoder.append(piece)
                if !snapshot.isComplete { onSnapshot(snapshot, attempt) }
            } catch {
                isDecoding = false
            }
        }
        let readsContent = !reply.content.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        guard isDecoding, channelIsReasoning == !readsContent else { return (reply, nil) }
        return (reply, try? decoder.finish())
    }

    private func record(
        prompt: String, response: GeneratedContent, usage: TokenUsage?, sentMessages: [ModelRequest.Message]
    ) {
        state.withLock { state in
            state.transcript.append(.prompt(prompt))
            state.transcript.append(.response(response))
            state.lastUsage = usage
            if let usage, let ratio = ContextBudget.calibrated(promptTokens: usage.promptTokens, for: sentMessages) {
                state.tokensPerCharacter = ratio
            }
        }
    }

    private func finalError(for problems: [AttemptProblem]) -> GenerationError {
        let last = problems.last?.summary ?? "no reply"
        if let refusal = problems.last?.refusal, problems.allSatisfy({ $0.refusal != nil }) {
            return .refusal(.init(debugDescription: "\(model.displayName) declined to answer: \(refusal)"))
        }
        return .decodingFailure(
            .init(
                debugDescription: "\(model.displayName) gave no usable response in \(problems.count) "
                    + "attempt\(problems.count == 1 ? "" : "s"); the last one failed because \(last). "
                    + "Try again, or use a stronger model."))
    }
}
