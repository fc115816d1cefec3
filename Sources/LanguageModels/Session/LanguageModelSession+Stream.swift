import Foundation
import GuidedGeneration

extension LanguageModelSession {
    /// A stream of ever-more-complete snapshots of a response; the last one is complete and validated.
    ///
    /// When an attempt is rejected, the next attempt's snapshots start over (watch `attempt`).
    /// Iterating ends by throwing when every attempt fails. Cancelling the iterating task cancels the request.
    public struct ResponseStream<Content: Generable>: AsyncSequence, Sendable {
        /// One snapshot: the typed partial value and the JSON it was read from.
        public struct Snapshot: Sendable {
            public var content: Content.PartiallyGenerated
            public var rawContent: GeneratedContent
            /// Which attempt this snapshot belongs to, from 1.
            public var attempt: Int
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

        /// Waits for the end of the stream and returns the final, validated value.
        public func collect() async throws -> Response<Content> {
            var last: Snapshot?
            for try await snapshot in self { last = snapshot }
            guard let last, last.rawContent.isComplete else { throw CancellationError() }
            return Response(
                content: try Content(last.rawContent), rawContent: last.rawContent, transcriptEntries: [],
                attempts: last.attempt, usage: nil)
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
    ) -> ResponseStream<T> {
        streamResponse(
            to: prompt, schema: T.generationSchema, generating: type, includeSchemaInPrompt: includeSchemaInPrompt,
            options: options)
    }

    /// Streams a value of `type` under a run-time schema (see `respond(to:schema:generating:validating:)`).
    public func streamResponse<T: Generable>(
        to prompt: String, schema: GenerationSchema, generating type: T.Type, includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions(), validating: @escaping @Sendable (T) throws -> Void = { _ in }
    ) -> ResponseStream<T> {
        let turn = Turn(
            prompt: prompt, schema: schema, schemaName: Self.schemaName(for: type),
            includeSchemaInPrompt: includeSchemaInPrompt, options: options, accept: { try validating(try T($0)) })
        let (snapshots, continuation) = AsyncThrowingStream<ResponseStream<T>.Snapshot, Error>.makeStream()
        do {
            try beginResponding()
        } catch {
            continuation.finish(throwing: error)
            return ResponseStream(snapshots: snapshots, producer: nil)
        }
        let task = Task {
            // The session is free again before the consumer sees the end, so it can ask at once.
            do {
                let (content, attempts) = try await generate(turn) { partial, attempt in
                    guard let typed = try? T.PartiallyGenerated(partial) else { return }
                    continuation.yield(.init(content: typed, rawContent: partial, attempt: attempt))
                }
                let final = try T.PartiallyGenerated(content)
                endResponding()
                continuation.yield(.init(content: final, rawContent: content, attempt: attempts))
                continuation.finish()
            } catch {
                endResponding()
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return ResponseStream(snapshots: snapshots, producer: task)
    }
}
