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
