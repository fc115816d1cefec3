/// Settings that some formats need and the questions themselves do not carry.
public struct ExportOptions: Sendable, Hashable {
    /// Title of the set: the Blooket title row, the Markdown heading, the Anki deck.
    public var title: String
    /// Seconds per question for formats with a timer (Kahoot, Wayground, Blooket); nil for `defaultTimeLimit`.
    ///
    /// Rendering checks it against what the format's importer accepts (`ExportFormat.checkTimeLimit`),
    /// because an importer that rejects it would otherwise reject the whole file.
    public var timeLimitSeconds: Int?
    /// The `--seed` that produced the set, recorded in JSON output so a script can reproduce it.
    public var seed: UInt64?

    /// Seconds per question when none is given; every format with a timer accepts it.
    public static let defaultTimeLimit = 30

    public init(title: String = "VocabQuiz", timeLimitSeconds: Int? = nil, seed: UInt64? = nil) {
        self.title = title
        self.timeLimitSeconds = timeLimitSeconds
        self.seed = seed
    }
}
