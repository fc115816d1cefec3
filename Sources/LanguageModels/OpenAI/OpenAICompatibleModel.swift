import Foundation
import Support

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A model behind any OpenAI-compatible `/chat/completions` endpoint: llama-server, Ollama, vLLM,
/// LM Studio or OpenAI itself.
///
/// ```swift
/// let model = OpenAICompatibleModel(baseURL: URL(string: "http://127.0.0.1:8080/v1")!, name: "local")
/// let session = LanguageModelSession(model: model, instructions: "You are an English teacher.")
/// ```
public struct OpenAICompatibleModel: LanguageModel {
    /// The API root, ending in `/v1`; requests go to `{baseURL}/chat/completions`.
    public var baseURL: URL
    /// The `model` field of each request.
    public var name: String
    /// Sent as `Authorization: Bearer …`; never printed, logged or put in an error message.
    var apiKey: APIKey?
    public var timeLimits: TimeLimits
    /// Overrides the context size `/props` reports; `nil` asks the server, falling back to 4096.
    public var contextSizeOverride: Int?
    /// `max_tokens` when the options leave it open.
    public var defaultMaximumResponseTokens: Int
    /// Replies larger than this are cut off and treated like `finish_reason: "length"`.
    public var maximumResponseBytes: Int
    /// How many times a 5xx or a short `Retry-After` 429 is retried before failing.
    public var maximumServerRetries: Int
    /// The first backoff after a 5xx; it doubles on each retry.
    public var initialBackoff: Duration
    /// The longest `Retry-After` we wait out ourselves; longer ones fail at once with `rateLimited`.
    public var maximumRetryAfter: Duration
    /// Sends llama.cpp/vLLM extensions (`chat_template_kwargs`, `top_k`); off for api.openai.com, which rejects them.
    public var sendsServerExtensions: Bool
    /// Set once a server rejected `max_tokens` as unsupported; from then on the limit is sent as
    /// `max_completion_tokens`, as newer OpenAI models require. Shared by copies of this model.
    let usesMaxCompletionTokens = Locked(false)
    /// The URLSession client shared by this model's copies (macOS https), made once per model.
    package var urlSession = URLSessionHTTPTransport()
    /// The keep-alive connections shared by this model's copies (the socket transport), made once per model.
    package var socketPool = SocketConnectionPool()
    /// Which transport carries requests; tests pick `.urlSession` to run the macOS path on Linux.
    package var transportChoice = TransportChoice.platformDefault
    /// Waits between retries and readiness probes; injected so tests need not sleep.
    var sleep: @Sendable (Duration) async throws -> Void
    /// The clock readiness's deadline reads; injected with `sleep` so a test's two-minute wait passes
    /// in virtual time, however long a loaded machine keeps the test from running.
    var now: @Sendable () -> ContinuousClock.Instant
    /// Supplies a seed when the options give none, because we always send one.
    var makeSeed: @Sendable () -> Int

    /// - Parameters:
    ///   - baseURL: The API root, for example `http://127.0.0.1:8080/v1`.
    ///   - name: The model name to request; llama-server ignores it, other servers need it.
    ///   - apiKey: A bearer token, or `nil` for local servers.
    public init(
        baseURL: URL, name: String, apiKey: APIKey? = nil, timeLimits: TimeLimits = .default,
        contextSize: Int? = nil, defaultMaximumResponseTokens: Int = 512,
        maximumResponseBytes: Int = 2 << 20, maximumServerRetries: Int = 3,
        initialBackoff: Duration = .milliseconds(500), maximumRetryAfter: Duration = .seconds(10),
        sendsServerExtensions: Bool? = nil,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
        now: @escaping @Sendable () -> ContinuousClock.Instant = { .now },
        makeSeed: @escaping @Sendable () -> Int = { Int.random(in: 0...Int(Int32.max)) }
    ) {
        self.baseURL = baseURL
        self.name = name
        self.apiKey = apiKey
        self.timeLimits = timeLimits
        self.contextSizeOverride = contextSize
        self.defaultMaximumResponseTokens = defaultMaximumResponseTokens
        self.maximumResponseBytes = maximumResponseBytes
        self.maximumServerRetries = maximumServerRetries
        self.initialBackoff = initialBackoff
        self.maximumRetryAfter = maximumRetryAfter
        self.sendsServerExtensions = sendsServerExtensions ?? !(baseURL.host?.hasSuffix("openai.com") ?? false)
        self.sleep = sleep
        self.now = now
        self.makeSeed = makeSeed
    }

