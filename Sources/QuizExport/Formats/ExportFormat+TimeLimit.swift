extension ExportFormat {
    /// Whether the format carries a time per question at all.
    public var hasTimeLimit: Bool {
        switch self {
        case .kahoot, .kahootCSV, .wayground, .waygroundCSV, .blooket: true
        default: false
        }
    }

    /// The time limits the format's importer accepts, as a phrase for help and error messages.
    public var acceptedTimeLimits: String {
        switch self {
        case .kahoot, .kahootCSV:
            let list = KahootRenderer.timeLimits.map(String.init)
            return
                "one of \(list.dropLast().joined(separator: ", ")) or \(list[list.count - 1]) seconds (Kahoot's list)"
        case .wayground, .waygroundCSV:
            return "\(WaygroundRenderer.timeLimits.lowerBound) to \(WaygroundRenderer.timeLimits.upperBound) seconds"
        case .blooket: return "1 to \(BlooketRenderer.maximumTimeLimit) seconds (Blooket's maximum)"
        default: return "no time limit (the \(self) format has no timer)"
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
