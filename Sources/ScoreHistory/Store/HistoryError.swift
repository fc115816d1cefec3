import Foundation

/// Everything that can go wrong while keeping score history and transcripts.
///
/// Each case quotes the path or value involved so a learner can fix it without reading code.
public enum HistoryError: Error, Sendable, Equatable {
    /// The data or transcripts directory cannot be created (for example a file is in the way).
    case cannotCreateDirectory(path: String, reason: String)
    /// The directory exists but we may not write to it (read-only mount, mode bits, ownership).
    case notWritable(path: String, reason: String)
    /// Opening, locking or writing a file failed at the system level.
    case ioFailure(path: String, operation: String, reason: String)
    /// A `--data-dir` or environment value that cannot be used as a directory path.
    case invalidDirectory(value: String, reason: String)
    /// A `VOCABQUIZ_NOW` value that is not an ISO 8601 UTC time or a count of seconds.
    case invalidTime(variable: String, value: String)
    /// `settings.json` exists but cannot be read as the learner's settings.
    case invalidSettings(path: String, reason: String)
    /// `settings.json` reads, but its stored placement is not one this program wrote.
    case invalidPlacement(path: String, value: String)
}

// MARK: - Messages

extension HistoryError: LocalizedError, CustomStringConvertible {
    /// The same text as `description`, for `localizedDescription`.
    public var errorDescription: String? { description }

    /// One line a user can act on, quoting the offending path or value.
    public var description: String {
        switch self {
        case .cannotCreateDirectory(let path, let reason):
            return "cannot create directory '\(path)': \(reason)"
        case .notWritable(let path, let reason):
            return "data directory '\(path)' is not writable (\(reason))"
        case .ioFailure(let path, let operation, let reason):
            return "cannot \(operation) '\(path)': \(reason)"
        case .invalidDirectory(let value, let reason):
            return "invalid directory '\(value)': \(reason)"
        case .invalidTime(let variable, let value):
            return "\(variable)='\(value)' is not a time; use ISO 8601 UTC such as 2026-12-01T09:00:00Z"
        case .invalidSettings(let path, let reason):
            return "cannot read settings '\(path)': \(reason); fix or delete the file"
        case .invalidPlacement(let path, let value):
            return "the placement '\(value)' in settings '\(path)' is unreadable"
        }
    }
}

/// The text of the current `errno`, for error messages.
func systemErrorText(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
}
