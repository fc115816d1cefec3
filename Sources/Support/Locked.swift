import Foundation

/// A value guarded by a lock: the one way the package shares mutable state between threads, so a
/// class holding one stays `Sendable` and no field is read outside the lock.
///
/// It lives in the lowest module so every layer (and the tests) can use it; `package` keeps it out
/// of the public API.
package final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var guarded: Value

    package init(_ value: Value) {
        guarded = value
    }

    /// Runs `body` with exclusive access to the value and returns its result.
    package func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&guarded)
    }

    /// A copy of the value, read under the lock.
    package var value: Value { withLock { $0 } }
}
