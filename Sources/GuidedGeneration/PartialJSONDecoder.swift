import Foundation

/// Turns a JSON document arriving in pieces into the best snapshot of what has arrived so far.
///
/// Rules, chosen so a streaming UI never shows something it must take back:
/// - Object properties appear once their value starts. A string property shows its text so far, so a
///   question stem can be shown as it is written; numbers, `true`, `false` and `null` appear only once complete.
/// - Array elements that are strings, numbers or literals appear only once complete (a half-written choice
///   is never shown); object and array elements appear as soon as they open, filled in as they stream.
/// - A top-level string shows its text so far.
/// - Snapshots are monotonic: a property or element, once shown, stays; string text only grows.
/// - Every snapshot and every value still open has `isComplete == false`; the snapshot before the first
///   byte is an incomplete `null`.
///
/// Each call costs time proportional to the chunk plus the open containers' sizes, so a whole stream
/// costs near-linear time in its length.
public struct PartialJSONDecoder: Sendable {
    private var parser: JSONStreamParser

    /// - Parameter limits: The same caps `GeneratedContent(json:)` applies.
    public init(limits: JSONParsingLimits = JSONParsingLimits()) {
        parser = JSONStreamParser(limits: limits)
    }

    /// Adds the next chunk of the document.
    /// - Returns: The snapshot of everything so far.
    /// - Throws: `GuidedGenerationError` as soon as the prefix cannot begin a valid document.
    @discardableResult
    public mutating func append(_ chunk: String) throws -> GeneratedContent {
        try parser.consume(chunk)
        return parser.snapshot()
    }

    /// The snapshot of everything so far.
    public var snapshot: GeneratedContent { parser.snapshot() }

    /// Whether the document's top-level value has closed.
    public var isComplete: Bool { parser.result != nil }

    /// The complete document, once the stream has ended.
    /// - Throws: `GuidedGenerationError.incompleteDocument` when the stream stopped inside a value.
    public mutating func finish() throws -> GeneratedContent {
        try parser.finish()
    }
}

extension JSONStreamParser {
    /// The document so far, closed off at the current byte.
    func snapshot() -> GeneratedContent {
        if let result { return result }
        var partial: GeneratedContent?
        if tokenKind == .string, !isKey, stack.last?.isArray != true {
            partial = GeneratedContent(kind: .string(partialString), isComplete: false)
        }
        for frame in stack.reversed() {
            if frame.isArray {
                var elements = frame.elements
                if let partial { elements.append(partial) }
                partial = GeneratedContent(kind: .array(elements), isComplete: false)
            } else {
                var properties = frame.properties
                var keys = frame.keys
                if let partial, let key = frame.pendingKey {
                    properties[key] = partial
                    keys.append(key)
                }
                partial = GeneratedContent(
                    kind: .structure(properties: properties, orderedKeys: keys), isComplete: false)
            }
        }
        return partial ?? GeneratedContent(kind: .null, isComplete: false)
    }
}
