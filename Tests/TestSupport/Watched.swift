import Support

/// A value tests wait on: every change wakes the waiters whose condition now holds, so a test waits
/// for the event itself (a request arrived, output appeared, a process ended), not for a polling
/// interval or a guess at how long the event takes on a loaded machine.
///
/// The time bound of `wait` only ends a broken test: a condition that never holds fails the test
/// instead of hanging it. It is never what the test measures.
public final class Watched<Value: Sendable>: Sendable {
    private struct Waiter: Sendable {
        let id: Int
        let condition: @Sendable (Value) -> Bool
        let continuation: CheckedContinuation<Bool, Never>
        let timer: Task<Void, Never>
    }

    private let state: Locked<(value: Value, waiters: [Waiter], nextID: Int)>

    public init(_ value: Value) {
        state = Locked((value, [], 0))
    }

    /// The value now.
    public var value: Value { state.value.value }

    /// Changes the value and wakes every waiter whose condition it now meets.
    public func update(_ change: (inout Value) -> Void) {
        let woken = state.withLock { state in
            change(&state.value)
            let value = state.value
            let woken = state.waiters.filter { $0.condition(value) }
            state.waiters.removeAll { $0.condition(value) }
            return woken
        }
        for waiter in woken {
            waiter.timer.cancel()
            waiter.continuation.resume(returning: true)
        }
    }

    /// Waits until `condition` holds for the value; false only when `limit` passed first or the
    /// waiting task was cancelled.
    public func wait(atMost limit: Duration = .seconds(60), until condition: @escaping @Sendable (Value) -> Bool)
        async -> Bool
    {
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                // Checked under the lock, so a cancellation either finds this waiter or stops it here.
                let outcome: Bool? = state.withLock { state in
                    if condition(state.value) { return true }
                    if Task.isCancelled { return false }
                    let timer = Task { [weak self] in
                        guard (try? await Task.sleep(for: limit)) != nil else { return }
                        self?.expire(id)
                    }
                    state.waiters.append(
                        Waiter(id: id, condition: condition, continuation: continuation, timer: timer))
                    return nil
                }
                if let outcome { continuation.resume(returning: outcome) }
            }
        } onCancel: {
            expire(id)
        }
    }

    private func expire(_ id: Int) {
        let expired = state.withLock { state in
            let expired = state.waiters.first { $0.id == id }
            state.waiters.removeAll { $0.id == id }
            return expired
        }
        expired?.timer.cancel()
        expired?.continuation.resume(returning: false)
    }
}
