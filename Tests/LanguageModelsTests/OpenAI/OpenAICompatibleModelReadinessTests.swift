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
        let model = OpenAICompatibleModel(baseURL: server.baseURL, name: "m", sleep: sleeps.sleep, now: sleeps.now)
        try await model.waitUntilReady(onWaiting: messages.append)
        #expect(server.requests.filter { $0.path == "/health" }.count == 4)
        #expect(sleeps.delays == Array(repeating: .milliseconds(500), count: 3))
        #expect(messages.lines.count == 1)
        #expect(messages.lines.first?.contains(server.baseURL.absoluteString) == true)
    }

    @Test func givesUpOnAServerThatNeverFinishesLoading() async throws {
        let server = try FakeOpenAIServer(healthStatuses: Array(repeating: 503, count: 1000))
        defer { server.stop() }
        let sleeps = SleepRecorder()
        let model = OpenAICompatibleModel(baseURL: server.baseURL, name: "m", sleep: sleeps.sleep, now: sleeps.now)
        let error = await #expect(throws: LanguageModelSession.GenerationError.self) {
            try await model.waitUntilReady(within: .milliseconds(300), pollInterval: .milliseconds(50))
        }
        #expect(error?.localizedDescription.contains("was still loading its model after 0.3 s") == true)
        // On the virtual clock: seven 50 ms waits pass 300 ms, so the eighth 503 ends it.
        #expect(sleeps.delays == Array(repeating: .milliseconds(50), count: 7))
        #expect(server.requests.filter { $0.path == "/health" }.count == 8)
    }

    @Test func cancellingTheWaitEndsItWithCancellationErrorNotReadiness() async throws {
        // A cancelled probe's event stream ends before any head; that must not read as "not loading".
        let server = try FakeOpenAIServer(healthStatuses: Array(repeating: 503, count: 1000))
        defer { server.stop() }
        let sleeps = SleepRecorder()
        let model = OpenAICompatibleModel(baseURL: server.baseURL, name: "m", sleep: sleeps.sleep, now: sleeps.now)
        let task = Task { try await model.waitUntilReady(within: .seconds(3_600), pollInterval: .milliseconds(1)) }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
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
