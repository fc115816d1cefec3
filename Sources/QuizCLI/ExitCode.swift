/// The documented exit statuses of `vocabquiz`.
enum ExitCode: Int32, Sendable {
    /// The session or command ended normally.
    case success = 0
    /// Something failed at run time: the model, a file, the data directory.
    case failure = 1
    /// The command line was wrong.
    case usage = 2
    /// Ctrl-C ended the session (after printing its summary).
    case interrupted = 130
}

extension ExitCode {
    /// The status for a command that failed with `error`: a usage error found only once the
    /// environment was read (such as `--model` without an endpoint) is still a usage error.
    static func failure(for error: any Error) -> ExitCode {
        error is UsageError ? .usage : .failure
    }
}
