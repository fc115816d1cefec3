import Foundation

/// A JSON value produced by a model, with object keys kept in the order they were generated.
///
/// Order matters for guided generation: the model writes properties in schema order, and later
/// properties (an explanation) may refer to earlier ones (the answer). A plain dictionary would lose that.
public struct GeneratedContent: Sendable, Equatable {
    /// The JSON shape of a value.
    public enum Kind: Sendable, Equatable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([GeneratedContent])
        /// An object. `orderedKeys` lists every key of `properties` once, in generation order.
        case structure(properties: [String: GeneratedContent], orderedKeys: [String])
    }

    /// The value itself.
    public var kind: Kind
    /// False for a streaming snapshot whose value is still being generated.
    public var isComplete: Bool

    /// Wraps `kind`; pass `isComplete: false` for a snapshot of a value still being streamed.
    public init(kind: Kind, isComplete: Bool = true) {
        self.kind = kind
        self.isComplete = isComplete
    }

    /// An object whose keys keep the order written here, for hand-written `generatedContent` properties.
    ///
    /// ```swift
    /// GeneratedContent(properties: ["word": word, "choices": choices])
    /// ```
    /// A key given twice keeps its first position and its last value.
    public init(properties: KeyValuePairs<String, any ConvertibleToGeneratedContent>) {
        var values: [String: GeneratedContent] = [:]
        var keys: [String] = []
        for (key, value) in properties {
            if values.updateValue(value.generatedContent, forKey: key) == nil { keys.append(key) }
        }
        self.init(kind: .structure(properties: values, orderedKeys: keys))
    }
}

// MARK: - Describing kinds

extension GeneratedContent.Kind {
    /// The kind in words, for messages: `a number`, `an object`.
    var phrase: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .structure: return "an object"
        }
    }
}

// MARK: - Identity conversions

extension GeneratedContent: ConvertibleFromGeneratedContent, ConvertibleToGeneratedContent {
    public init(_ content: GeneratedContent) throws { self = content }
    public var generatedContent: GeneratedContent { self }
}

extension GeneratedContent: CustomStringConvertible {
    public var description: String { jsonString }
}
