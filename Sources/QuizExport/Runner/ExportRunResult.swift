import Quiz

/// What an export run produced and what it could not.
public struct ExportRunResult: Sendable {
    /// The questions, in target order (word-list order, or request order for a count).
    public var items: [QuizItem]
    public var failures: [ExportFailure]
    /// How many questions a complete run produces.
    public var requested: Int
    /// Set when the run stopped before trying everything: a source could not be created, or too
    /// many requests failed in a row for the server to be healthy.
    public var stopReason: String?
    /// Set when the run stopped because the source had no word left that the run had not used
    /// (`isOutOfWords`): for a count, `items` then holds a question about every word it can ask.
    public var ranOutOfWords: Bool
    public var wasCancelled: Bool

    public init(
        items: [QuizItem], failures: [ExportFailure], requested: Int, stopReason: String?,
        ranOutOfWords: Bool = false, wasCancelled: Bool
    ) {
        self.items = items
        self.failures = failures
        self.requested = requested
        self.stopReason = stopReason
        self.ranOutOfWords = ranOutOfWords
        self.wasCancelled = wasCancelled
    }

    /// True only when every requested question was produced: the CLI's condition for exit status 0.
    public var isComplete: Bool { items.count == requested && !wasCancelled }

    /// One line for stderr, e.g. `98 of 100 questions produced (3 written offline after the model's replies
    /// were rejected); 2 failed`.
    public var summary: String {
        var line = "\(items.count) of \(requested) questions produced"
        // Counted apart, so replies and tokens per model-written question stay measurable.
        let fallbacks = items.count(where: { $0.rejectedReplies != nil })
        if fallbacks > 0 { line += " (\(fallbacks) written offline after the model's replies were rejected)" }
        if !failures.isEmpty { line += "; \(failures.count) failed" }
        if wasCancelled { line += "; cancelled" }
        if let stopReason { line += "; stopped: \(stopReason)" }
        return line
    }

    /// One line per failure for stderr; identical ones (a count's missing questions) share a line.
    public var failureLines: [String] {
        var lines: [(text: String, count: Int)] = []
        for failure in failures.map(\.description) {
            if lines.last?.text == failure { lines[lines.count - 1].count += 1 } else { lines.append((failure, 1)) }
        }
        return lines.map { "  failed\($0.count > 1 ? " ×\($0.count)" : ""): \($0.text)" }
    }
}
