import Support

/// Lets at most `limit` holders in at once; the others wait suspended, in arrival order, without
/// spinning, and a cancelled waiter leaves the queue at once.
///
/// A lock rather than an actor: permits are given back from URLSession's delegate callbacks, which
/// are synchronous.
final class AsyncGate: Sendable {
    private struct State {
        var available: Int
        var waiters: [(id: Int, continuation: CheckedContinuation<Void, Error>)] = []
        var nextID = 0
    }

    let limit: Int
    private let state: Locked<State>
    /// Told the number of waiters each time it changes, outside the lock.
    private let onWaitingCountChange: @Sendable (Int) -> Void

    /// - Parameter onWaitingCountChange: Told how many callers wait each time that changes, so a test
    ///   waits for a request to queue (the event) instead of polling.
    init(limit: Int, onWaitingCountChange: @escaping @Sendable (Int) -> Void = { _ in }) {
        self.limit = max(1, limit)
        self.onWaitingCountChange = onWaitingCountChange
        state = Locked(State(available: self.limit))
    }

    /// Waits for a permit; the caller must `leave()` once it is done with it.
    /// - Throws: `CancellationError` when the waiting task is cancelled (it then holds no permit).
    func enter() async throws {
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
                // Checked under the lock, so a cancellation either sees this waiter queued or stops it here.
                let outcome: Result<Void, Error>? = state.withLock { state in
                    if Task.isCancelled { return .failure(CancellationError()) }
                    if state.available > 0 {
                        state.available -= 1
                        return .success(())
                    }
                    state.waiters.append((id, continuation))
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) } else { reportWaitingCount() }
            }
        } onCancel: {
            let waiter = state.withLock { state in
                state.waiters.firstIndex { $0.id == id }.map { state.waiters.remove(at: $0).continuation }
            }
            waiter?.resume(throwing: CancellationError())
            if waiter != nil { reportWaitingCount() }
        }
    }

    /// Gives a permit back, to the longest waiter if there is one.
    func leave() {
        let next = state.withLock { state in
            if state.waiters.isEmpty {
                state.available = min(state.available + 1, limit)
                return nil as CheckedContinuation<Void, Error>?
            }
            return state.waiters.removeFirst().continuation
        }
        next?.resume()
        if next != nil { reportWaitingCount() }
    }

    private func reportWaitingCount() {
        onWaitingCountChange(state.withLock { $0.waiters.count })
    }
}