    /// The base URL as shown to users: no credentials, query or fragment.
    public var endpoint: String {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else {
            return "the configured endpoint"
        }
        components.user = nil
        components.password = nil
        components.query = nil
        components.fragment = nil
        return components.string ?? "the configured endpoint"
    }

    public var displayName: String { "\(name) @ \(endpoint)" }

    public func complete(_ request: ModelRequest) async throws -> ModelReply {
        try await perform(request, streaming: false) { _, _ in }
    }

    public func stream(_ request: ModelRequest) -> AsyncThrowingStream<ModelStreamEvent, Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    let reply = try await perform(request, streaming: true) { content, reasoning in
                        continuation.yield(.delta(content: content, reasoning: reasoning))
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

    public func stream(_ request: ModelRequest, onDelta: (String, String) -> Void) async throws -> ModelReply {
        let reply = try await perform(request, streaming: true, onDelta: onDelta)
        // Cancelling ends the byte stream early: report that, not the cut-off reply (as `stream(_:)` does).
        try Task.checkCancellation()
        return reply
    }

    /// Sends the request, retrying 5xx and short 429s, and reads the body as a completion or an SSE stream.
    private func perform(
        _ request: ModelRequest, streaming: Bool, onDelta: (String, String) -> Void
    ) async throws -> ModelReply {
        var urlRequest = try makeChatRequest(request, streaming: streaming)
        var attempt = 0
        while true {
            try Task.checkCancellation()
            do {
                let events = transport(timeLimits, isHeadDelayedUntilReply: !streaming).events(for: urlRequest)
                var reader = ChatResponseReader(
                    streaming: streaming, maximumBytes: maximumResponseBytes, endpoint: endpoint)
                return try await reader.read(events, onDelta: onDelta)
            } catch let failure as HTTPStatusFailure {
                if Self.rejectsMaxTokens(failure),
                    usesMaxCompletionTokens.withLock({ uses in
                        defer { uses = true }
                        return !uses
                    })
                {
                    urlRequest = try makeChatRequest(request, streaming: streaming)
                    continue
                }
                guard let delay = retryDelay(for: failure, attempt: attempt) else {
                    throw generationError(for: failure, attempts: attempt + 1)
                }
                attempt += 1
                try await sleep(delay)
            } catch let failure as TransportFailure {
                throw generationError(for: failure)
            }
        }
    }

    /// The transport for one request, sharing this model's URLSession client and idle connections.
    func transport(_ limits: TimeLimits, isHeadDelayedUntilReply: Bool = false) -> HTTPStreamingTransport {
        HTTPStreamingTransport(
            timeLimits: limits, isHeadDelayedUntilReply: isHeadDelayedUntilReply, choice: transportChoice,
            urlSession: urlSession, socketPool: socketPool)
    }

    /// Whether a 400 says `max_tokens` is not supported and `max_completion_tokens` is wanted instead.
    static func rejectsMaxTokens(_ failure: HTTPStatusFailure) -> Bool {
        failure.status == 400 && failure.body.contains("max_tokens") && failure.body.contains("max_completion_tokens")
    }

    /// How long to wait before retrying `failure`, or `nil` when it must not be retried.
    private func retryDelay(for failure: HTTPStatusFailure, attempt: Int) -> Duration? {
        guard attempt < maximumServerRetries else { return nil }
        if failure.status == 429 {
            guard let retryAfter = failure.retryAfter, retryAfter <= maximumRetryAfter else { return nil }
            return retryAfter
        }
        guard failure.status >= 500 else { return nil }
        return initialBackoff * (1 << attempt)
    }
}
