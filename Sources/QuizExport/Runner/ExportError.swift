import Foundation

/// Everything that can go wrong while exporting a question set, each with a message a user can act on.
public enum ExportError: Error, Sendable, Equatable, LocalizedError, CustomStringConvertible {
    /// The `--format` value names no known format.
    case unknownFormat(String, valid: [String])
    /// The ZIP (a QTI package, a workbook) would need more entries than a ZIP without ZIP64 can hold.
    case archiveTooLarge(entries: Int)
    /// `--time-limit` is not one the format's importer accepts, or the format has no timer.
    case invalidTimeLimit(format: ExportFormat, seconds: Int, accepted: String)
    /// The output file could not be created, written or moved into place.
    case writeFailed(path: String, reason: String)
    /// The export was cancelled before the output file was moved into place; nothing was written.
    case cancelled(path: String)

    public var description: String {
        switch self {
        case let .unknownFormat(name, valid):
            "unknown export format \"\(name)\"; valid formats: \(valid.joined(separator: ", "))"
        case let .archiveTooLarge(entries):
            "a QTI package of \(entries) files is too large for a plain ZIP (limit 65535); export fewer questions"
        case let .invalidTimeLimit(format, seconds, accepted):
            "a time limit of \(seconds) seconds does not fit the \(format) format: expected \(accepted)"
        case let .writeFailed(path, reason):
            "could not write \"\(path)\": \(reason)"
        case let .cancelled(path):
            "export cancelled; \"\(path)\" was not written"
        }
    }

    public var errorDescription: String? { description }
}
