import Foundation

/// A non-200 answer, carried to the retry logic with what the error message needs.
struct HTTPStatusFailure: Error, Sendable {
    var status: Int
    var retryAfter: Duration?
    /// The start of the error body, for the server's own explanation.
    var body: String
}

/// Turns the HTTP events of one `/chat/completions` call into a `ModelReply`.
struct ChatResponseReader {
    let streaming: Bool
    let maximumBytes: Int
    let endpoint: String

    private var parser = ServerSentEventParser()
    private var content = ""
    private var reasoning = ""
    private var refusal: String?
    private var finishReason: String?
    private var usage: TokenUsage?
    private var sawDone = false
    private var body = Data()

    init(streaming: Bool, maximumBytes: Int, endpoint: String) {
        self.streaming = streaming
        self.maximumBytes = maximumBytes
        self.endpoint = endpoint
    }

    /// Reads the whole response. Throws `HTTPStatusFailure` for a non-200 status, `TransportFailure`
    /// when nothing usable arrived, and `GenerationError.serverError` for a body that is not a completion.
    mutating func read(
        _ events: AsyncThrowingStream<HTTPEvent, Error>, onDelta: (String, String) -> Void
    ) async throws -> ModelReply {
        var status = 0
        var headers: [String: String] = [:]
        var received = 0
        do {
            for try await event in events {
                switch event {
                case .head(let code, let fields):
                    status = code
                    headers = fields
                case .body(let data):
                    received += data.count
                    if status != 200 {
                        if body.count < 65_536 { body.append(data) }
                        continue
                    }
                    if received > maximumBytes {
                        return reply(finish: .length)
                    }
                    if streaming {
                        try consumeStream(data, onDelta: onDelta)
                    } else {
                        body.append(data)
                    }
                }
            }
        } catch TransportFailure.network(let error) where status == 200 && received > 0 {
            return reply(finish: .interrupted("the connection was lost mid-reply (\(error.code.rawValue))"))
        }
        // A cancelled task's event stream simply ends, before any head: that is the cancellation, not a status.
        try Task.checkCancellation()
        guard status == 200 else {
            throw HTTPStatusFailure(
                status: status, retryAfter: headers["retry-after"].flatMap(Self.parseRetryAfter),
                body: String(decoding: body.prefix(65_536), as: UTF8.self))
        }
        if streaming {
            if let last = parser.finish() { try consumeEvent(last, onDelta: onDelta) }
            guard sawDone || finishReason != nil else {
                return reply(finish: .interrupted("the stream ended before the server finished the reply"))
            }
            return reply(finish: FinishReason(wireValue: finishReason))
        }
        return try decodeCompletion()
    }

    private mutating func consumeStream(_ data: Data, onDelta: (String, String) -> Void) throws {
        for event in parser.append(data) {
            try consumeEvent(event, onDelta: onDelta)
        }
    }

    private mutating func consumeEvent(_ event: String, onDelta: (String, String) -> Void) throws {
        // Most events are one token: read those without JSONDecoder (see ChatChunkScanner).
        if let chunk = ChatChunkScanner.payload(event) {
            absorb(chunk, onDelta: onDelta)
            return
        }
        if event.trimmingCharacters(in: .whitespaces) == "[DONE]" {
            sawDone = true
            return
        }
        guard let chunk = try? JSONDecoder().decode(ChatCompletionPayload.self, from: Data(event.utf8)) else {
            if let failure = try? JSONDecoder().decode(ErrorPayload.self, from: Data(event.utf8)) {
                // The reply was already under way (HTTP 200): the server's own error, not a status to retry.
                throw LanguageModelSession.GenerationError.serverError(
                    .init(
                        debugDescription: "\(endpoint) reported an error mid-reply: "
                            + Self.excerpt(failure.error.message ?? failure.error.type ?? event)))
            }
            throw LanguageModelSession.GenerationError.serverError(
                .init(
                    debugDescription: "\(endpoint) sent a stream event that is not a chat completion chunk: "
                        + Self.excerpt(event)))
        }
        absorb(chunk, onDelta: onDelta)
    }

    private mutating func absorb(_ payload: ChatCompletionPayload, onDelta: (String, String) -> Void) {
        if let usage = payload.usage {
            self.usage = TokenUsage(
                promptTokens: usage.promptTokens, completionTokens: usage.completionTokens,
                tokensPerSecond: payload.timings?.predictedPerSecond)
        }
        guard let choice = payload.choices.first else { return }
        if let reason = choice.finishReason { finishReason = reason }
        let message = choice.delta ?? choice.message
        let newContent = message?.content ?? ""
        let newReasoning = message?.reasoningContent ?? ""
        if let text = message?.refusal, !text.isEmpty { refusal = (refusal ?? "") + text }
        content += newContent
        reasoning += newReasoning
        if !newContent.isEmpty || !newReasoning.isEmpty { onDelta(newContent, newReasoning) }
    }

    private mutating func decodeCompletion() throws -> ModelReply {
        guard let payload = try? JSONDecoder().decode(ChatCompletionPayload.self, from: body),
            !payload.choices.isEmpty
        else {
            throw LanguageModelSession.GenerationError.serverError(
                .init(
                    debugDescription: "\(endpoint) answered with something that is not an OpenAI chat completion: "
                        + Self.excerpt(String(decoding: body.prefix(400), as: UTF8.self)) + ".",
                    remedy: .checkEndpoint))
        }
        absorb(payload) { _, _ in }
        return reply(finish: FinishReason(wireValue: finishReason))
    }

    private func reply(finish: FinishReason) -> ModelReply {
        ModelReply(content: content, reasoning: reasoning, refusal: refusal, finishReason: finish, usage: usage)
    }

    /// Reads `Retry-After` given in seconds; the HTTP-date form is rare for APIs and is ignored.
    static func parseRetryAfter(_ value: String) -> Duration? {
        guard let seconds = Double(value.trimmingCharacters(in: .whitespaces)), seconds >= 0 else { return nil }
        return .milliseconds(Int64(seconds * 1000))
    }

    /// A short single-line quote of untrusted text for an error message.
    static func excerpt(_ text: String) -> String {
        let line = text.replacingOccurrences(of: "\n", with: " ").trimmingCharacters(in: .whitespaces)
        let short = line.count > 160 ? String(line.prefix(160)) + "…" : line
        return "'\(short)'"
    }
}
