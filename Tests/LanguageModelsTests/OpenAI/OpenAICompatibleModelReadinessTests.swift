import Foundation
import LanguageModels
import TestSupport
import Testing

@Suite("OpenAICompatibleModel readiness")
struct OpenAICompatibleModelReadinessTests {
    @Test func waitsWhileHealthSaysLoadingAndSaysSoOnce() async throws {
        let server = try FakeOpenAIServer(healthStatuses: [503, 503, 503])
        defer { server.stop() }
        let sleeps = SleepRecorder()
        let messages = MessageLog()
        let model = OpenAICompatibleModel(baseURL: server.baseURL, name: "m", sleep: sleeps.sleep)
        try await model.waitUntilReady(onWaiting: messages.append)
        #expect(server.requests.filter { $0.path == "/health" }.count == 4)
        #expect(messages.lines.count == 1)
        #expect(messages.lines.first?.contains(server.baseURL.absoluteString) == true)
    }

    @Test func givesUpOnAServerThatNeverFinishesLoading() async throws {
        let server = try FakeOpenAIServer(healthStatuses: Array(repeating: 503, count: 1000))
        defer { server.stop() }
        let model = OpenAICompatibleModel(baseURL: server.baseURL, name: "m")
        await #expect(throws: LanguageModelSession.GenerationError.self) {
            try await model.waitUntilReady(within: .milliseconds(300), pollInterval: .milliseconds(50))
        }
    }

    @Test func contextSizeComesFromPropsUnlessGiven() async throws {
        let server = try FakeOpenAIServer(contextSize: 8192)
        defer { server.stop() }
        #expect(await OpenAICompatibleModel(baseURL: server.baseURL, name: "m").contextSize() == 8192)
        #expect(
            await OpenAICompatibleModel(baseURL: server.baseURL, name: "m", contextSize: 1024).contextSize() == 1024)
        server.stop()
        #expect(await OpenAICompatibleModel(baseURL: server.baseURL, name: "m").contextSize() == 4096)
    }
}
