import Foundation
import LanguageModels
import TestSupport
import Testing

private let reuseCertificates = try? TestCertificates.shared.get()

/// Keep-alive in the socket transport: a model's requests share one connection while the server keeps
/// it open, and a closed, cut or concurrent one never breaks a request. Counted by the fake server's
/// accepted connections, over plain http and TLS.
@Suite("socket transport connection reuse")
struct SocketConnectionReuseTests {
    let request = OpenAICompatibleModelTests.request()
    let content = #"{"word":"apple","answer":"a red fruit"}"#

    /// Connections stay idle for an hour and every bound is long: a busy machine's pause between two
    /// requests never closes one (the idle timeout itself is tested in SocketConnectionPoolTests).
    func model(_ server: FakeOpenAIServer, limits: TimeLimits = .init(seconds: 600)) -> OpenAICompatibleModel {
        var model = OpenAICompatibleModel(baseURL: server.baseURL, name: "m", timeLimits: limits, sleep: { _ in })
        model.socketPool = SocketConnectionPool(idleTimeout: .seconds(3_600))
        return model
    }

    static let schemes: [Bool] = reuseCertificates == nil ? [false] : [false, true]

    func server(tls: Bool, replies: [FakeOpenAIServer.Reply], requestsPerConnection: Int = 100, gathering: Int = 0)
        throws -> FakeOpenAIServer
    {
        let identity = tls ? try #require(reuseCertificates).trusted : nil
        return try FakeOpenAIServer(
            replies: replies, tls: identity, host: tls ? "localhost" : "127.0.0.1", gathering: gathering,
            requestsPerConnection: requestsPerConnection)
    }

    @Test(arguments: schemes)
    func healthPropsAndChatsShareOneConnection(tls: Bool) async throws {
        let server = try server(tls: tls, replies: [.completion(content), .completion(content)])
        defer { server.stop() }
        let model = model(server)
        try await model.waitUntilReady()
        #expect(await model.contextSize() == 4096)
        let streamed = try await OpenAICompatibleModelTests.collect(model.stream(request))
        #expect(streamed.content == content)
        let whole = try await model.complete(request)
        #expect(whole.content == content)
        #expect(server.requests.count == 4)
        #expect(server.acceptedConnections == 1)
    }

    @Test(arguments: schemes)
    func aServerThatClosesAfterEachReplyGetsANewConnectionEachTime(tls: Bool) async throws {
        let server = try server(tls: tls, replies: [.completion(content)], requestsPerConnection: 1)
        defer { server.stop() }
        let model = model(server)
        try await model.waitUntilReady()
        #expect(await model.contextSize() == 4096)
        #expect(try await model.complete(request).content == content)
        #expect(server.requests.count == 3)
        #expect(server.acceptedConnections == 3)
    }

    @Test(arguments: schemes)
    func aPooledConnectionTheServerDropsIsRetriedOnANewOne(tls: Bool) async throws {
        // Two requests per connection: the chat arrives on a connection the server then closes unanswered.
        let server = try server(tls: tls, replies: [.completion(content)], requestsPerConnection: 2)
        defer { server.stop() }
        let model = model(server)
        try await model.waitUntilReady()
        #expect(await model.contextSize() == 4096)
        let streamed = try await OpenAICompatibleModelTests.collect(model.stream(request))
        #expect(streamed.content == content)
        #expect(server.chatRequests.count == 1)
        #expect(server.acceptedConnections == 2)
    }

    @Test(arguments: schemes)
    func aTimedOutStreamsConnectionIsNotReused(tls: Bool) async throws {
        let server = try server(
            tls: tls, replies: [.stall(content, chunkCount: 1, seconds: .untilStopped), .completion(content)])
        defer { server.stop() }
        let model = model(
            server, limits: .init(connect: .seconds(600), firstToken: .seconds(600), stall: .seconds(0.3)))
        await #expect(throws: LanguageModelSession.GenerationError.self) {
            _ = try await OpenAICompatibleModelTests.collect(model.stream(request))
        }
        #expect(try await model.complete(request).content == content)
        #expect(server.acceptedConnections == 2)
    }

    @Test(arguments: schemes)
    func aCancelledStreamsConnectionIsNotReused(tls: Bool) async throws {
        let server = try server(
            tls: tls, replies: [.stall(content, chunkCount: 1, seconds: .untilStopped), .completion(content)])
        defer { server.stop() }
        let model = model(server)
        // Cancelled once the reply has started to stream, on the event itself rather than after a pause.
        let (firstDelta, signal) = AsyncStream<Void>.makeStream()
        let task = Task {
            for try await event in model.stream(request) {
                if case .delta = event { signal.yield() }
            }
        }
        var deltas = firstDelta.makeAsyncIterator()
        _ = await deltas.next()
        task.cancel()
        _ = await task.result
        #expect(try await model.complete(request).content == content)
        #expect(server.acceptedConnections == 2)
    }

    @Test(arguments: schemes)
    func concurrentRequestsUseSeparateConnectionsThenShareThem(tls: Bool) async throws {
        let server = try server(tls: tls, replies: Array(repeating: .completion(content), count: 4), gathering: 2)
        defer { server.stop() }
        let model = model(server)
        for _ in 0..<2 {
            let replies = try await withThrowingTaskGroup(of: String.self) { group in
                for _ in 0..<2 { group.addTask { try await model.complete(request).content } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(replies == [content, content])
        }
        #expect(server.peakHeldRequests == 2)
        #expect(server.acceptedConnections == 2)
    }
}
