import Foundation
import LanguageModels
import TestSupport
import Testing

/// Replies and refusals servers send that a plain OpenAI client does not expect.
@Suite("Server compatibility")
struct ServerCompatibilityTests {
    static let unsupported =
        #"{"error":{"message":"Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.","type":"invalid_request_error","param":"max_tokens","code":"unsupported_parameter"}}"#

    static let request = ModelRequest(
        messages: [.init(role: .user, content: "Ask one.")], options: .init(maximumResponseTokens: 100))

    @Test func aServerThatRejectsMaxTokensIsAskedOnceMoreWithMaxCompletionTokensAndThatIsRemembered() async throws {
        let server = try FakeOpenAIServer(replies: [
            .status(400, body: Self.unsupported), .completion(#"{"a":1}"#), .completion(#"{"a":2}"#),
        ])
        defer { server.stop() }
        let model = OpenAICompatibleModel(baseURL: server.baseURL, name: "gpt-new")
        #expect(try await model.complete(Self.request).content == #"{"a":1}"#)
        #expect(try await model.complete(Self.request).content == #"{"a":2}"#)
        let bodies = server.chatRequests.compactMap(\.json)
        #expect(bodies.count == 3)
        #expect(bodies[0]["max_tokens"] as? Int == 100 && bodies[0]["max_completion_tokens"] == nil)
        #expect(bodies[1]["max_completion_tokens"] as? Int == 100 && bodies[1]["max_tokens"] == nil)
        #expect(bodies[2]["max_completion_tokens"] as? Int == 100 && bodies[2]["max_tokens"] == nil)
    }

    @Test func anotherBadRequestIsNotRetried() async throws {
        let server = try FakeOpenAIServer(replies: [
            .status(400, body: #"{"error":{"message":"bad schema"}}"#), .completion("{}"),
        ])
        defer { server.stop() }
        let model = OpenAICompatibleModel(baseURL: server.baseURL, name: "m")
        await #expect(throws: (any Error).self) { try await model.complete(Self.request) }
        #expect(server.chatRequests.count == 1)
    }

    @Test(arguments: [
        ModelReply(content: "<think>\nThe word is abate…\n</think>\n{\"a\":1}"),
        ModelReply(content: "", reasoning: "<think>hm</think>{\"a\":1}"),
        ModelReply(content: "", reasoning: "{\"a\":1}"),
    ])
    func aThinkingPreambleOrAnAnswerInReasoningContentIsRead(reply: ModelReply) {
        #expect(reply.text.trimmingCharacters(in: .whitespacesAndNewlines) == #"{"a":1}"#)
    }

    @Test func aSessionReadsJSONAfterAThinkBlockFromTheServer() async throws {
        let server = try FakeOpenAIServer(replies: [
            .completion("<think>Let me think.</think>{\"a\":\"yes\"}", channel: .reasoning)
        ])
        defer { server.stop() }
        let model = OpenAICompatibleModel(baseURL: server.baseURL, name: "m")
        let reply = try await model.complete(Self.request)
        #expect(reply.text == #"{"a":"yes"}"#)
    }
}
