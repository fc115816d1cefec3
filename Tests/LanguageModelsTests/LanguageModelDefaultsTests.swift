import Foundation
import LanguageModels
import Support
import Testing

/// What a backend gets from the protocol's default implementations.
@Suite("LanguageModel defaults")
struct LanguageModelDefaultsTests {
    /// A backend that can only answer whole, as Apple's on-device model does here.
    struct WholeReplyModel: LanguageModel {
        let reply = ModelReply(content: #"{"word":"abate"}"#)
        var displayName: String { "whole @ memory" }
        func contextSize() async -> Int { 4096 }
        func prewarm() async throws {}
        func complete(_ request: ModelRequest) async throws -> ModelReply { reply }
        func stream(_ request: ModelRequest) -> AsyncThrowingStream<ModelStreamEvent, Error> {
            streamingWholeReply(request)
        }
    }

    @Test func aModelThatCannotStreamStreamsItsWholeReplyAsOneDeltaThenFinishes() async throws {
        let model = WholeReplyModel()
        var events: [ModelStreamEvent] = []
        for try await event in model.stream(ModelRequest(messages: [])) { events.append(event) }
        #expect(events == [.delta(content: model.reply.content, reasoning: ""), .finished(model.reply)])
    }

    @Test func aModelWithNothingToLoadIsReadyWithoutSayingItWaits() async throws {
        let messages = Locked<[String]>([])
        try await WholeReplyModel().waitUntilReady { message in messages.withLock { $0.append(message) } }
        #expect(messages.value.isEmpty)
    }
}
