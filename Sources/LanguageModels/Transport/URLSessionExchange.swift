import Foundation
import GuidedGeneration

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
        /// Bumped when the head or the first body bytes arrive: the limit that applies changes then,
        /// and may run out sooner (a short stall bound after a long connect bound).
        var stage = 0
        /// The watchdog's current sleep, cut short when `stage` changes or the request ends.
        var sleeper: Task<Void, Never>?
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
        progress.withLock { progress in
            guard !progress.isFinished else { return false }
            progress.task = task
            progress.start = .now
            progress.lastActivity = progress.start
            return true
        }
    }

    /// Sleeps until the limit that applies runs out, and fails the request if nothing moved it on.
    /// Returns when the request ends or the calling task is cancelled; it never polls.
    func watch() async {
        while !Task.isCancelled {
            let current = progress.withLock { progress in
                progress.isFinished
                    ? nil
                    : (
                        limits.deadline(
                            start: progress.start, lastActivity: progress.lastActivity, hasHead: progress.hasHead,
                            hasBody: progress.hasBody, isHeadDelayedUntilReply: isHeadDelayedUntilReply),
                        progress.stage
                    )
            }
            guard let (bound, stage) = current else { return }
            if ContinuousClock.now >= bound.deadline {
                finish(throwing: TransportFailure.timedOut(bound.stage, bound.limit))
                return
            }
            let sleeper = Task { _ = try? await Task.sleep(until: bound.deadline, clock: .continuous) }
            let isCurrent = progress.withLock { progress in
                guard progress.stage == stage, !progress.isFinished else { return false }
                progress.sleeper = sleeper
                return true
            }
            guard isCurrent else {
                sleeper.cancel()
                continue
            }
            await withTaskCancellationHandler {
                await sleeper.value
            } onCancel: {
                sleeper.cancel()
            }
        }
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
            guard !progress.isFinished else { return nil as (URLSessionDataTask?, Task<Void, Never>?)? }
            progress.isFinished = true
            return (progress.task, progress.sleeper)
        }
        guard let (task, sleeper) = running else { return }
        sleeper?.cancel()
        task?.cancel()
        continuation.finish(throwing: error)
    }

    /// Records bytes arriving now, waking the watchdog when the stage changes; false once the request has ended.
    private func markActivity(hasHead: Bool, hasBody: Bool) -> Bool {
        let outcome = progress.withLock { progress -> (isOpen: Bool, wake: Task<Void, Never>?) in
            guard !progress.isFinished else { return (false, nil) }
            progress.lastActivity = .now
            guard (hasHead && !progress.hasHead) || (hasBody && !progress.hasBody) else { return (true, nil) }
            progress.hasHead = true
            progress.hasBody = progress.hasBody || hasBody
            progress.stage += 1
            return (true, progress.sleeper)
        }
        outcome.wake?.cancel()
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
