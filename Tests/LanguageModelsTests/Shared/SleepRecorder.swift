import Foundation

/// Records the waits a model asks for, so retry and backoff tests neither sleep nor guess.
final class SleepRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Duration] = []

    var delays: [Duration] {
        lock.withLock { recorded }
    }

    var sleep: @Sendable (Duration) async throws -> Void {
        { [self] duration in record(duration) }
    }

    private func record(_ duration: Duration) {
        lock.withLock { recorded.append(duration) }
    }
}
