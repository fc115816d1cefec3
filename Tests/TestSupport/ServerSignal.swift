import Foundation

/// Wakes the fake server's waiting threads when what they wait for may have changed (a request held,
/// the server stopped), so a held request or a stall ends on that event rather than on the next look
/// every few milliseconds.
final class ServerSignal: @unchecked Sendable {
    private let condition = NSCondition()

    /// Blocks until `isDone` holds or `seconds` have passed. Whoever changes what `isDone` reads must
    /// call `broadcast()` after the change.
    func wait(atMost seconds: Double, until isDone: () -> Bool) {
        let end = Date().addingTimeInterval(seconds)
        condition.lock()
        defer { condition.unlock() }
        while !isDone() {
            guard condition.wait(until: end) else { return }
        }
    }

    /// Wakes every waiter to check its condition again.
    func broadcast() {
        condition.lock()
        condition.broadcast()
        condition.unlock()
    }
}
