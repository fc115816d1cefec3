import Foundation
import GuidedGeneration
import Support

/// A persistent conversation with a model that produces validated, typed responses, after Apple's
/// `LanguageModelSession`.
///
/// Every turn sees the instructions and recent turns (compacted to fit the context window); every
/// response is parsed, checked against its schema and decoded, and re-asked with a short correction
/// when any of that fails.
///
/// ```swift
/// let session = LanguageModelSession(model: model, instructions: "You are an English teacher.")
/// session.earlierTurnsNote = LanguageModelSession.listing(property: "word", label: "Words already asked")
/// let question = try await session.respond(to: "Ask about a B1 word.", generating: Question.self).content
/// ```
public final class LanguageModelSession: Sendable {
    /// The backend answering this session.
    public let model: any LanguageModel
    /// How many attempts a turn gets before it fails with `GenerationError.decodingFailure`.
    public let maximumAttempts: Int
    /// How many recent turns are sent verbatim; older ones survive only through `earlierTurnsNote`.
    public let recentTurnCount: Int

    struct State {
        var transcript: Transcript
        var isResponding = false
        var contextSize: Int?
        var lastUsage: TokenUsage?
        var usage = TokenUsage(promptTokens: 0, completionTokens: 0)
        var tokensPerCharacter = ContextBudget.initialTokensPerCharacter
        var earlierTurnsNote: (@Sendable ([GeneratedContent]) -> String?)?
        var onRejectedAttempt: (@Sendable (_ attempt: Int, _ rejection: RejectedAttempt) -> Void)?
    }

    let state: Locked<State>

    /// - Parameters:
    ///   - model: The backend, for example an `OpenAICompatibleModel`.
    ///   - instructions: The system prompt every turn starts with.
    ///   - maximumAttempts: Attempts per turn, at least 1 (default 3).
    ///   - recentTurnCount: Turns kept verbatim in each prompt (default 3).
    public init(
        model: any LanguageModel, instructions: String? = nil, maximumAttempts: Int = 3, recentTurnCount: Int = 3
    ) {
        self.model = model
        self.maximumAttempts = max(1, maximumAttempts)
        self.recentTurnCount = max(0, recentTurnCount)
        let entries: [Transcript.Entry] = instructions.map { [.instructions($0)] } ?? []
        state = Locked(State(transcript: Transcript(entries: entries)))
    }

    /// Everything said so far, without failed attempts or corrections.
    public var transcript: Transcript { state.withLock { $0.transcript } }

    /// Whether a request is in flight; a second one now fails with `concurrentRequests`.
    public var isResponding: Bool { state.withLock { $0.isResponding } }

    /// Token counts of the last accepted response, as the server reported them.
    public var lastUsage: TokenUsage? { state.withLock { $0.lastUsage } }

    /// Token counts of every reply so far, accepted or rejected, summed from the server's `usage`
    /// (replies without one count nothing): what the session has cost, retries included.
    public var usage: TokenUsage { state.withLock { $0.usage } }

    /// Summarises the responses of turns dropped from the prompt into one line (for example the words
    /// already asked), so the model still avoids repeating them while the prompt stays short.
    /// It receives the dropped responses, oldest first; return `nil` to add nothing.
    public var earlierTurnsNote: (@Sendable ([GeneratedContent]) -> String?)? {
        get { state.withLock { $0.earlierTurnsNote } }
        set { state.withLock { $0.earlierTurnsNote = newValue } }
    }

    /// Told about every rejected attempt (its number and why), for logs: the transcript leaves them out.
    public var onRejectedAttempt: (@Sendable (_ attempt: Int, _ rejection: RejectedAttempt) -> Void)? {
        get { state.withLock { $0.onRejectedAttempt } }
        set { state.withLock { $0.onRejectedAttempt = newValue } }
    }

    /// Waits until the model is ready and learns its context size, so the first turn is not the slow one.
    public func prewarm() async throws {
        try await model.prewarm()
        _ = await contextSize()
    }

    /// The model's context size, asked once and remembered.
    func contextSize() async -> Int {
        if let known = state.withLock({ $0.contextSize }) { return known }
        let size = await model.contextSize()
        state.withLock { $0.contextSize = size }
        return size
    }

    /// Marks the session busy, or throws `concurrentRequests` when it already is.
    func beginResponding() throws {
        let wasResponding = state.withLock { state in
            defer { state.isResponding = true }
            return state.isResponding
        }
        if wasResponding {
            throw GenerationError.concurrentRequests(
                .init(
                    debugDescription: "This session is still answering a previous request to \(model.displayName); "
                        + "wait for it to finish, or use a second session."))
        }
    }

    func endResponding() {
        state.withLock { $0.isResponding = false }
    }
}

// MARK: - Earlier-turn notes

extension LanguageModelSession {
    /// A note listing one string property of every dropped response, newest last, for `earlierTurnsNote`.
    ///
    /// At most `maximumItems` values are listed (the most recent), so the note, too, stays bounded.
    /// - Parameters:
    ///   - property: The property to list, for example `word`.
    ///   - label: The start of the line, for example `Words already asked`.
    public static func listing(
        property: String, label: String, maximumItems: Int = 60
    ) -> @Sendable ([GeneratedContent]) -> String? {
        { responses in
            let values = responses.compactMap { try? $0.value(String.self, forProperty: property) }
            guard !values.isEmpty else { return nil }
            return "\(label): " + values.suffix(maximumItems).joined(separator: ", ") + "."
        }
    }
}
