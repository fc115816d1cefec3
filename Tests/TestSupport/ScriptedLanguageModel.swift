import Foundation
import LanguageModels
import Support

/// An in-process `LanguageModel` that replays scripted replies and records every request, for unit tests
/// of anything built on `LanguageModelSession` (no sockets, no timing).
///
/// ```swift
/// let model = ScriptedLanguageModel([.text(#"{"word":"apple"}"#)])
/// let session = LanguageModelSession(model: model, instructions: "…")
/// ```
public final class ScriptedLanguageModel: LanguageModel, Sendable {
    /// One scripted outcome of a request.
    public enum Step: Sendable {
        /// A normal reply with this content.
        case text(String)
        /// A reply with full control over finish reason, refusal and usage.
        case reply(ModelReply)
        /// The request throws this error.
        case failure(any Error)
    }

    private struct State {
        var steps: [Step]
        var requests: [ModelRequest] = []
    }

    private let state: Locked<State>
    private let requestCount = Watched(0)
    private let fallback: Step?
    private let contextTokens: Int
    private let held: Set<Int>
    private let isReleased = Watched(false)

    /// - Parameters:
    ///   - steps: Consumed one per request.
    ///   - fallback: Used once `steps` runs out; without it such a request fails.
    ///   - contextSize: What `contextSize()` reports.
    ///   - holding: Requests (numbered from 1) whose stream sends every delta but not its end until
    ///     `release()` or cancellation: a reply that is still streaming for as long as the test needs,
    ///     for tests of cancellation and `isResponding`, with no pause to guess.
    public init(_ steps: [Step], fallback: Step? = nil, contextSize: Int = 4096, holding: Set<Int> = []) {
        state = Locked(State(steps: steps))
        self.fallback = fallback
        contextTokens = contextSize
        held = holding
    }

    /// Lets every held stream end.
    public func release() {
        isReleased.update { $0 = true }
    }

    /// Every request received, in order.
    public var requests: [ModelRequest] { state.withLock { $0.requests } }

    /// Waits until `count` requests have arrived; false only when `limit` passed first.
    public func waitForRequests(_ count: Int, atMost limit: Duration = .seconds(60)) async -> Bool {
        await requestCount.wait(atMost: limit) { $0 >= count }
    }

    public var displayName: String { "scripted @ memory" }

    public func contextSize() async -> Int { contextTokens }

    public func prewarm() async throws {}

    public func complete(_ request: ModelRequest) async throws -> ModelReply {
        try next(for: request).reply
    }

    public func stream(_ request: ModelRequest) -> AsyncThrowingStream<ModelStreamEvent, Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    let (reply, number) = try next(for: request)
                    for piece in FakeOpenAIServer.Reply.pieces(of: reply.content) {
                        continuation.yield(.delta(content: piece, reasoning: ""))
                    }
                    if held.contains(number) {
                        _ = await isReleased.wait { $0 }
                        try Task.checkCancellation()
                    }
                    continuation.yield(.finished(reply))
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// Consumes the next step, and numbers the request from 1. Usage is reported as characters / 4, a
    /// stand-in for a tokenizer.
    private func next(for request: ModelRequest) throws -> (reply: ModelReply, number: Int) {
        let (step, number): (Step?, Int) = state.withLock { state in
            state.requests.append(request)
            return (state.steps.isEmpty ? fallback : state.steps.removeFirst(), state.requests.count)
        }
        requestCount.update { $0 += 1 }
        let promptTokens = request.messages.reduce(0) { $0 + $1.content.count } / 4
        switch step {
        case .text(let text):
            let usage = TokenUsage(promptTokens: promptTokens, completionTokens: text.count / 4)
            return (ModelReply(content: text, usage: usage), number)
        case .reply(let reply):
            return (reply, number)
        case .failure(let error):
            throw error
        case nil:
            throw ScriptExhausted(requestNumber: requests.count)
        }
    }
}

/// A scripted model was asked more often than its script allows.
public struct ScriptExhausted: Error, CustomStringConvertible {
    public var requestNumber: Int
    public var description: String { "scripted model has no step for request \(requestNumber)" }
}
