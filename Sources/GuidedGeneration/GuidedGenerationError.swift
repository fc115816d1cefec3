import Foundation

/// Everything that can go wrong between a model's text and a typed value.
///
/// Messages are written so they can be shown to a user *and* handed back to a model on a retry:
/// each names the offending property path and the rule it broke, quoting the value.
public enum GuidedGenerationError: Error, Sendable, Equatable {
    /// The text is not JSON. `offset` is the byte where parsing stopped.
    case invalidJSON(reason: String, offset: Int)
    /// The document is larger than the parser's size cap.
    case documentTooLarge(byteCount: Int, limit: Int)
    /// Objects and arrays are nested deeper than the parser allows.
    case nestingTooDeep(limit: Int, offset: Int)
    /// The document stopped before its last value closed.
    case incompleteDocument
    /// Content could not be turned into the requested Swift type.
    case decodingFailure(path: String, issue: DecodingIssue)
    /// Content is well-formed but breaks the schema; one entry per broken rule.
    case schemaViolations([String])
    /// Two properties of one type share a name.
    case duplicateProperty(name: String, typeName: String)
    /// Two different types share a name.
    case duplicateType(name: String)
    /// A reference names a type that the schema does not define.
    case undefinedReference(name: String)

    /// What went wrong while decoding one value.
    public enum DecodingIssue: Sendable, Equatable {
        /// A required property is absent.
        case missingProperty
        /// The value has the wrong JSON type; both are described in words (`a number`, `a string`).
        case typeMismatch(found: String, required: String)
        /// A number does not fit the Swift type, for example `2.5` for an `Int`.
        case unrepresentableNumber(value: String, required: String)
    }
}

// MARK: - Messages

extension GuidedGenerationError: CustomStringConvertible, LocalizedError {
    public var description: String {
        switch self {
        case .invalidJSON(let reason, let offset):
            return "invalid JSON at byte \(offset): \(reason)"
        case .documentTooLarge(let byteCount, let limit):
            return "the JSON document is \(byteCount) bytes; the limit is \(limit) bytes"
        case .nestingTooDeep(let limit, let offset):
            return "invalid JSON at byte \(offset): objects and arrays are nested more than \(limit) levels deep"
        case .incompleteDocument:
            return "the JSON document ends before its last value is closed"
        case .decodingFailure(let path, let issue):
            return Self.describe(issue, at: path)
        case .schemaViolations(let violations):
            return violations.joined(separator: "\n")
        case .duplicateProperty(let name, let typeName):
            return "type \"\(typeName)\" declares the property \"\(name)\" more than once"
        case .duplicateType(let name):
            return "two different types are both named \"\(name)\""
        case .undefinedReference(let name):
            return "the schema refers to the type \"\(name)\", which is not defined"
        }
    }

    public var errorDescription: String? { description }

    /// The decoding message for `issue` at `path`, phrased as a rule a model can follow.
    static func describe(_ issue: DecodingIssue, at path: String) -> String {
        let subject = path.isEmpty ? "the value" : path
        switch issue {
        case .missingProperty:
            return "missing property \"\(path)\""
        case .typeMismatch(let found, let required):
            return "\(subject) is \(found); \(required) is required"
        case .unrepresentableNumber(let value, let required):
            return "\(subject) is \(value); \(required) is required"
        }
    }

    /// The same error seen from one level up: `component` is prepended to a decoding path.
    func nested(under component: String) -> GuidedGenerationError {
        guard case .decodingFailure(let path, let issue) = self else { return self }
        return .decodingFailure(path: PropertyPath.join(component, path), issue: issue)
    }
}

/// Builds the `choices[2]` / `meta.level` paths used in messages.
enum PropertyPath {
    static func join(_ head: String, _ tail: String) -> String {
        if head.isEmpty { return tail }
        if tail.isEmpty { return head }
        return tail.hasPrefix("[") ? head + tail : head + "." + tail
    }

    static func index(_ index: Int) -> String { "[\(index)]" }
}
