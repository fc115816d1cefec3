/// A question the run gave up on after its retries, so the CLI can list what is missing.
public struct ExportFailure: Sendable, Hashable, CustomStringConvertible {
    /// The target word, when the run was given a word list.
    public var word: String?
    public var attempts: Int
    /// The last error, as its description.
    public var reason: String

    public init(word: String?, attempts: Int, reason: String) {
        self.word = word
        self.attempts = attempts
        self.reason = reason
    }

    public var description: String {
        let subject = word.map { "word \"\($0)\"" } ?? "a question"
        return "\(subject) failed after \(attempts) attempt(s): \(reason)"
    }
}
