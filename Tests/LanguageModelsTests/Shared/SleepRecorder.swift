import Foundation
import Support

/// Records the waits a model asks for, so retry and backoff tests neither sleep nor guess.
final class SleepRecorder: Sendable {
    private let recorded = Locked<[Duration]>([])

    var delays: [Duration] {
        recorded.value
    }

    var sleep: @Sendable (Duration) async throws -> Void {
        { [self] duration in record(duration) }
    }

    private func record(_ duration: Duration) {
        recorded.withLock { $0.append(duration) }
    }
}
