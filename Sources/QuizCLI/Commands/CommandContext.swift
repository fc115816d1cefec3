import Foundation
import ResourceLocation
import ScoreHistory

/// The process-level things every subcommand uses, gathered once so tests can replace them.
struct CommandContext: Sendable {
    var environment: [String: String]
    var output: any TextOutput
    var errors: any TextOutput
    /// Standard error unwrapped, for the export's progress bar, which redraws itself in place.
    var progress: any TextOutput
    var input: any LineSource
    /// True when standard input and output are both terminals.
    var isInteractive: Bool
    /// True when standard error is a terminal (progress bars go there).
    var errorsIsTerminal: Bool
    /// The current time; `VOCABQUIZ_NOW` (ISO 8601) fixes it, so scheduling can be tested.
    var now: @Sendable () -> Date
    /// Standard output's terminal width now, or nil when it is not a terminal (then nothing is wrapped);
    /// `output` already wraps to it.
    var outputColumns: @Sendable () -> Int?
    /// Where the lexicon and prompts are looked for: beside the binary, then `VOCABQUIZ_RESOURCES`.
    var resources: ResourceLocator
    /// The API keys in the environment, kept out of everything printed and written.
    var redactor: Redactor
    /// Which flags and variables this user set, so an error's advice fits them.
    var hints = FlagHint()

    var style: TerminalStyle { TerminalStyle.detect(environment: environment, isInteractive: isInteractive) }

    /// The real process: standard streams (with the API key redacted), environment and clock.
    static func live(environment: [String: String]) throws -> CommandContext {
        var now: @Sendable () -> Date = { Date() }
        if environment[InjectedClock.variable] != nil {
            let fixed = try InjectedClock.now(environment: environment, fallback: Date())
            now = { fixed }
        }
        var columns: @Sendable () -> Int? = { nil }
        if isatty(STDOUT_FILENO) == 1 {
            columns = { TerminalWidth.columns(of: STDOUT_FILENO, environment: environment) }
        }
        let redactor = Redactor(secrets: ModelEnvironment.secrets(in: environment))
        let standardError = FileDescriptorOutput.standardError.redacting(redactor)
        // One wrapper for everything on standard output, so help, stats, senses, history, placement and
        // the quiz all break at word boundaries with hanging indents.
        return CommandContext(
            environment: environment,
            output: WrappingOutput(FileDescriptorOutput.standardOutput.redacting(redactor), columns: columns),
            errors: WrappingOutput(
                standardError, columns: { TerminalWidth.columns(of: STDERR_FILENO, environment: environment) }),
            progress: standardError,
            input: StandardInputLines(),
            isInteractive: standardStreamsAreTerminals(), errorsIsTerminal: isatty(STDERR_FILENO) == 1, now: now,
            outputColumns: columns,
            resources: .live(environment: environment), redactor: redactor)
    }

    /// Prints `error: message` on one line to standard error.
    func report(_ error: Any) {
        errors.write("error: \((error as? any Error).map(hints.describe) ?? "\(error)")\n")
    }
}
