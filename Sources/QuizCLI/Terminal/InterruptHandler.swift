import Dispatch
import Foundation
import GuidedGeneration

/// Turns Ctrl-C (SIGINT) and SIGTERM into a clean ending.
///
/// The handler runs on a signal queue, so it touches no state of the interrupted work: it cancels a
/// task, or prints and exits. Every answer is already on disk when it is graded.
final class InterruptHandler {
    private let sources: [DispatchSourceSignal]

    /// - Parameters:
    ///   - exitsAfterHandler: Exit with `exitCode` as soon as `onInterrupt` returns. When false (the
    ///     interrupted task ends the process itself), a second signal exits at once.
    ///   - onInterrupt: Runs once, for the first signal.
    init(
        exitCode: ExitCode = .interrupted, exitsAfterHandler: Bool = true, onInterrupt: @escaping @Sendable () -> Void
    ) {
        let signals = Locked(0)
        sources = [SIGINT, SIGTERM].map { signalNumber in
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                let count = signals.withLock {
                    $0 += 1
                    return $0
                }
                if count == 1 { onInterrupt() }
                if exitsAfterHandler || count > 1 { exit(exitCode.rawValue) }
            }
            source.resume()
            return source
        }
    }

    /// Restores the default signal handling.
    func cancel() {
        sources.forEach { $0.cancel() }
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }
}
