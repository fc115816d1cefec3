/// Replaces configured secrets (API keys, tokens) with `[redacted]` before text reaches a file.
///
/// Transcripts record prompts and raw server output, either of which could echo a key back;
/// redacting at the writer means no caller has to remember to.
public struct Redactor: Sendable, Hashable {
    /// The non-empty secrets, longest first so a secret containing another is replaced whole.
    public let secrets: [String]

    /// What a secret is replaced with.
    public static let replacement = "[redacted]"

    /// Empty strings are ignored; they would match everywhere.
    public init(secrets: [String]) {
        self.secrets = Array(Set(secrets.filter { !$0.isEmpty })).sorted { $0.count > $1.count }
    }

    /// `text` with every occurrence of every secret replaced.
    public func redact(_ text: String) -> String {
        secrets.reduce(text) { $0.replacingOccurrences(of: $1, with: Self.replacement) }
    }
}
