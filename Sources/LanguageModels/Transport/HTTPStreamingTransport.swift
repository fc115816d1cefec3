import Foundation
import GuidedGeneration

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

/// Sends one request and streams its response.
///
/// On Linux every request, `http://` and `https://`, goes through `SocketHTTPTransport` (TLS via the
/// system's OpenSSL): FoundationNetworking's `URLSession` busy-waits and fails under concurrent
/// https requests there. On macOS `https://` goes through a `URLSessionDataDelegate`, with a
/// `URLSession` per request, invalidated when it ends.
struct HTTPStreamingTransport: Sendable {
    var timeLimits: TimeLimits
    /// A non-streamed completion sends its head only once the whole reply is ready, so waiting for the
    /// head is waiting for generation, bounded by `firstToken` and reported as such.
    var isHeadDelayedUntilReply = false

    /// Starts `request`; cancelling the consuming task (or dropping the stream) cancels it.
    func events(for request: URLRequest) -> AsyncThrowingStream<HTTPEvent, Error> {
        #if canImport(Glibc)
            return SocketHTTPTransport(timeLimits: timeLimits, isHeadDelayedUntilReply: isHeadDelayedUntilReply)
                .events(for: request)
        #else
            if request.url?.scheme?.lowercased() == "http" {
                return SocketHTTPTransport(timeLimits: timeLimits, isHeadDelayedUntilReply: isHeadDelayedUntilReply)
                    .events(for: request)
            }
            return sessionEvents(for: request)
        #endif
    }
}

#if !canImport(Glibc)
    extension HTTPStreamingTransport {
        fileprivate func sessionEvents(for request: URLRequest) -> AsyncThrowingStream<HTTPEvent, Error> {
            AsyncThrowingStream { continuation in
                let delegate = StreamingDelegate(continuation: continuation)
                let configuration = URLSessionConfiguration.ephemeral
                configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
                configuration.urlCache = nil
                let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
                var request = request
                request.timeoutInterval = 3600
                let task = session.dataTask(with: request)
                let watchdog = Task { [timeLimits, isHeadDelayedUntilReply] in
                    await delegate.watch(limits: timeLimits, isHeadDelayedUntilReply: isHeadDelayedUntilReply)
                    task.cancel()
                }
                continuation.onTermination = { _ in
                    watchdog.cancel()
                    task.cancel()
                    session.finishTasksAndInvalidate()
                }
                task.resume()
            }
        }
    }

    /// Forwards URLSession callbacks into an `AsyncThrowingStream` and remembers when bytes last arrived.
    private final class StreamingDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
        private struct Progress {
            var start = ContinuousClock.now
            var lastActivity = ContinuousClock.now
            var hasHead = false
            var hasBody = false
            var isFinished = false
        }

        private let continuation: AsyncThrowingStream<HTTPEvent, Error>.Continuation
        private let progress = Locked(Progress())

        init(continuation: AsyncThrowingStream<HTTPEvent, Error>.Continuation) {
            self.continuation = continuation
        }

        /// Polls until the request finishes or overruns a limit; on overrun finishes the stream with a timeout.
        func watch(limits: TimeLimits, isHeadDelayedUntilReply: Bool) async {
            let tick = Duration.milliseconds(50)
            let headStage: TimeoutStage = isHeadDelayedUntilReply ? .firstToken : .connect
            let headLimit = isHeadDelayedUntilReply ? limits.firstToken : limits.connect
            while !Task.isCancelled {
                let expired: (TimeoutStage, Duration)? = progress.withLock { state in
                    if state.isFinished { return nil }
                    let now = ContinuousClock.now
                    if !state.hasHead, now - state.start > headLimit { return (headStage, headLimit) }
                    if !state.hasBody, now - state.start > limits.firstToken { return (.firstToken, limits.firstToken) }
                    if state.hasBody, now - state.lastActivity > limits.stall { return (.stall, limits.stall) }
                    return nil
                }
                if let (stage, limit) = expired {
                    finish(throwing: TransportFailure.timedOut(stage, limit))
                    return
                }
                if progress.withLock({ $0.isFinished }) { return }
                try? await Task.sleep(for: tick)
            }
        }

        func urlSession(
            _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
            completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
        ) {
            progress.withLock {
                $0.hasHead = true
                $0.lastActivity = .now
            }
            let http = response as? HTTPURLResponse
            var headers: [String: String] = [:]
            for (key, value) in http?.allHeaderFields ?? [:] {
                if let key = key as? String, let value = value as? String { headers[key.lowercased()] = value }
            }
            continuation.yield(.head(status: http?.statusCode ?? 0, headers: headers))
            completionHandler(.allow)
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
            progress.withLock {
                $0.hasBody = true
                $0.lastActivity = .now
            }
            continuation.yield(.body(data))
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
            if let error {
                let urlError = error as? URLError ?? URLError(.unknown)
                finish(throwing: urlError.code == .cancelled ? CancellationError() : TransportFailure.network(urlError))
            } else {
                finish(throwing: nil)
            }
        }

        private func finish(throwing error: Error?) {
            let wasFinished = progress.withLock { state in
                defer { state.isFinished = true }
                return state.isFinished
            }
            guard !wasFinished else { return }
            continuation.finish(throwing: error)
        }
    }
#endif
