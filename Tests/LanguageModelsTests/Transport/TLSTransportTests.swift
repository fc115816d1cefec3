import Foundation
import LanguageModels
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

private let testCertificates = try? TestCertificates.shared.get()
private var testCertificatesNote: Comment {
    if case .failure(let problem) = TestCertificates.shared { return "skipped: \(problem)" }
    return "needs the openssl command"
}

/// The https path on Linux: our socket transport with the system's OpenSSL, against the fake server
/// behind TLS with a throw-away CA trusted through `SSL_CERT_FILE`.
@Suite("https through the socket transport", .enabled(if: testCertificates != nil, testCertificatesNote))
struct TLSTransportTests {
    typealias GenerationError = LanguageModelSession.GenerationError
    static var certificates: TestCertificates? { testCertificates }
    let request = OpenAICompatibleModelTests.request()
    let content = #"{"word":"apple","answer":"a red fruit"}"#

    func server(
        _ replies: [FakeOpenAIServer.Reply], identity: FakeOpenAIServer.TLSIdentity? = nil, host: String = "localhost"
    )
        throws -> FakeOpenAIServer
    {
        let certificates = try #require(Self.certificates)
        return try FakeOpenAIServer(replies: replies, tls: identity ?? certificates.trusted, host: host)
    }

    func model(_ server: FakeOpenAIServer, limits: TimeLimits = .init(seconds: 10)) -> OpenAICompatibleModel {
        OpenAICompatibleModel(baseURL: server.baseURL, name: "m", timeLimits: limits, sleep: { _ in })
    }

    @Test func streamedAndWholeRepliesArriveOverVerifiedTLS() async throws {
        let server = try server([.completion(content), .completion(content)])
        defer { server.stop() }
        #expect(server.baseURL.absoluteString.hasPrefix("https://localhost:"))
        let streamed = try await OpenAICompatibleModelTests.collect(model(server).stream(request))
        #expect(streamed.content == content)
        #expect(streamed.finishReason == .stop)
        let whole = try await model(server).complete(request)
        #expect(whole.content == content)
        #expect(server.chatRequests.count == 2)
        #expect(server.chatRequests.first?.headers["host"] == "localhost:\(server.port)")
    }

    @Test func fourConcurrentStreamsAllComplete() async throws {
        let server = try server([], host: "localhost")
        server.enqueue(Array(repeating: .completion(content), count: 4))
        defer { server.stop() }
        let model = model(server)
        let replies = try await withThrowingTaskGroup(of: ModelReply.self) { group in
            for _ in 0..<4 { group.addTask { try await OpenAICompatibleModelTests.collect(model.stream(request)) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(replies.count == 4)
        #expect(replies.allSatisfy { $0.content == content })
    }

    @Test func aStalledStreamTimesOutAsAStall() async throws {
        // Silent until the server stops, and the other bounds far off: only the stall bound can end it.
        let server = try server([.stall(content, chunkCount: 2, seconds: .untilStopped)])
        defer { server.stop() }
        let limits = TimeLimits(connect: .seconds(600), firstToken: .seconds(600), stall: .milliseconds(300))
        let error = await #expect(throws: GenerationError.self) {
            _ = try await OpenAICompatibleModelTests.collect(model(server, limits: limits).stream(request))
        }
        #expect(
            error?.localizedDescription.contains("Timed out after 0.3 s waiting for more of a stalled stream") == true)
    }

    @Test func aDroppedConnectionIsAnInterruptedReply() async throws {
        let server = try server([.disconnect(content, chunkCount: 3)])
        defer { server.stop() }
        let reply = try await OpenAICompatibleModelTests.collect(model(server).stream(request))
        guard case .interrupted = reply.finishReason else {
            Issue.record("finish reason \(reply.finishReason)")
            return
        }
        #expect(reply.content == String(content.prefix(18)))
    }

    @Test func anUntrustedCertificateIsReportedNamingTheHostAndSubject() async throws {
        let server = try server([.completion(content)], identity: try #require(Self.certificates).untrusted)
        defer { server.stop() }
        let error = await #expect(throws: GenerationError.self) { try await model(server).complete(request) }
        let message = error?.localizedDescription ?? ""
        #expect(
            message.contains("the certificate of localhost (CN=Untrusted Test Server) is not trusted"), "\(message)")
        #expect(message.contains("self-signed certificate"), "\(message)")
        #expect(!message.contains("\n"))
        #expect(server.chatRequests.isEmpty, "nothing is sent to an unverified peer")
    }

    @Test func aCertificateForAnotherHostIsAHostNameMismatch() async throws {
        let server = try server([.completion(content)], host: "127.0.0.1")
        defer { server.stop() }
        let error = await #expect(throws: GenerationError.self) { try await model(server).complete(request) }
        let message = error?.localizedDescription ?? ""
        #expect(
            message.contains(
                "the certificate presented by 127.0.0.1 is for CN=localhost, O=VocabQuiz Tests, not for 127.0.0.1"),
            "\(message)")
        #expect(server.chatRequests.isEmpty)
    }

    @Test func aPlainHTTPServerAddressedOverHTTPSIsAHandshakeFailure() async throws {
        // Like llama-server's own http port: it answers the TLS hello with an HTTP 400 and closes.
        let plain = try HappyEyeballsConnectorTests.Listener(backlog: 8)
        let descriptor = plain.descriptor
        Thread {
            let connection = accept(descriptor, nil, nil)
            var hello = [UInt8](repeating: 0, count: 4096)
            _ = recv(connection, &hello, hello.count, 0)
            let answer = Array("HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n".utf8)
            _ = send(connection, answer, answer.count, 0)
            close(connection)
        }.start()
        let url = try #require(URL(string: "https://localhost:\(plain.port)/v1"))
        let model = OpenAICompatibleModel(baseURL: url, name: "m", timeLimits: .init(seconds: 10))
        let error = await #expect(throws: GenerationError.self) { try await model.complete(request) }
        let message = error?.localizedDescription ?? ""
        #expect(message.contains("the TLS handshake with localhost failed: "), "\(message)")
    }
}
