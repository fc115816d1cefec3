import Foundation
import Testing

@testable import LanguageModels

/// When a response leaves its connection fit for the next request: only after a body ended by its own
/// framing, with nothing after it, from a server that did not ask to close.
@Suite("HTTPResponseDecoder connection reuse")
struct HTTPResponseDecoderReuseTests {
    func isReusable(_ response: String) throws -> Bool {
        var decoder = HTTPResponseDecoder()
        _ = try decoder.consume(Data(response.utf8))
        return decoder.isReusable
    }

    @Test func aCompleteFramedResponseKeepsItsConnection() throws {
        #expect(try isReusable("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok"))
        #expect(try isReusable("HTTP/1.1 200 OK\r\nConnection: keep-alive\r\nContent-Length: 2\r\n\r\nok"))
        #expect(try isReusable("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nok\r\n0\r\n\r\n"))
        #expect(try isReusable("HTTP/1.0 200 OK\r\nConnection: Keep-Alive\r\nContent-Length: 2\r\n\r\nok"))
        #expect(try isReusable("HTTP/1.1 204 No Content\r\n\r\n"))
    }

    @Test func aServerThatClosesOrAnUnfinishedBodyDoesNot() throws {
        #expect(try !isReusable("HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 2\r\n\r\nok"))
        #expect(try !isReusable("HTTP/1.0 200 OK\r\nContent-Length: 2\r\n\r\nok"))
        #expect(try !isReusable("HTTP/1.1 200 OK\r\nContent-Length: 3\r\n\r\nok"))
        #expect(try !isReusable("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nok\r\n"))
        #expect(try !isReusable("HTTP/1.1 200 OK\r\n\r\nuntil the connection closes"))
    }

    @Test func bytesAfterTheBodyMeanTheFramingCannotBeTrusted() throws {
        #expect(try !isReusable("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nokHTTP/1.1 200 OK\r\n"))
    }
}
