import Foundation
import Support

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One request on a shared `URLSession`: forwards its callbacks into its stream, enforces its time
/// limits, and ends the stream exactly once, with a `TransportFailure` the model can put in one line.
final class URLSessionExchange: Sendable {
    private struct Progress {
        var start = ContinuousClock.now
        var lastActivity = ContinuousClock.now
        var hasHead = false
        var hasBody = false
        var isFinished = false
        var task: URLSessionDataTask?
        /// The watchdog: a timer for the limit that applies, re-armed when the head or the first body
        /// bytes change that limit (a short stall bound may run out before the connect bound would).
        var watchdog: DispatchWorkItem?
    }

    private let continuation: AsyncThrowingStream<HTTPEvent, Error>.Continuation
    /// Named in TLS failures.
    private let host: String
    private let limits: TimeLimits
    private let isHeadDelayedUntilReply: Bool
    private let progress = Locked(Progress())

    init(
        continuation: AsyncThrowingStream<HTTPEvent, Error>.Continuation, host: String, limits: TimeLimits,
        isHeadDelayedUntilReply: Bool
    ) {
        self.continuation = continuation
        self.host = host
        self.limits = limits
        self.isHeadDelayedUntilReply = isHeadDelayedUntilReply
    }

    /// Adopts `task` and starts the clock, unless the request already ended.
    func begin(_ task: URLSessionDataTask) -> Bool {
        let isOpen = progress.withLock { progress in
            guard !progress.isFinished else { return false }
            progress.task = task
            progress.start = .now
            progress.lastActivity = progress.start
            return true
        }
        if isOpen { armWatchdog() }
        return isOpen
    }

    /// Sets a timer for when the limit that applies now runs out, replacing the one before.
    ///
    /// A Dispatch timer, not a sleeping task: it fires on time even while Swift's cooperative threads
    /// are all busy, and nothing wakes up before it is due.
    private func armWatchdog() {
        let armed = progress.withLock { progress -> (DispatchWorkItem, Duration)? in
            progress.watchdog?.cancel()
            guard !progress.isFinished else { return nil }
            let deadline = currentBound(progress).deadline
            let watchdog = DispatchWorkItem { [weak self] in self?.watchdogFired() }
            progress.watchdog = watchdog
            return (watchdog, deadline - ContinuousClock.now)
        }
        guard let (watchdog, delay) = armed else { return }
        let (seconds, attoseconds) = max(delay, .zero).components
        DispatchQueue.global().asyncAfter(
            deadline: .now() + (Double(seconds) + Double(attoseconds) * 1e-18), execute: watchdog)
    }

    /// Fails the request if its limit ran out; bytes that arrived meanwhile moved it on, so re-arm.
    private func watchdogFired() {
        let expired = progress.withLock { progress -> (TimeoutStage, Duration)? in
            guard !progress.isFinished else { return nil }
            let bound = currentBound(progress)
            return ContinuousClock.now >= bound.deadline ? (bound.stage, bound.limit) : nil
        }
        if let (stage, limit) = expired {
            finish(throwing: TransportFailure.timedOut(stage, limit))
        } else {
            armWatchdog()
        }
    }

    private func currentBound(
        _ progress: Progress
    ) -> (stage: TimeoutStage, limit: Duration, deadline: ContinuousClock.Instant) {
        limits.deadline(
            start: progress.start, lastActivity: progress.lastActivity, hasHead: progress.hasHead,
            hasBody: progress.hasBody, isHeadDelayedUntilReply: isHeadDelayedUntilReply)
    }

    func received(_ response: URLResponse) {
        let http = response as? HTTPURLResponse
        var headers: [String: String] = [:]
        for (key, value) in http?.allHeaderFields ?? [:] {
            if let key = key as? String, let value = value as? String { headers[key.lowercased()] = value }
        }
        guard markActivity(hasHead: true, hasBody: false) else { return }
        continuation.yield(.head(status: http?.statusCode ?? 0, headers: headers))
    }

    func received(_ data: Data) {
        guard markActivity(hasHead: true, hasBody: true) else { return }
        continuation.yield(.body(data))
    }

    func completed(with error: Error?) {
        finish(throwing: error.map { Self.failure(for: $0, host: host) })
    }

    /// Ends the stream, once, and cancels the URLSession task if it is still running.
    func finish(throwing error: Error?) {
        let running = progress.withLock { progress in
            guard !progress.isFinished else { return nil as (URLSessionDataTask?, DispatchWorkItem?)? }
            progress.isFinished = true
            return (progress.task, progress.watchdog)
        }
        guard let (task, watchdog) = running else { return }
        watchdog?.cancel()
        task?.cancel()
        continuation.finish(throwing: error)
    }

    /// Records bytes arriving now, re-arming the watchdog when the limit changes; false once the request has ended.
    private func markActivity(hasHead: Bool, hasBody: Bool) -> Bool {
        let outcome = progress.withLock { progress -> (isOpen: Bool, isNewStage: Bool) in
            guard !progress.isFinished else { return (false, false) }
            progress.lastActivity = .now
            guard (hasHead && !progress.hasHead) || (hasBody && !progress.hasBody) else { return (true, false) }
            progress.hasHead = true
            progress.hasBody = progress.hasBody || hasBody
            return (true, true)
        }
        if outcome.isNewStage { armWatchdog() }
        return outcome.isOpen
    }

    /// What a URLSession error means to a user: cancellation, a TLS problem with `host`, or a network failure.
    static func failure(for error: Error, host: String) -> Error {
        let bridged = error as NSError
        guard bridged.domain == NSURLErrorDomain else { return TransportFailure.network(URLError(.unknown)) }
        #if canImport(FoundationNetworking)
            let code = URLError.Code(rawValue: bridged.code) ?? .unknown
        #else
            let code = URLError.Code(rawValue: bridged.code)
        #endif
        switch code {
        case .cancelled:
            return CancellationError()
        case .serverCertificateUntrusted, .serverCertificateHasUnknownRoot:
            return TransportFailure.tls(.notTrusted(host: host, reason: "it is not signed by a trusted authority"))
        case .serverCertificateHasBadDate:
            return TransportFailure.tls(.notTrusted(host: host, reason: "it has expired"))
        case .serverCertificateNotYetValid:
            return TransportFailure.tls(.notTrusted(host: host, reason: "it is not valid yet"))
        case .secureConnectionFailed, .clientCertificateRejected, .clientCertificateRequired:
            return TransportFailure.tls(
                .handshake(host: host, reason: "the secure connection failed (\(code.rawValue))"))
        case .unknown where bridged.localizedDescription.hasPrefix("SSL"):
            // FoundationNetworking reports every libcurl TLS failure so, with curl's own one-line reason.
            return TransportFailure.tls(.handshake(host: host, reason: bridged.localizedDescription))
        default:
            return TransportFailure.network(URLError(code))
        }
    }
}
