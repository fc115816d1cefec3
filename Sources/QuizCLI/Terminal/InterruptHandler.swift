import Dispatch
import Foundation
import Support

/// Turns Ctrl-C (SIGINT) and SIGTERM into a clean ending.
///
/// The handler runs on a signal queue, so it touches no state of the interrupted work: the first
/// signal calls `onInterrupt`, which cancels a task; that task ends the run, reports and sets the
/// exit status. A second signal exits at once, for work that does not stop. Every answer is
/// already on disk when it is graded.
final class InterruptHandler {
    private let sources: [DispatchSourceSignal]

    init(exitCode: ExitCode = .interrupted, onInterrupt: @escaping @Sendable () -> Void) {
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
                if count > 1 { exit(exitCode.rawValue) }
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
