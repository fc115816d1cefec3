import Foundation
import LanguageModels
import TestSupport
import Testing

/// The URLSession path macOS takes for https, run here over plain http against the fake server
/// (FoundationNetworking), so it is built and exercised on every platform.
@Suite("URLSession transport: one shared session, gated")
struct URLSessionTransportTests {
    typealias GenerationError = LanguageModelSession.GenerationError
    let request = OpenAICompatibleModelTests.request()
    let content = #"{"word":"apple","answer":"a red fruit"}"#

    func model(
        _ server: FakeOpenAIServer, limits: TimeLimits = .init(seconds: 600), concurrency: Int = 8,
        observer: @escaping @Sendable (URLSessionHTTPTransport.Event) -> Void = { _ in }
    ) -> OpenAICompatibleModel {
        // Retries and readiness wait on a virtual clock; limits no loaded machine reaches unless a test sets its own.
        let sleeps = SleepRecorder()
        var model = OpenAICompatibleModel(
            baseURL: server.baseURL, name: "m", timeLimits: limits, sleep: sleeps.sleep, now: sleeps.now)
        model.transportChoice = .urlSession
        model.urlSession = URLSessionHTTPTransport(maximumConcurrentRequests: concurrency, observer: observer)
        return model
    }

    /// Runs `count` requests at once, alternating streamed and whole replies.
    func concurrently(_ count: Int, on model: OpenAICompatibleModel) async throws -> [ModelReply] {
        try await withThrowingTaskGroup(of: ModelReply.self) { group in
            for index in 0..<count {
                group.addTask {
                    index.isMultiple(of: 2)
                        ? try await OpenAICompatibleModelTests.collect(model.stream(request))
                        : try await model.complete(request)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
    }

    @Test func streamedAndWholeRepliesRetriesAndProbesShareOneSession() async throws {
        let busy = FakeOpenAIServer.Reply.status(500, body: #"{"error":{"message":"busy"}}"#)
        let server = try FakeOpenAIServer(
            replies: [.completion(content), busy, .completion(content)], healthStatuses: [503], contextSize: 8192)
        defer { server.stop() }
        let model = model(server)
        let streamed = try await OpenAICompatibleModelTests.collect(model.stream(request))
        #expect(streamed.content == content)
        #expect(streamed.finishReason == .stop)
        #expect(try await model.complete(request).content == content)
        try await model.waitUntilReady(pollInterval: .milliseconds(10))
        #expect(await model.contextSize() == 8192)
        #expect(server.chatRequests.count == 3)
        #expect(server.requests.filter { $0.path == "/health" }.count == 2)
        #expect(server.chatRequests.first?.json?["stream"] as? Bool == true)
        #expect(model.urlSession.sessionsCreated == 1)
    }

    @Test func fourConcurrentRequestsOverlapOnOneSession() async throws {
        let server = try FakeOpenAIServer(fallback: .completion(content), gathering: 4)
        defer { server.stop() }
        let model = model(server)
        let copy = model
        let replies = try await concurrently(4, on: copy)
        #expect(replies.map(\.content) == Array(repeating: content, count: 4))
        #expect(server.peakHeldRequests == 4)
        #expect(model.urlSession.sessionsCreated == 1)
        #expect(copy.urlSession === model.urlSession)
    }

    @Test func theSessionGoesAwayWithTheModel() async throws {
        let server = try FakeOpenAIServer(replies: [.completion(content)])
        defer { server.stop() }
        let released = Watched(false)
        weak var transport: URLSessionHTTPTransport?
        do {
            let model = model(server) { event in
                if event == .released { released.update { $0 = true } }
            }
            transport = model.urlSession
            #expect(try await model.complete(request).content == content)
        }
        // The finished request's task lets go of it a moment later; then it invalidates its session.
        #expect(await released.wait { $0 })
        #expect(transport == nil)
    }

    @Test func theGateHoldsRequestsBeyondItsLimitWithoutSpendingTheirTimeLimits() async throws {
        // A gate of one, held by a request the server leaves unanswered until the test cancels it.
        let server = try FakeOpenAIServer(replies: [.silence(seconds: .untilStopped), .completion(content)])
        defer { server.stop() }
        let queued = Watched(0)
        let holder = model(server, limits: .init(seconds: 600), concurrency: 1) { event in
            if case .queued(let count) = event { queued.update { $0 = count } }
        }
        let limit = Duration.seconds(3)
        var waiter = holder
        waiter.timeLimits = TimeLimits(connect: limit, firstToken: limit, stall: limit)
        let holding = Task { try await holder.complete(request) }
        try #require(await server.waitForChatRequests(1))
        let queuedAt = ContinuousClock.now
        let waiting = Task { try await waiter.complete(request) }
        try #require(await queued.wait { $0 == 1 })
        // The one wait on the clock: the waiter must stay queued longer than its limits. It is a lower
        // bound, which a loaded machine only lengthens; the reply itself comes at once when let in.
        try await Task.sleep(until: queuedAt + limit + .milliseconds(500), clock: .continuous)
        holding.cancel()
        #expect(try await waiting.value.content == content)
        #expect(ContinuousClock.now - queuedAt > limit)
        #expect(server.chatRequests.count == 2)
    }

    @Test func aStalledStreamTimesOutAsAStallAndFreesItsPlace() async throws {
        // The server stays silent after its first bytes until it stops: a watchdog still asleep on the
        // 30 s bound that ran before them would report the first token after 30 s, not the 0.3 s stall.
        let server = try FakeOpenAIServer(replies: [
            .stall(content, chunkCount: 2, seconds: .untilStopped), .completion(content),
        ])
        defer { server.stop() }
        let limits = TimeLimits(connect: .seconds(30), firstToken: .seconds(30), stall: .milliseconds(300))
        let model = model(server, limits: limits, concurrency: 1)
        let error = await #expect(throws: GenerationError.self) {
            _ = try await OpenAICompatibleModelTests.collect(model.stream(request))
        }
        #expect(
            error?.localizedDescription.contains("Timed out after 0.3 s waiting for more of a stalled stream") == true,
            "\(String(describing: error))")
        // With a gate of one, this reply comes only if the stalled task really ended.
        #expect(try await model.complete(request).content == content)
    }

    @Test func aDroppedConnectionIsAnInterruptedReply() async throws {
        let server = try FakeOpenAIServer(replies: [.disconnect(content, chunkCount: 3)])
        defer { server.stop() }
        let reply = try await OpenAICompatibleModelTests.collect(model(server).stream(request))
        guard case .interrupted = reply.finishReason else {
            Issue.record("finish reason \(reply.finishReason)")
            return
        }
        #expect(!reply.content.isEmpty && content.hasPrefix(reply.content))
    }

    @Test func aRefusedConnectionSaysSo() async throws {
        let server = try FakeOpenAIServer()
        server.stop()
        let error = await #expect(throws: GenerationError.self) { try await model(server).complete(request) }
        #expect(error?.localizedDescription.contains("Cannot reach \(server.baseURL.absoluteString)") == true)
    }

    @Test(.enabled(if: (try? TestCertificates.shared.get()) != nil, "needs the openssl command"))
    func anUntrustedCertificateNamesTheHost() async throws {
        let certificates = try TestCertificates.shared.get()
        let server = try FakeOpenAIServer(
            replies: [.completion(content)], tls: certificates.untrusted, host: "localhost")
        defer { server.stop() }
        let error = await #expect(throws: GenerationError.self) { try await model(server).complete(request) }
        let message = error?.localizedDescription ?? ""
        // FoundationNetworking passes on curl's reason; macOS's codes are mapped in URLSessionFailureTests.
        #expect(message.contains("the TLS handshake with localhost failed: SSL certificate problem"), "\(message)")
    }

    @Test func cancellingARequestCancelsItsTaskAndItsPlaceInTheQueue() async throws {
        let server = try FakeOpenAIServer(replies: [.silence(seconds: .untilStopped), .completion(content)])
        defer { server.stop() }
        let waiting = Watched(0)
        // Only cancelling ends the silent request (the helper's limits are beyond any run).
        let model = model(server, concurrency: 1) { event in
            if case .queued(let count) = event { waiting.update { $0 = count } }
        }
        let running = Task { try await model.complete(request) }
        try #require(await server.waitForChatRequests(1))
        let queued = Task { try await model.complete(request) }
        try #require(await waiting.wait { $0 == 1 })
        queued.cancel()
        await #expect(throws: CancellationError.self) { try await queued.value }
        running.cancel()
        await #expect(throws: CancellationError.self) { try await running.value }
        // The gate admits one request: this one gets in only once the cancelled task has ended.
        #expect(try await model.complete(request).content == content)
        #expect(server.chatRequests.count == 2)
    }
}
