import Foundation

/// The process-level things every subcommand uses, gathered once so tests can replace them.
struct CommandContext: Sendable {
    var environment: [String: String]
    var output: any TextOutput
    var errors: any TextOutput
    var input: any LineSource
    /// True when standard input and output are both terminals.
    var isInteractive: Bool
    /// True when standard error is a terminal (progress bars go there).
    var errorsIsTerminal: Bool
    /// The current time; `VOCABQUIZ_NOW` (ISO 8601) fixes it, so scheduling can be tested.
    var now: @Sendable () -> Date

    var style: TerminalStyle { TerminalStyle.detect(environment: environment, isInteractive: isInteractive) }

    /// The real process: standard streams, environment and clock.
    static func live(environment: [String: String]) throws(UsageError) -> CommandContext {
        var now: @Sendable () -> Date = { Date() }
        if let fixed = environment["VOCABQUIZ_NOW"] {
            guard let date = ISO8601DateFormatter().date(from: fixed) else {
                throw .invalidValue(option: "VOCABQUIZ_NOW", value: fixed, expected: "an ISO 8601 time such as 2026-01-31T09:00:00Z")
            }
            now = { date }
        }
        return CommandContext(
            environment: environment, output: FileDescriptorOutput.standardOutput,
            errors: FileDescriptorOutput.standardError, input: StandardInputLines(),
            isInteractive: standardStreamsAreTerminals(), errorsIsTerminal: isatty(STDERR_FILENO) == 1, now: now)
    }

    /// Prints `error: message` on one line to standard error.
    func report(_ error: Any) {
        errors.write("error: \(error)\n")
    }
}
