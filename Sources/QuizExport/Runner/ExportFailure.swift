/// A question the run gave up on after its retries, so the CLI can list what is missing.
public struct ExportFailure: Sendable, Hashable, CustomStringConvertible {
    /// The target word, when the run was given a word list.
    public var word: String?
    /// Failed attempts on this word; for a count, where any new word will do, failed attempts in all.
    public var attempts: Int
    /// The last error, as its description.
    public var reason: String

    public init(word: String?, attempts: Int, reason: String) {
        self.word = word
        self.attempts = attempts
        self.reason = reason
    }

    public var description: String {
        if let word { return "word \"\(word)\" failed after \(attempts) attempt(s): \(reason)" }
        guard attempts > 0 else { return "a question was not produced: \(reason)" }
        return "a question was not produced; \(attempts) attempt(s) failed in all, the last because: \(reason)"
    }
}
