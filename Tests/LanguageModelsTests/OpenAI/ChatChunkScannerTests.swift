import Foundation
import Testing

@testable import LanguageModels

@Suite("ChatChunkScanner")
struct ChatChunkScannerTests {
    /// What `ChatResponseReader` reads from a payload, for comparing the two decoders.
    private static func reading(_ payload: ChatCompletionPayload) -> [String?] {
        let choice = payload.choices.first
        let message = choice?.delta ?? choice?.message
        return [
            String(payload.choices.count), choice?.finishReason, message?.content, message?.reasoningContent,
            message?.refusal, payload.usage.map { "\($0.promptTokens)/\($0.completionTokens)" },
            payload.timings.map { "\($0.predictedPerSecond ?? 0)" },
        ]
    }

    private static func decoded(_ event: String) -> ChatCompletionPayload? {
        try? JSONDecoder().decode(ChatCompletionPayload.self, from: Data(event.utf8))
    }

    @Test(arguments: [
        #"{"choices":[{"index":0,"delta":{"content":"abc"}}]}"#,
        #"{"choices":[{"finish_reason":null,"index":0,"delta":{"content":" \"word\": \""}}],"created":1733000000,"#
            + #""id":"chatcmpl-x","model":"m","system_fingerprint":"b1-abc","object":"chat.completion.chunk"}"#,
        #"{"choices":[{"delta":{"content":"\\ \/ \b \f \n \r \t \u00e9 \u00E9 \ud83d\ude00 \u0000 end"}}]}"#,
        #"{"choices":[{"delta":{"content":"é 😀 中文"}}]}"#,
        #"{"choices":[{"index":0,"delta":{"role":"assistant","content":null}}]}"#,
        #"{"choices":[{"index":0,"delta":{"reasoning_content":"{\"word\""}}]}"#,
        #"{"choices":[{"index":0,"delta":{},"finish_reason":"stop"}],"usage":null,"timings":null}"#,
        #"{"choices":[{"index":0,"delta":{"content":"x","refusal":null},"logprobs":null,"finish_reason":null}]}"#,
        " { \"choices\" : [ { \"delta\" : { \"content\" : \"x\" } } ] } \n",
        #"{"extra":{"a":[1,-2.5e+3,0.5,0,1E9,true,false,null,{"b":"c"},[]]},"choices":[{"delta":{"content":""}}]}"#,
    ])
    func plainChunksReadAsJSONDecoderReadsThem(event: String) throws {
        let fast = try #require(ChatChunkScanner.payload(event))
        let reference = try #require(Self.decoded(event))
        #expect(Self.reading(fast) == Self.reading(reference))
    }

    @Test(arguments: [
        // Shapes the scanner leaves to JSONDecoder, which reads them.
        #"{"choices":[{"delta":{}}],"usage":{"prompt_tokens":3,"completion_tokens":4}}"#,
        #"{"choices":[{"delta":{}}],"timings":{"predicted_per_second":12.5}}"#,
        #"{"choices":[{"index":0,"delta":{"refusal":"I can't"}}]}"#,
        #"{"choices":[{"index":0,"message":{"content":"whole"}}]}"#,
        #"{"choices":[{"delta":{"content":"a"}},{"delta":{"content":"b"}}]}"#,
        #"{"choices":[]}"#,
        #"{"choices":[{"delta":{"content":"a","content":"b"}}]}"#,
        #"{"choi\u0063es":[{"delta":{"content":"a"}}]}"#,
        #"{"choices":[{"delta":{"content":"a"}}],"error":{"message":"boom"}}"#,
        #"{"choices":[{"delta":{"content":"a"}}],"created":01}"#,
    ])
    func unusualChunksFallBackToJSONDecoder(event: String) {
        #expect(ChatChunkScanner.payload(event) == nil)
        #expect(Self.decoded(event) != nil)
    }

    @Test(arguments: [
        // Not chunks at all: the scanner declines, so the reader's error path (JSONDecoder) decides.
        "[DONE]", " [DONE] ", "", #"{"error":{"message":"boom","type":"server_error"}}"#,
        #"{"choices":[{"delta":{"content":"a"}},]}"#, #"{"choices":[{"delta":{"content":"a"}}]"#,
        #"{"choices":[{"delta":{"content":5}}]}"#, #"{"choices":[{"delta":{"content":"\ud800"}}]}"#,
        #"{"choices":[{"delta":{"content":"a\u12"}}]}"#, #"{"choices":[{"delta":{"content":"a"}}]} x"#,
        "{\"choices\":[{\"delta\":{\"content\":\"tab\traw\"}}]}", #"{"choices":[{"delta":{"content":"a"}}],"n":-}"#,
        #"{"choices":[{"delta":{"content":"a"}}],"n":1.}"#, #"{"choices":[{"delta":{"content":"a"}}],"b":tru}"#,
        #"{"choices":null}"#, #"{"choices":[{"delta":null}]}"#,
    ])
    func malformedOrForeignEventsAreDeclined(event: String) {
        #expect(ChatChunkScanner.payload(event) == nil)
    }

    @Test func deepNestingIsLeftToJSONDecoderWithoutRecursingFar() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let event = #"{"x":"# + deep + #","choices":[{"delta":{"content":"a"}}]}"#
        #expect(ChatChunkScanner.payload(event) == nil)
        let shallow = #"{"x":[[[{"y":[1]}]]],"choices":[{"delta":{"content":"a"}}]}"#
        #expect(ChatChunkScanner.payload(shallow)?.choices.first?.delta?.content == "a")
    }
}
