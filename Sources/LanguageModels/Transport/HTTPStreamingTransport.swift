import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One piece of an HTTP response, in arrival order.
enum HTTPEvent: Sendable {
    case head(status: Int, headers: [String: String])
    case body(Data)
}

/// Why the transport gave up on a request.
enum TransportFailure: Error, Sendable {
    case timedOut(TimeoutStage, Duration)
    case network(URLError)
    /// The TLS connection could not be made or the peer could not be verified.
    case tls(TLSFailure)
    /// The server answered, but not with HTTP/1.1 this client can read.
    case malformedResponse(HTTPResponseDecoder.DecodingError)
}

/// Which transport carries a model's requests.
package enum TransportChoice: Sendable, Hashable {
    /// URLSession for `https://` on macOS; our socket transport for everything else, all of Linux included.
    case platformDefault
    /// URLSession for every request: how tests run the macOS https path on Linux, over plain http.
    case urlSession
}

/// Sends one request and streams its response.
///
/// On Linux every request, `http://` and `https://`, goes through `SocketHTTPTransport` (TLS via the
/// system's OpenSSL): FoundationNetworking's `URLSession` busy-waits and fails under concurrent
/// https requests there. On macOS `https://` goes through the model's one shared `URLSession`
/// (`URLSessionHTTPTransport`), which admits a bounded number of requests at a time.
struct HTTPStreamingTransport: Sendable {
    var timeLimits: TimeLimits
    /// A non-streamed completion sends its head only once the whole reply is ready, so waiting for the
    /// head is waiting for generation, bounded by `firstToken` and reported as such.
    var isHeadDelayedUntilReply = false
    var choice = TransportChoice.platformDefault
    /// The model's shared URLSession client, for the requests `choice` gives it.
    var urlSession: URLSessionHTTPTransport
    /// The model's idle keep-alive connections, for the socket transport's requests.
    var socketPool: SocketConnectionPool

    /// Starts `request`; cancelling the consuming task (or dropping the stream) cancels it.
    func events(for request: URLRequest) -> AsyncThrowingStream<HTTPEvent, Error> {
        guard usesURLSession(for: request.url) else {
            return SocketHTTPTransport(
                timeLimits: timeLimits, isHeadDelayedUntilReply: isHeadDelayedUntilReply, pool: socketPool
            )
            .events(for: request)
        }
        return urlSession.events(
            for: request, timeLimits: timeLimits, isHeadDelayedUntilReply: isHeadDelayedUntilReply)
    }

    private func usesURLSession(for url: URL?) -> Bool {
        switch choice {
        case .urlSession:
            return true
        case .platformDefault:
            #if canImport(Glibc)
                return false
            #else
                return url?.scheme?.lowercased() == "https"
            #endif
        }
    }
}
