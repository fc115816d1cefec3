import Foundation

/// Marks `Optional`, so a missing property can decode as `nil` instead of failing.
protocol OptionalContentMarker {}
extension Optional: OptionalContentMarker {}

extension GeneratedContent {
    /// Decodes this whole value as `type`.
    ///
    /// - Throws: `GuidedGenerationError.decodingFailure`, for example `the value is a number; a string is required`.
    public func value<Value: ConvertibleFromGeneratedContent>(_ type: Value.Type = Value.self) throws -> Value {
        try Value(self)
    }

    /// Decodes the property `name` of this object as `type`.
    ///
    /// A missing or `null` property decodes as `nil` when `type` is optional. An incomplete `null`
    /// (a stream snapshot before anything arrived) reads as an empty object, so partially generated
    /// twins can be built from the very first snapshot.
    /// - Throws: `GuidedGenerationError.decodingFailure` naming the path: `missing property "answer"`,
    ///   `choices[2] is a number; a string is required`.
    public func value<Value: ConvertibleFromGeneratedContent>(
        _ type: Value.Type = Value.self, forProperty name: String
    ) throws -> Value {
        let properties = try structureProperties()
        guard let property = properties[name] else {
            if Value.self is any OptionalContentMarker.Type {
                return try Value(GeneratedContent(kind: .null))
            }
            throw GuidedGenerationError.decodingFailure(path: name, issue: .missingProperty)
        }
        do {
            return try Value(property)
        } catch let error as GuidedGenerationError {
            throw error.nested(under: name)
        }
    }

    /// The properties of an object, or of a snapshot that has not started yet.
    private func structureProperties() throws -> [String: GeneratedContent] {
        switch kind {
        case .structure(let properties, _):
            return properties
        case .null where !isComplete:
            return [:]
        default:
            throw mismatch(required: "an object")
        }
    }

    /// The error for this value having the wrong JSON type.
    func mismatch(required: String) -> GuidedGenerationError {
        .decodingFailure(path: "", issue: .typeMismatch(found: kind.phrase, required: required))
    }

    /// The object's properties in generation order; empty for anything but an object.
    public var orderedProperties: [(key: String, value: GeneratedContent)] {
        guard case .structure(let properties, let keys) = kind else { return [] }
        return keys.compactMap { key in properties[key].map { (key, $0) } }
    }
}
