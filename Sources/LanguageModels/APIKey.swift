import Foundation

/// An API key that cannot leak by accident: printing, dumping or interpolating it shows a placeholder.
///
/// The raw value is reachable only through `bearerHeader`, the one place it must appear.
public struct APIKey: Sendable, Hashable {
    private let value: String

    /// Returns `nil` for an empty string, so an exported-but-empty variable means "no key".
    public init?(_ value: String) {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        self.value = trimmed
    }

    /// The `Authorization` header value.
    var bearerHeader: String { "Bearer \(value)" }
}

extension APIKey: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String { "<redacted>" }
    public var debugDescription: String { "<redacted>" }
    public var customMirror: Mirror { Mirror(self, children: []) }
}
