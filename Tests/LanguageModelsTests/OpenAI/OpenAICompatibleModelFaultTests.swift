import Foundation
import LanguageModels
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("OpenAICompatibleModel faults")
struct OpenAICompatibleModelFaultTests {
    typealias GenerationError = LanguageModelSession.GenerationError
    let request = OpenAICompatibleModelTests.request()

    func model(_ server: FakeOpenAIServer, sleeps: SleepRecorder = SleepRecorder(), limits: TimeLimits = .default)
        -> OpenAICompatibleModel
    {
        OpenAICompatibleModel(
            baseURL: server.baseURL, name: "m", apiKey: APIKey("sk-never-shown"), timeLimits: limits,
            sleep: sleeps.sleep)
    }

    @Test func serverErrorsAreRetriedWithDoublingBackoffThenSucceed() async throws {
        let server = try FakeOpenAIServer(replies: [
            .status(500, body: "boom"), .status(502, body: "bad gateway"), .completion("{}"),
        ])
        defer { server.stop() }
        let sleeps = SleepRecorder()
        let reply = try await model(server, sleeps: sleeps).complete(request)
        #expect(reply.content == "{}")
        #expect(sleeps.delays == [.milliseconds(500), .seconds(1)])
    }

    @Test func persistentServerErrorsEndInAClearErrorNamingTheEndpoint() async throws {
        let server = try FakeOpenAIServer(fallback: .status(500, body: #"{"error":{"message":"kaput"}}"#))
        defer { server.stop() }
        let error = await #expect(throws: GenerationError.self) { try await model(server).complete(request) }
        guard case .serverError(let context) = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(context.debugDescription.contains(server.baseURL.absoluteString))
        #expect(context.debugDescription.contains("HTTP 500"))
        #expect(context.debugDescription.contains("kaput"))
        #expect(context.debugDescription.contains("4 attempts"))
        #expect(server.chatRequests.count == 4)
    }

    @Test func shortRetryAfterIsHonouredAndLongOneBecomesRateLimited() async throws {
        let server = try FakeOpenAIServer(replies: [
            .status(429, body: "slow down", headers: ["Retry-After": "2"]), .completion("{}"),
            .status(429, body: "slow down", headers: ["Retry-After": "120"]),
        ])
        defer { server.stop() }
        let sleeps = SleepRecorder()
        let model = model(server, sleeps: sleeps)
        #expect(try await model.complete(request).content == "{}")
        #expect(sleeps.delays == [.seconds(2)])
        let error = await #expect(throws: GenerationError.self) { try await model.complete(request) }
        guard case .rateLimited(let context) = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(context.retryAfter == .seconds(120))
        #expect(context.debugDescription.contains("Retry after 120 s"))
    }

    @Test func loadingServerIsRetriedThenReportedAsUnavailable() async throws {
        let server = try FakeOpenAIServer(
            fallback: .status(503, body: #"{"error":{"code":503,"message":"Loading model"}}"#))
        defer { server.stop() }
        let error = await #expect(throws: GenerationError.self) { try await model(server).complete(request) }
        guard case .assetsUnavailable(let context) = error else {
            Issue.record("got \(String(describing: error))")
            return
        }
        #expect(context.debugDescription.contains("Loading model"))
        #expect(context.debugDescription.contains("still loading"))
    }

    @Test func contextOverflowMapsToExceededContextWindowSize() async throws {
        let body =
            #"{"error":{"code":400,"message":"the request exceeds the available context size","type":"exceed_context_size_error"}}"#
        let server = try FakeOpenAIServer(replies: [.status(400, body: body)])
        defer { server.stop() }
        let error = await #expect(throws: GenerationError.self) { try await model(server).complete(request) }
        guard case .exceededContextWindowSize = error else { Issue.record("got \(String(describing: error))"); return }
    }

    @Test func rejectedKeyNeverAppearsInTheMessage() async throws {
        let server = try FakeOpenAIServer(replies: [.status(401, body: "bad key sk-never-shown? no.")])
        defer { server.stop() }
        let error = await #expect(throws: GenerationError.self) { try await model(server).complete(request) }
        let message = error?.localizedDescription ?? ""
        #expect(message.contains("refused our credentials (HTTP 401)"))
        // The remedy is left to the application, which names its own setting for the key.
        #expect(error?.context.remedy == .provideAPIKey)
        #expect(server.chatRequests.first?.headers["authorization"] == "Bearer sk-never-shown")
        var dumped = ""
        dump(model(server), to: &dumped)
        let modelText = "\(model(server)) \(String(reflecting: model(server))) \(dumped)"
        #expect(!modelText.contains("sk-never-shown"))
    }

    @Test func garbageBodyIsAClearErrorQuotingIt() async throws {
        let server = try FakeOpenAIServer(replies: [.garbage("<html>It works!</html>")])
        defer { server.stop() }
        let error = await #expect(throws: GenerationError.self) { try await model(server).complete(request) }
        #expect(error?.localizedDescription.contains("<html>It works!</html>") == true)
        #expect(error?.localizedDescription.contains("not an OpenAI chat completion") == true)
    }

    @Test func truncatedStreamAndMidStreamDisconnectAreInterruptedReplies() async throws {
        let content = #"{"word":"apple","answer":"a red fruit"}"#
        let server = try FakeOpenAIServer(replies: [
            .truncatedStream(content, chunkCount: 3), .disconnect(content, chunkCount: 3),
        ])
        defer { server.stop() }
        for _ in 0..<2 {
            let reply = try await OpenAICompatibleModelTests.collect(model(server).stream(request))
            guard case .interrupted = reply.finishReason else {
                Issue.record("finish reason \(reply.finishReason)")
                continue
            }
            #expect(reply.content == String(content.prefix(18)))
        }
    }

    // In the time-out tests below the server stays silent until it stops and every other limit is far
    // beyond the test's run: only the limit under test can end the request, however loaded the machine
    // (the choice of stage and deadline is checked without a clock in TimeLimitsDeadlineTests).

    @Test func stalledStreamTimesOutNamingTheStage() async throws {
        let server = try FakeOpenAIServer(replies: [.stall(#"{"word":"#, chunkCount: 1, seconds: .untilStopped)])
        defer { server.stop() }
        let limits = TimeLimits(connect: .seconds(600), firstToken: .seconds(600), stall: .milliseconds(300))
        let error = await #expect(throws: GenerationError.self) {
            _ = try await OpenAICompatibleModelTests.collect(model(server, limits: limits).stream(request))
        }
        guard case .timedOut(let context) = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(context.debugDescription.contains("stalled"))
        #expect(context.debugDescription.contains(server.baseURL.absoluteString))
    }

    @Test func silentServerTimesOutBeforeTheFirstToken() async throws {
        let server = try FakeOpenAIServer(replies: [.stall("", chunkCount: 0, seconds: .untilStopped)])
        defer { server.stop() }
        let limits = TimeLimits(connect: .seconds(600), firstToken: .milliseconds(300), stall: .seconds(600))
        let error = await #expect(throws: GenerationError.self) {
            try await model(server, limits: limits).complete(request)
        }
        #expect(error?.localizedDescription.contains("first token") == true)
    }

    @Test func aHungServerTimesOutConnectingWhenStreamingAndAtTheFirstTokenOtherwise() async throws {
        let server = try FakeOpenAIServer(replies: [.silence(seconds: .untilStopped), .silence(seconds: .untilStopped)])
        defer { server.stop() }
        let short = Duration.milliseconds(300)
        let streamLimits = TimeLimits(connect: short, firstToken: .seconds(600), stall: .seconds(600))
        let streamError = await #expect(throws: GenerationError.self) {
            _ = try await OpenAICompatibleModelTests.collect(model(server, limits: streamLimits).stream(request))
        }
        #expect(streamError?.localizedDescription.contains("connecting") == true)
        let plainLimits = TimeLimits(connect: .seconds(600), firstToken: short, stall: .seconds(600))
        let plainError = await #expect(throws: GenerationError.self) {
            try await model(server, limits: plainLimits).complete(request)
        }
        #expect(plainError?.localizedDescription.contains("first token") == true)
    }

    @Test func oversizedReplyIsCutOffAsLength() async throws {
        let huge = String(repeating: "x", count: 5 << 20)
        let server = try FakeOpenAIServer(replies: [.completion(huge), .completion(huge)])
        defer { server.stop() }
        #expect(try await model(server).complete(request).finishReason == .length)
        let streamed = try await OpenAICompatibleModelTests.collect(model(server).stream(request))
        #expect(streamed.finishReason == .length)
        #expect(streamed.content.utf8.count <= 2 << 20)
    }

    @Test(.timeLimit(.minutes(1))) func refusedConnectionFailsFastWithAClearError() async throws {
        // Port 9 (discard) has no listener here; a stopped fake server's port could be reused by a
        // parallel test's server before this test connects.
        let url = try #require(URL(string: "http://127.0.0.1:9/v1"))
        // Limits far beyond the test's time limit: only a refusal seen as such can end it in time,
        // however loaded the machine (no wall-clock bound of our own).
        let limits = TimeLimits(connect: .seconds(600), firstToken: .seconds(600), stall: .seconds(600))
        let error = await #expect(throws: GenerationError.self) {
            try await OpenAICompatibleModel(baseURL: url, name: "m", timeLimits: limits).complete(request)
        }
        guard case .assetsUnavailable(let context) = error else {
            Issue.record("got \(String(describing: error))")
            return
        }
        #expect(context.debugDescription.contains("refused"))
        #expect(context.debugDescription.contains(url.absoluteString))
    }

    @Test(.timeLimit(.minutes(1))) func cancellingTheTaskCancelsTheRequest() async throws {
        // The server stalls, and the stall limit is longer than the test's time limit: only the
        // cancellation can end the request in time, and it must end it with CancellationError.
        let server = try FakeOpenAIServer(replies: [.stall("{", chunkCount: 1, seconds: .untilStopped)])
        defer { server.stop() }
        let limits = TimeLimits(connect: .seconds(600), firstToken: .seconds(600), stall: .seconds(600))
        let model = model(server, limits: limits)
        let task = Task { try await OpenAICompatibleModelTests.collect(model.stream(request)) }
        try #require(await server.waitForChatRequests(1))
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
    }
}
