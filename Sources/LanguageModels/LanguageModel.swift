import Foundation

/// The backend seam: anything that turns a list of chat messages into a (possibly schema-constrained) reply.
///
/// `LanguageModelSession` owns the conversation, validation and retries; a model only talks to its
/// server. `OpenAICompatibleModel` is the production backend (`ModelConfiguration.Backend` names the
/// others, `makeModel()` builds them); tests use a scripted in-process one.
public protocol LanguageModel: Sendable {
    /// Names the model and where it runs, for banners and error messages, for example
    /// `qwen2.5 @ http://127.0.0.1:8080/v1`. Never contains a secret.
    var displayName: String { get }

    /// The number of tokens the model can attend to (prompt and reply together).
    func contextSize() async -> Int

    /// Waits until the model can answer, so the first question is not slowed by loading.
    func prewarm() async throws

    /// Waits until the model can answer, telling the learner (through `onWaiting`, once) when that
    /// takes a while: a server still loading its weights, an on-device model still downloading.
    func waitUntilReady(onWaiting: @Sendable (String) -> Void) async throws

    /// Produces a whole reply at once.
    func complete(_ request: ModelRequest) async throws -> ModelReply

    /// Streams a reply: text deltas, then exactly one `.finished` with the whole reply.
    func stream(_ request: ModelRequest) -> AsyncThrowingStream<ModelStreamEvent, Error>

    /// Streams a reply, handing each delta (`content`, `reasoning`) to `onDelta` as it arrives, and
    /// returns the whole reply. A model that reads its own stream implements it so that a token costs
    /// no hop between tasks; the default drains `stream(_:)`.
    func stream(_ request: ModelRequest, onDelta: (String, String) -> Void) async throws -> ModelReply
}

// MARK: - Default Implementation

extension LanguageModel {
    /// A model with nothing to wait for is ready once prewarmed.
    public func waitUntilReady(onWaiting: @Sendable (String) -> Void) async throws {
        try await prewarm()
    }

    public func stream(_ request: ModelRequest, onDelta: (String, String) -> Void) async throws -> ModelReply {
        for try await event in stream(request) {
            switch event {
            case .delta(let content, let reasoning): onDelta(content, reasoning)
            case .finished(let reply): return reply
            }
        }
        throw CancellationError()
    }
}

/// One request to a model: the messages to send and how to constrain the answer.
public struct ModelRequest: Sendable, Hashable {
    /// A chat message as the OpenAI API sees it.
    public struct Message: Sendable, Hashable {
        public enum Role: String, Sendable, Hashable {
            case system, user, assistant
        }
        public var role: Role
        public var content: String

        public init(role: Role, content: String) {
            self.role = role
            self.content = content
        }
    }

    /// A JSON Schema the reply must follow, kept as text so its property order survives untouched.
    public struct ResponseFormat: Sendable, Hashable {
        /// A short identifier; OpenAI requires `^[a-zA-Z0-9_-]+$`.
        public var name: String
        /// The schema as a JSON object text.
        public var schemaJSON: String

        public init(name: String, schemaJSON: String) {
            self.name = name
            self.schemaJSON = schemaJSON
        }
    }

    public var messages: [Message]
    public var responseFormat: ResponseFormat?
    public var options: GenerationOptions

    public init(messages: [Message], responseFormat: ResponseFormat? = nil, options: GenerationOptions = .init()) {
        self.messages = messages
        self.responseFormat = responseFormat
        self.options = options
    }
}
