import Foundation

/// Reads the time the CLI should treat as "now", so tests can travel forward to when words are due.
public enum InjectedClock {
    /// The environment variable that overrides the clock.
    public static let variable = "VOCABQUIZ_NOW"

    /// `VOCABQUIZ_NOW` when set (ISO 8601 UTC, `2026-12-01T09:00:00Z`, optionally with fractional
    /// seconds, or seconds since 1970), else `fallback` (the real clock).
    ///
    /// - Throws: `HistoryError.invalidTime` quoting the value, so a typo fails loudly instead of
    ///   silently scheduling against the wrong day.
    public static func now(environment: [String: String], fallback: Date) throws(HistoryError) -> Date {
        guard let value = environment[variable], !value.isEmpty else { return fallback }
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if let date = Timestamp.parse(Array(trimmed.utf8)) { return date }
        if let seconds = Double(trimmed), seconds.isFinite { return Date(timeIntervalSince1970: seconds) }
        throw .invalidTime(variable: variable, value: value)
    }
}
