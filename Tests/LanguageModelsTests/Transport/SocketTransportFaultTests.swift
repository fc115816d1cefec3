import Foundation
import LanguageModels
import TestSupport
import Testing

/// Transport faults a user sees through `OpenAICompatibleModel`, each with the message it should get.
@Suite("socket transport faults")
struct SocketTransportFaultTests {
    typealias GenerationError = LanguageModelSession.GenerationError
    let request = OpenAICompatibleModelTests.request()

    func model(
        _ server: FakeOpenAIServer, limits: TimeLimits = .init(seconds: 600),
        transport: TransportChoice = .platformDefault
    ) -> OpenAICompatibleModel {
        var model = OpenAICompatibleModel(baseURL: server.baseURL, name: "m", timeLimits: limits, sleep: { _ in })
        model.transportChoice = transport
        return model
    }

    @Test func aServerThatDoesNotSpeakHTTPIsNamedAsSuchAndNotRetried() async throws {
        let server = try FakeOpenAIServer(fallback: .raw("SSH-2.0-OpenSSH_9.2\r\n\r\n"))
        defer { server.stop() }
        let error = await #expect(throws: GenerationError.self) { try await model(server).complete(request) }
        let message = error?.localizedDescription ?? ""
        #expect(message.contains("not HTTP/1.1 (a response that starts with 'SSH-2.0-OpenSSH_9.2')"), "\(message)")
        #expect(server.chatRequests.count == 1)
    }

    @Test func anErrorEventInAStreamIsTheServersErrorAndIsNotRetried() async throws {
        let server = try FakeOpenAIServer(
            fallback: .streamedError(#"{"word":"x"}"#, chunkCount: 1, message: "out of KV cache slots"))
        defer { server.stop() }
        let error = await #expect(throws: GenerationError.self) {
            _ = try await OpenAICompatibleModelTests.collect(model(server).stream(request))
        }
        guard case .serverError(let context) = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(context.debugDescription.contains("reported an error mid-reply: 'out of KV cache slots'"))
        #expect(!context.debugDescription.contains("HTTP 500"))
        #expect(server.chatRequests.count == 1)
    }

    @Test func aWholeReplySlowerThanTheConnectBoundStillArrives() async throws {
        // The server's delay starts when the request arrives, after the client's bounds started, so
        // the reply comes later than the connect bound on the client's clock too. The bound is long
        // enough that connecting on a loaded machine never reaches it (the rule itself is checked
        // without a clock in TimeLimitsDeadlineTests).
        let server = try FakeOpenAIServer(replies: [.delayed(seconds: 3.2, .completion("{}"))])
        defer { server.stop() }
        let limits = TimeLimits(connect: .seconds(3), firstToken: .seconds(600), stall: .seconds(600))
        #expect(try await model(server, limits: limits).complete(request).content == "{}")
    }

    /// The URLSession transport (macOS https) runs the same bound with its own watchdog.
    @Test(arguments: [TransportChoice.platformDefault, .urlSession])
    func aTimeOutBeforeTheHeadReportsTheLimitThatRanOut(transport: TransportChoice) async throws {
        // Nothing but the 0.3 s bound can end the request: the server is silent until it stops.
        let server = try FakeOpenAIServer(replies: [.silence(seconds: .untilStopped)])
        defer { server.stop() }
        let limits = TimeLimits(connect: .milliseconds(300), firstToken: .seconds(600), stall: .seconds(600))
        let error = await #expect(throws: GenerationError.self) {
            _ = try await OpenAICompatibleModelTests.collect(
                model(server, limits: limits, transport: transport).stream(request))
        }
        #expect(error?.localizedDescription.contains("Timed out after 0.3 s connecting") == true)
    }
}
