import Foundation
import GuidedGeneration

extension LanguageModelSession {
    /// An accepted response: the typed content, the JSON it came from, and what it cost.
    public struct Response<Content: Sendable>: Sendable {
        public var content: Content
        /// The validated JSON the content was built from.
        public var rawContent: GeneratedContent
        /// The prompt and response entries this turn added to the transcript.
        public var transcriptEntries: [Transcript.Entry]
        /// How many attempts it took (1 when the first reply was valid).
        public var attempts: Int
        /// The server's token counts for the accepted attempt.
        public var usage: TokenUsage?
    }

    /// Generates a value of a `Generable` type, constrained by its own schema.
    ///
    /// - Parameters:
    ///   - prompt: This turn's request.
    ///   - type: The type to generate.
    ///   - includeSchemaInPrompt: Also describe the schema in the prompt (recommended: llama.cpp does not).
    ///   - options: Sampling and length limits.
    /// - Throws: `GenerationError`; `decodingFailure` after `maximumAttempts` rejected replies.
    public func respond<T: Generable>(
        to prompt: String, generating type: T.Type = T.self, includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions()
    ) async throws -> Response<T> {
        try await respond(
            to: prompt, schema: T.generationSchema, generating: type, includeSchemaInPrompt: includeSchemaInPrompt,
            options: options)
    }

    /// Generates a value of `type` under a schema built at run time, for example one whose `word` is
    /// restricted to a teacher's list with an `anyOf`. The content must satisfy `schema`, and `type`'s
    /// initializer must accept it; either failure is re-asked.
    ///
    /// - Parameter validating: Checks what no schema can (is the value *true*?); an error it throws
    ///   rejects the attempt, and its description is the correction the model is given.
    public func respond<T: Generable>(
        to prompt: String, schema: GenerationSchema, generating type: T.Type, includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions(), validating: @escaping @Sendable (T) throws -> Void = { _ in }
    ) async throws -> Response<T> {
        try await respond(
            to: prompt, schema: schema, generating: type, includeSchemaInPrompt: includeSchemaInPrompt,
            options: options, accepting: Self.accepting(after: validating))
    }

    /// Generates a value of `type` and hands back what `accepting` makes of it, for a caller whose check
    /// returns more than yes or no (a question re-keyed by the lexicon, with the verdict that did it).
    ///
    /// The reply is parsed, decoded into `type` and passed to `accepting` once per attempt; an error
    /// `accepting` throws rejects the attempt, and its description is the correction the model is given.
    ///
    /// - Parameter recentTurns: At most this many recent turns sent verbatim with this prompt (nil: the
    ///   session's `recentTurnCount`). A turn that does not build on earlier answers can send 0, so a
    ///   small model cannot copy them; older turns still reach it through `earlierTurnsNote`.
    public func respond<T: Generable, Accepted: Sendable>(
        to prompt: String, schema: GenerationSchema, generating type: T.Type, includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions(), recentTurns: Int? = nil,
        accepting: @escaping @Sendable (T) throws -> Accepted
    ) async throws -> Response<Accepted> {
        let turn = Turn(
            prompt: prompt, schema: schema, schemaName: Self.schemaName(for: type),
            includeSchemaInPrompt: includeSchemaInPrompt, options: options, recentTurns: recentTurns,
            accept: { try accepting(try T($0)) })
        let reply = try await respond(turn: turn)
        return Response(reply, for: turn, usage: lastUsage)
    }

    /// `respond(to:schema:generating:…accepting:)` that also hands each streamed snapshot to
    /// `onSnapshot`, on the task that reads the reply, ending with a snapshot carrying the accepted value.
    ///
    /// It delivers what `streamResponse` yields, in the same order, without the stream: that costs a
    /// second task and a hop between threads for every token, most of what streaming added to a
    /// question (BENCHMARKS.md, issue 24). `onSnapshot` must return quickly, as the next token waits.
    public func respond<T: Generable, Accepted: Sendable>(
        to prompt: String, schema: GenerationSchema, generating type: T.Type, includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions(), recentTurns: Int? = nil,
        accepting: @escaping @Sendable (T) throws -> Accepted,
        onSnapshot: @escaping @Sendable (ResponseStream<T, Accepted>.Snapshot) -> Void
    ) async throws -> Response<Accepted> {
        let turn = Turn(
            prompt: prompt, schema: schema, schemaName: Self.schemaName(for: type),
            includeSchemaInPrompt: includeSchemaInPrompt, options: options, recentTurns: recentTurns,
            accept: { try accepting(try T($0)) })
        try beginResponding()
        let reply: AcceptedReply<Accepted>
        let final: T.PartiallyGenerated
        do {
            reply = try await generate(turn) { partial, attempt in
                guard let typed = try? T.PartiallyGenerated(partial) else { return }
                onSnapshot(.init(content: typed, rawContent: partial, attempt: attempt, accepted: nil))
            }
            final = try T.PartiallyGenerated(reply.content)
        } catch {
            endResponding()
            throw error
        }
        // As in `streamResponse`, the session is free again before the caller sees the last snapshot.
        endResponding()
        onSnapshot(.init(content: final, rawContent: reply.content, attempt: reply.attempts, accepted: reply.value))
        return Response(reply, for: turn, usage: lastUsage)
    }

    /// Generates free-form content under a run-time schema.
    public func respond(
        to prompt: String, schema: GenerationSchema, includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions()
    ) async throws -> Response<GeneratedContent> {
        let turn = Turn(
            prompt: prompt, schema: schema, schemaName: "response", includeSchemaInPrompt: includeSchemaInPrompt,
            options: options, accept: { $0 })
        let reply = try await respond(turn: turn)
        return Response(reply, for: turn, usage: lastUsage)
    }

    /// Runs a whole turn with the busy flag held.
    private func respond<Value>(turn: Turn<Value>) async throws -> AcceptedReply<Value> {
        try beginResponding()
        defer { endResponding() }
        return try await generate(turn, onSnapshot: nil)
    }

    /// A name servers accept (`^[a-zA-Z0-9_-]+$`), taken from the Swift type.
    static func schemaName<T>(for type: T.Type) -> String {
        let name = String(describing: type).filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        return name.isEmpty ? "response" : name
    }
}

extension LanguageModelSession.Response {
    /// The response for an accepted reply to `turn`, carrying `content`: the value the turn made from it.
    init(
        _ reply: LanguageModelSession.AcceptedReply<Content>, for turn: LanguageModelSession.Turn<Content>,
        usage: TokenUsage?
    ) {
        self.init(
            content: reply.value, rawContent: reply.content,
            transcriptEntries: [.prompt(turn.prompt), .response(reply.content)], attempts: reply.attempts, usage: usage)
    }
}
