import Foundation
import GuidedGeneration

extension LanguageModelSession {
    /// A stream of ever-more-complete snapshots of a response; the last one is complete and carries the
    /// accepted value.
    ///
    /// When an attempt is rejected, the next attempt's snapshots start over (watch `attempt`).
    /// Iterating ends by throwing when every attempt fails. Cancelling the iterating task cancels the request.
    public struct ResponseStream<Content: Generable, Accepted: Sendable>: AsyncSequence, Sendable {
        /// One snapshot: the typed partial value and the JSON it was read from.
        public struct Snapshot: Sendable {
            public var content: Content.PartiallyGenerated
            public var rawContent: GeneratedContent
            /// Which attempt this snapshot belongs to, from 1.
            public var attempt: Int
            /// On the last snapshot only: what the turn accepted, parsed, decoded and checked once.
            public var accepted: Accepted?
        }

        public typealias Element = Snapshot
        let snapshots: AsyncThrowingStream<Snapshot, Error>
        /// The request behind the snapshots; iteration ends only once it has, so a consumer that
        /// stops (or is cancelled) finds the session free for its next request, with no polling.
        let producer: Task<Void, Never>?

        public struct AsyncIterator: AsyncIteratorProtocol {
            var base: AsyncThrowingStream<Snapshot, Error>.AsyncIterator
            let producer: Task<Void, Never>?

            public mutating func next() async throws -> Snapshot? {
                do {
                    if let snapshot = try await base.next() { return snapshot }
                } catch {
                    producer?.cancel()
                    await producer?.value
                    throw error
                }
                producer?.cancel()
                await producer?.value
                return nil
            }
        }

        public func makeAsyncIterator() -> AsyncIterator {
            AsyncIterator(base: snapshots.makeAsyncIterator(), producer: producer)
        }

        /// Waits for the end of the stream and returns the accepted value.
        public func collect() async throws -> Response<Accepted> {
            var last: Snapshot?
            for try await snapshot in self { last = snapshot }
            guard let last, let accepted = last.accepted else { throw CancellationError() }
            return Response(
                content: accepted, rawContent: last.rawContent, transcriptEntries: [], attempts: last.attempt,
                usage: nil)
        }
    }

    /// Streams a value of a `Generable` type, yielding `PartiallyGenerated` snapshots as they arrive.
    ///
    /// ```swift
    /// for try await snapshot in session.streamResponse(to: prompt, generating: Question.self) {
    ///     show(snapshot.content.text ?? "")
    /// }
    /// ```
    public func streamResponse<T: Generable>(
        to prompt: String, generating type: T.Type = T.self, includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions()
    ) -> ResponseStream<T, T> {
        streamResponse(
            to: prompt, schema: T.generationSchema, generating: type, includeSchemaInPrompt: includeSchemaInPrompt,
            options: options)
    }

    /// Streams a value of `type` under a run-time schema (see `respond(to:schema:generating:validating:)`).
    public func streamResponse<T: Generable>(
        to prompt: String, schema: GenerationSchema, generating type: T.Type, includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions(), validating: @escaping @Sendable (T) throws -> Void = { _ in }
    ) -> ResponseStream<T, T> {
        streamResponse(
            to: prompt, schema: schema, generating: type, includeSchemaInPrompt: includeSchemaInPrompt,
            options: options, accepting: Self.accepting(after: validating))
    }

    /// Streams a value of `type` and ends with what `accepting` makes of it
    /// (see `respond(to:schema:generating:recentTurns:accepting:)`).
    public func streamResponse<T: Generable, Accepted: Sendable>(
        to prompt: String, schema: GenerationSchema, generating type: T.Type, includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions(), recentTurns: Int? = nil,
        accepting: @escaping @Sendable (T) throws -> Accepted
    ) -> ResponseStream<T, Accepted> {
        let turn = Turn(
            prompt: prompt, schema: schema, schemaName: Self.schemaName(for: type),
            includeSchemaInPrompt: includeSchemaInPrompt, options: options, recentTurns: recentTurns,
            accept: { try accepting(try T($0)) })
        typealias Stream = ResponseStream<T, Accepted>
        let (snapshots, continuation) = AsyncThrowingStream<Stream.Snapshot, Error>.makeStream()
        do {
            try beginResponding()
        } catch {
            continuation.finish(throwing: error)
            return Stream(snapshots: snapshots, producer: nil)
        }
        let task = Task {
            // The session is free again before the consumer sees the end, so it can ask at once.
            do {
                let reply = try await generate(turn) { partial, attempt in
                    guard let typed = try? T.PartiallyGenerated(partial) else { return }
                    continuation.yield(.init(content: typed, rawContent: partial, attempt: attempt, accepted: nil))
                }
                let final = try T.PartiallyGenerated(reply.content)
                endResponding()
                continuation.yield(
                    .init(content: final, rawContent: reply.content, attempt: reply.attempts, accepted: reply.value))
                continuation.finish()
            } catch {
                endResponding()
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return Stream(snapshots: snapshots, producer: task)
    }
}
