import Foundation
import Support

/// Records the waits a model asks for, so retry and backoff tests neither sleep nor guess, and keeps
/// the virtual time they add up to: `now` moves only when the model sleeps, so a deadline the model
/// reads from it runs out after the waits it names, however long a loaded machine delays the test.
final class SleepRecorder: Sendable {
    private let recorded = Locked<[Duration]>([])
    private let start = ContinuousClock.now

    var delays: [Duration] {
        recorded.value
    }

    var sleep: @Sendable (Duration) async throws -> Void {
        { [self] duration in record(duration) }
    }

    /// The virtual clock: where it started plus every wait recorded so far.
    var now: @Sendable () -> ContinuousClock.Instant {
        { [self] in start + recorded.value.reduce(.zero, +) }
    }

    private func record(_ duration: Duration) {
        recorded.withLock { $0.append(duration) }
    }
}
