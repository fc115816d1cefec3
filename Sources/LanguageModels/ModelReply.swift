import Foundation

/// A whole reply from a model, with what the session needs to judge it.
public struct ModelReply: Sendable, Hashable {
    /// The `content` channel.
    public var content: String
    /// The `reasoning_content` channel, where thinking models sometimes put their JSON.
    public var reasoning: String
    /// The model's refusal text, when it declined.
    public var refusal: String?
    public var finishReason: FinishReason
    /// Token counts and speed, when the server reported them.
    public var usage: TokenUsage?

    public init(
        content: String, reasoning: String = "", refusal: String? = nil, finishReason: FinishReason = .stop,
        usage: TokenUsage? = nil
    ) {
        self.content = content
        self.reasoning = reasoning
        self.refusal = refusal
        self.finishReason = finishReason
        self.usage = usage
    }

    /// The text to parse: `content`, or `reasoning` when the server left `content` empty (vLLM's
    /// reasoning parsers), without a leading `<think>…</think>` block.
    public var text: String {
        Self.strippingThinking(content.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? reasoning : content)
    }

    /// `text` without a `<think>…</think>` preamble, which reasoning models write before their answer.
    static func strippingThinking(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasPrefix("<think>"), let end = trimmed.range(of: "</think>") else { return text }
        return String(trimmed[end.upperBound...])
    }
}

/// Why generation stopped.
public enum FinishReason: Sendable, Hashable {
    /// The model finished on its own.
    case stop
    /// The model hit `max_tokens` (or the reply outgrew our size limit), so the JSON is cut off.
    case length
    /// The stream broke off before the server said it was done; the description says how.
    case interrupted(String)
    /// Anything else the server reported, such as `content_filter`.
    case other(String)

    init(wireValue: String?) {
        switch wireValue {
        case "stop", "eos", nil: self = .stop
        case "length": self = .length
        case let other?: self = .other(other)
        }
    }
}

/// Token counts from the server's `usage`, and llama.cpp's `timings` when present.
public struct TokenUsage: Sendable, Hashable {
    public var promptTokens: Int
    public var completionTokens: Int
    /// Generation speed in tokens per second, from llama.cpp's `timings`.
    public var tokensPerSecond: Double?

    public init(promptTokens: Int, completionTokens: Int, tokensPerSecond: Double? = nil) {
        self.promptTokens = promptTokens
        self.completionTokens = completionTokens
        self.tokensPerSecond = tokensPerSecond
    }

    /// Prompt and completion together.
    public var totalTokens: Int { promptTokens + completionTokens }

    /// Adds `other`'s counts; a sum has no single speed.
    mutating func add(_ other: TokenUsage) {
        promptTokens += other.promptTokens
        completionTokens += other.completionTokens
        tokensPerSecond = nil
    }
}

/// One event of a streamed reply.
public enum ModelStreamEvent: Sendable, Hashable {
    /// New text on the `content` and/or `reasoning_content` channels.
    case delta(content: String, reasoning: String)
    /// The whole reply; always the last event.
    case finished(ModelReply)
}
