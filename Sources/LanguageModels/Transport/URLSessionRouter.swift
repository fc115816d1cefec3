import Foundation
import Support

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The one delegate of a shared `URLSession`: hands each task's callbacks to its request's
/// `URLSessionExchange`, and gives the gate's permit back when the task has really ended.
final class URLSessionRouter: NSObject, URLSessionDataDelegate, Sendable {
    private let gate: AsyncGate
    private let exchanges = Locked([Int: URLSessionExchange]())

    init(gate: AsyncGate) {
        self.gate = gate
    }

    /// Routes `task`'s callbacks to `exchange` from now on; false (and nothing routed) when the
    /// request already ended, for example cancelled while it waited at the gate.
    func register(_ exchange: URLSessionExchange, for task: URLSessionDataTask) -> Bool {
        exchanges.withLock { exchanges in
            guard exchange.begin(task) else { return false }
            exchanges[task.taskIdentifier] = exchange
            return true
        }
    }

    private func exchange(for task: URLSessionTask) -> URLSessionExchange? {
        exchanges.withLock { $0[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        exchange(for: dataTask)?.received(response)
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        exchange(for: dataTask)?.received(data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        guard let exchange = exchanges.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        exchange.completed(with: error)
        gate.leave()
    }
}
