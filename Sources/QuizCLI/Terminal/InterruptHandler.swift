import Dispatch
import Foundation

/// Turns Ctrl-C (SIGINT) and SIGTERM into a clean ending: `onInterrupt` runs once, then the process exits.
///
/// Every answer is already on disk when it is graded, so the handler only prints the summary.
final class InterruptHandler: @unchecked Sendable {
    private var sources: [DispatchSourceSignal] = []

    init(exitCode: ExitCode = .interrupted, onInterrupt: @escaping @Sendable () -> Void) {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                onInterrupt()
                exit(exitCode.rawValue)
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Restores the default signal handling.
    func cancel() {
        sources.forEach { $0.cancel() }
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }
}
