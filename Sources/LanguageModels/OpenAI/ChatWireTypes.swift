import Foundation

/// `POST /chat/completions` body, minus `response_format`, which `ChatRequestBody` splices in verbatim.
struct ChatCompletionRequest: Encodable, Sendable {
    struct Message: Encodable, Sendable {
        var role: String
        var content: String
    }

    struct StreamOptions: Encodable, Sendable {
        var includeUsage: Bool
        enum CodingKeys: String, CodingKey { case includeUsage = "include_usage" }
    }

    struct TemplateArguments: Encodable, Sendable {
        var enableThinking: Bool
        enum CodingKeys: String, CodingKey { case enableThinking = "enable_thinking" }
    }

    var model: String
    var messages: [Message]
    var temperature: Double
    var topP: Double
    var topK: Int?
    /// `max_tokens`, or nil when the server wants `max_completion_tokens` instead (newer OpenAI models).
    var maxTokens: Int?
    var maxCompletionTokens: Int?
    var seed: Int
    var frequencyPenalty: Double?
    var stream: Bool
    var streamOptions: StreamOptions?
    var chatTemplateKwargs: TemplateArguments?

    enum CodingKeys: String, CodingKey {
        case model, messages, temperature, seed, stream
        case topP = "top_p"
        case topK = "top_k"
        case maxTokens = "max_tokens"
        case maxCompletionTokens = "max_completion_tokens"
        case frequencyPenalty = "frequency_penalty"
        case streamOptions = "stream_options"
        case chatTemplateKwargs = "chat_template_kwargs"
    }
}

/// The parts of a message or a streamed delta we read; thinking models put JSON in `reasoning_content`.
struct ChatMessagePayload: Decodable, Sendable {
    var content: String?
    var reasoningContent: String?
    var refusal: String?
    enum CodingKeys: String, CodingKey {
        case content, refusal
        case reasoningContent = "reasoning_content"
    }
}

/// Token counts as OpenAI reports them.
struct UsagePayload: Decodable, Sendable {
    var promptTokens: Int
    var completionTokens: Int
    enum CodingKeys: String, CodingKey {
        case promptTokens = "prompt_tokens"
        case completionTokens = "completion_tokens"
    }
}

/// llama.cpp's extra speed figures.
struct TimingsPayload: Decodable, Sendable {
    var promptMilliseconds: Double?
    var predictedMilliseconds: Double?
    var predictedPerSecond: Double?
    enum CodingKeys: String, CodingKey {
        case promptMilliseconds = "prompt_ms"
        case predictedMilliseconds = "predicted_ms"
        case predictedPerSecond = "predicted_per_second"
    }
}

/// A non-streamed `chat.completion`, or one streamed `chat.completion.chunk`.
struct ChatCompletionPayload: Decodable, Sendable {
    struct Choice: Decodable, Sendable {
        var message: ChatMessagePayload?
        var delta: ChatMessagePayload?
        var finishReason: String?
        enum CodingKeys: String, CodingKey {
            case message, delta
            case finishReason = "finish_reason"
        }
    }

    var choices: [Choice]
    var usage: UsagePayload?
    var timings: TimingsPayload?
}

/// `{"error": {...}}` as OpenAI, llama.cpp, vLLM and Ollama return it (some send a bare string).
struct ErrorPayload: Decodable, Sendable {
    struct Detail: Decodable, Sendable {
        var message: String?
        var type: String?
        var code: CodeValue?
    }

    /// OpenAI sends a string code, llama.cpp a number.
    enum CodeValue: Decodable, Sendable {
        case text(String)
        case number(Int)
        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self) {
                self = .number(number)
            } else {
                self = .text(try container.decode(String.self))
            }
        }
        var text: String {
            switch self {
            case .text(let text): return text
            case .number(let number): return String(number)
            }
        }
    }

    var error: Detail
}

/// llama.cpp's `GET /props`, read for the context size.
struct PropsPayload: Decodable, Sendable {
    struct Settings: Decodable, Sendable {
        var contextSize: Int?
        enum CodingKeys: String, CodingKey { case contextSize = "n_ctx" }
    }
    var defaultGenerationSettings: Settings?
    enum CodingKeys: String, CodingKey { case defaultGenerationSettings = "default_generation_settings" }
}
