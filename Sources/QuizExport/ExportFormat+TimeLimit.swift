extension ExportFormat {
    /// Whether the format carries a time per question at all.
    public var hasTimeLimit: Bool {
        switch self {
        case .kahoot, .kahootCSV, .wayground, .waygroundCSV, .blooket: true
        default: false
        }
    }

    /// The time limits the format's importer accepts, in words, for help and error messages.
    public var acceptedTimeLimits: String {
        switch self {
        case .kahoot, .kahootCSV: "Kahoot accepts " + KahootRenderer.timeLimits.map(String.init).joined(separator: ", ")
        case .wayground, .waygroundCSV:
            "VocabQuiz writes \(WaygroundRenderer.timeLimits.lowerBound) to \(WaygroundRenderer.timeLimits.upperBound) for Wayground"
        case .blooket: "Blooket accepts 1 to \(BlooketRenderer.maximumTimeLimit)"
        default: "the \(self) format has no timer"
        }
    }

    /// Checks a time per question before anything is written, so the importer never rejects the file for it.
    /// Formats without a timer ignore it (a CLI should say so rather than pass one).
    ///
    /// - Throws: `ExportError.invalidTimeLimit` naming the values the format accepts.
    public func checkTimeLimit(_ seconds: Int?) throws(ExportError) {
        guard let seconds, hasTimeLimit else { return }
        let accepted: Bool
        switch self {
        case .kahoot, .kahootCSV: accepted = KahootRenderer.timeLimits.contains(seconds)
        case .wayground, .waygroundCSV: accepted = WaygroundRenderer.timeLimits.contains(seconds)
        case .blooket: accepted = (1...BlooketRenderer.maximumTimeLimit).contains(seconds)
        default: accepted = true
        }
        guard accepted else { throw .invalidTimeLimit(format: self, seconds: seconds, accepted: acceptedTimeLimits) }
    }
}
