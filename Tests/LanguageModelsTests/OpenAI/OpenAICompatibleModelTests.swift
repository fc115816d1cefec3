import Foundation
import LanguageModels
import TestSupport
import Testing

@Suite("OpenAICompatibleModel")
struct OpenAICompatibleModelTests {
    static let schema =
        #"{"type":"object","properties":{"word":{"type":"string"},"answer":{"type":"string"}},"required":["word","answer"],"additionalProperties":false}"#

    static func request(stream: Bool = false) -> ModelRequest {
        ModelRequest(
            messages: [.init(role: .system, content: "Be a teacher."), .init(role: .user, content: "Ask one.")],
            responseFormat: .init(name: "question", schemaJSON: schema),
            options: .init(sampling: .topP(0.9, seed: 42), temperature: 0.5, maximumResponseTokens: 200))
    }

    @Test func requestCarriesNestedStrictSchemaSamplingAndBearerKey() async throws {
        let server = try FakeOpenAIServer(replies: [.completion(#"{"word":"apple","answer":"a"}"#)])
        defer { server.stop() }
        let model = OpenAICompatibleModel(baseURL: server.baseURL, name: "smol", apiKey: APIKey("sk-secret"))
        _ = try await model.complete(Self.request())

        let recorded = try #require(server.chatRequests.first)
        #expect(recorded.path == "/v1/chat/completions")
        #expect(recorded.headers["authorization"] == "Bearer sk-secret")
        // The schema text is sent byte for byte, so property order survives.
        #expect(recorded.bodyText.contains(#""schema":"# + Self.schema))
        let json = try #require(recorded.json)
        let format = try #require(json["response_format"] as? [String: Any])
        #expect(format["type"] as? String == "json_schema")
        let inner = try #require(format["json_schema"] as? [String: Any])
        #expect(inner["name"] as? String == "question")
        #expect(inner["strict"] as? Bool == true)
        #expect(json["model"] as? String == "smol")
        #expect(json["temperature"] as? Double == 0.5)
        #expect(json["top_p"] as? Double == 0.9)
        #expect(json["max_tokens"] as? Int == 200)
        #expect(json["seed"] as? Int == 42)
        #expect(json["stream"] as? Bool == false)
        let kwargs = try #require(json["chat_template_kwargs"] as? [String: Any])
        #expect(kwargs["enable_thinking"] as? Bool == false)
    }

    @Test func greedySamplingStillSendsEveryKnob() async throws {
        let server = try FakeOpenAIServer(replies: [.completion("{}")])
        defer { server.stop() }
        let model = OpenAICompatibleModel(baseURL: server.baseURL, name: "m")
        _ = try await model.complete(ModelRequest(messages: [], options: .init(sampling: .greedy)))
        let json = try #require(server.chatRequests.first?.json)
        #expect(json["temperature"] as? Double == 0)
        #expect(json["top_k"] as? Int == 1)
        #expect(json["top_p"] != nil && json["seed"] != nil && json["max_tokens"] as? Int == 512)
        #expect(server.chatRequests.first?.headers["authorization"] == nil)
        // OpenAI's standard penalty goes out only when asked for (some servers reject unknown keys).
        #expect(json["frequency_penalty"] == nil)
    }

    @Test func aFrequencyPenaltyIsSentAsOpenAIsField() async throws {
        let server = try FakeOpenAIServer(replies: [.completion("{}")])
        defer { server.stop() }
        let model = OpenAICompatibleModel(baseURL: server.baseURL, name: "m")
        _ = try await model.complete(ModelRequest(messages: [], options: .init(frequencyPenalty: 0.5)))
        let json = try #require(server.chatRequests.first?.json)
        #expect(json["frequency_penalty"] as? Double == 0.5)
    }

    @Test func plainCompletionReturnsContentAndUsage() async throws {
        let server = try FakeOpenAIServer(replies: [
            .completion(#"{"word":"apple"}"#, promptTokens: 123, completionTokens: 7)
        ])
        defer { server.stop() }
        let reply = try await OpenAICompatibleModel(baseURL: server.baseURL, name: "m").complete(Self.request())
        #expect(reply.text == #"{"word":"apple"}"#)
        #expect(reply.finishReason == .stop)
        #expect(reply.usage == TokenUsage(promptTokens: 123, completionTokens: 7))
    }

    @Test func streamYieldsDeltasThenTheWholeReplyWithUsageAndTimings() async throws {
        let content = #"{"word":"serendipity","answer":"luck"}"#
        let server = try FakeOpenAIServer(replies: [.completion(content, promptTokens: 55, completionTokens: 12)])
        defer { server.stop() }
        var deltas: [String] = []
        var finished: ModelReply?
        for try await event in OpenAICompatibleModel(baseURL: server.baseURL, name: "m").stream(Self.request()) {
            switch event {
            case .delta(let text, _): deltas.append(text)
            case .finished(let reply): finished = reply
            }
        }
        #expect(deltas.count > 3)
        #expect(deltas.joined() == content)
        #expect(finished?.content == content)
        #expect(finished?.usage == TokenUsage(promptTokens: 55, completionTokens: 12, tokensPerSecond: 50))
        let json = try #require(server.chatRequests.first?.json)
        #expect(json["stream"] as? Bool == true)
        #expect((json["stream_options"] as? [String: Any])?["include_usage"] as? Bool == true)
    }

    @Test(arguments: [false, true])
    func jsonInReasoningContentIsStillRead(streaming: Bool) async throws {
        let server = try FakeOpenAIServer(replies: [.completion(#"{"a":1}"#, channel: .reasoning)])
        defer { server.stop() }
        let model = OpenAICompatibleModel(baseURL: server.baseURL, name: "m")
        let reply = try await streaming ? Self.collect(model.stream(Self.request())) : model.complete(Self.request())
        #expect(reply.content.isEmpty)
        #expect(reply.text == #"{"a":1}"#)
    }

    @Test func lengthAndRefusalAreReported() async throws {
        let server = try FakeOpenAIServer(replies: [.completion(#"{"wo"#, finishReason: "length"), .refusal("No.")])
        defer { server.stop() }
        let model = OpenAICompatibleModel(baseURL: server.baseURL, name: "m")
        #expect(try await model.complete(Self.request()).finishReason == .length)
        #expect(try await model.complete(Self.request()).refusal == "No.")
    }

    static func collect(_ stream: AsyncThrowingStream<ModelStreamEvent, Error>) async throws -> ModelReply {
        for try await event in stream {
            if case .finished(let reply) = event { return reply }
        }
        throw CancellationError()
    }
}
