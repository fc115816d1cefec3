import Foundation
import Support

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends requests through one `URLSession` shared by every request of a model: how macOS reaches
/// `https://` servers, as the system's TLS and trust store are only reachable through it there.
///
/// The session is made on first use and invalidated when the last copy of the model is gone (an
/// in-flight request keeps it alive until it ends). One delegate routes each task's callbacks to its
/// request. A gate lets at most `maximumConcurrentRequests` run at once and the rest wait, suspended,
/// before their time limits start: left to URLSession's own per-host queue, a queued request would
/// spend its connect bound waiting for another's reply.
///
/// It compiles and is tested on Linux too (FoundationNetworking), where it is never chosen in
/// production: there it spins a core while streaming (see `SocketHTTPTransport`).
package final class URLSessionHTTPTransport: Sendable {
    /// What the transport reports to its observer as it runs.
    package enum Event: Sendable, Equatable {
        /// The number of requests waiting at the gate changed to this.
        case queued(Int)
        /// The last copy of the model let go of the transport; its session is being invalidated.
        case released
    }

    private let gate: AsyncGate
    private let router: URLSessionRouter
    private let shared = Locked((session: URLSession?.none, created: 0))
    private let observer: @Sendable (Event) -> Void

    /// - Parameter observer: Told each `Event` as it happens, so tests wait on the event itself
    ///   instead of polling; production passes none.
    package init(maximumConcurrentRequests: Int = 8, observer: @escaping @Sendable (Event) -> Void = { _ in }) {
        gate = AsyncGate(limit: maximumConcurrentRequests) { observer(.queued($0)) }
        router = URLSessionRouter(gate: gate)
        self.observer = observer
    }

    deinit {
        shared.value.session?.finishTasksAndInvalidate()
        observer(.released)
    }

    /// How many sessions this transport has made: one at most, whatever the number of requests.
    package var sessionsCreated: Int { shared.value.created }

    /// Starts `request` once the gate lets it in; cancelling the consuming task (or dropping the
    /// stream) cancels its URLSession task, or takes it out of the queue.
    func events(
        for request: URLRequest, timeLimits: TimeLimits, isHeadDelayedUntilReply: Bool
    ) -> AsyncThrowingStream<HTTPEvent, Error> {
        AsyncThrowingStream { continuation in
            let exchange = URLSessionExchange(
                continuation: continuation, host: request.url?.host ?? "the server", limits: timeLimits,
                isHeadDelayedUntilReply: isHeadDelayedUntilReply)
            // Holds `self` until the task is made: a session is never invalidated before a task is added.
            // Once running, a task outlives the invalidation (`finishTasksAndInvalidate`).
            let runner = Task {
                do {
                    try await gate.enter()
                } catch {
                    exchange.finish(throwing: error)
                    return
                }
                var request = request
                // Our own limits apply; URLSession's would otherwise cut a longer `--timeout` short.
                request.timeoutInterval = Self.unbounded
                let task = session().dataTask(with: request)
                guard router.register(exchange, for: task) else {
                    task.cancel()  // Never resumed, it must still end for the session to be invalidated.
                    gate.leave()
                    return
                }
                task.resume()
            }
            continuation.onTermination = { _ in
                runner.cancel()
                exchange.finish(throwing: CancellationError())
            }
        }
    }

    /// The shared session, made on first use.
    private func session() -> URLSession {
        shared.withLock { shared in
            if let session = shared.session { return session }
            let configuration = URLSessionConfiguration.ephemeral
            configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
            configuration.urlCache = nil
            configuration.httpMaximumConnectionsPerHost = gate.limit
            configuration.timeoutIntervalForRequest = Self.unbounded
            configuration.timeoutIntervalForResource = Self.unbounded
            let session = URLSession(configuration: configuration, delegate: router, delegateQueue: nil)
            shared.session = session
            shared.created += 1
            return session
        }
    }

    /// A week: longer than any `TimeLimits`, which the watchdog enforces instead.
    private static let unbounded: TimeInterval = 7 * 24 * 3600
}
