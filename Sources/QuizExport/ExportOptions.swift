/// Settings that some formats need and the questions themselves do not carry.
public struct ExportOptions: Sendable, Hashable {
    /// Title of the set: the Blooket title row, the Markdown heading, the Anki deck.
    public var title: String
    /// Seconds per question for formats with a timer (Kahoot, Wayground, Blooket).
    ///
    /// Kahoot only accepts 5, 10, 20, 30, 60, 90, 120 or 240; other values are rounded up to the next of those.
    public var timeLimitSeconds: Int
    /// The `--seed` that produced the set, recorded in JSON output so a script can reproduce it.
    public var seed: UInt64?

    public init(title: String = "VocabQuiz", timeLimitSeconds: Int = 30, seed: UInt64? = nil) {
        self.title = title
        self.timeLimitSeconds = timeLimitSeconds
        self.seed = seed
    }
}
