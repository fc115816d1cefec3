import Foundation

// MARK: - Array

extension Array: ConvertibleFromGeneratedContent where Element: ConvertibleFromGeneratedContent {
    public init(_ content: GeneratedContent) throws {
        guard case .array(let elements) = content.kind else { throw content.mismatch(required: "an array") }
        // A plain loop: this runs unspecialized for every streamed snapshot, and `enumerated().map`
        // looked up generic metadata for each element.
        var values: [Element] = []
        values.reserveCapacity(elements.count)
        for index in elements.indices {
            do {
                values.append(try Element(elements[index]))
            } catch let error as GuidedGenerationError {
                throw error.nested(under: PropertyPath.index(index))
            }
        }
        self = values
    }
}

extension Array: ConvertibleToGeneratedContent where Element: ConvertibleToGeneratedContent {
    public var generatedContent: GeneratedContent { GeneratedContent(kind: .array(map(\.generatedContent))) }
}

extension Array: Generable where Element: Generable {
    public typealias PartiallyGenerated = [Element.PartiallyGenerated]

    /// An array of the element's schema; element definitions (`$defs`) carry over.
    public static var generationSchema: GenerationSchema {
        let element = Element.generationSchema.embedded()
        return GenerationSchema(
            root: .array(items: element.node, minimumCount: nil, maximumCount: nil),
            definitions: element.definitions, problems: element.problems)
    }

    public func asPartiallyGenerated() -> [Element.PartiallyGenerated] { map { $0.asPartiallyGenerated() } }
}

// MARK: - Optional

extension Optional: ConvertibleFromGeneratedContent where Wrapped: ConvertibleFromGeneratedContent {
    /// `null` is `nil`; anything else must decode as `Wrapped`.
    public init(_ content: GeneratedContent) throws {
        if case .null = content.kind {
            self = nil
        } else {
            self = try Wrapped(content)
        }
    }
}

extension Optional: ConvertibleToGeneratedContent where Wrapped: ConvertibleToGeneratedContent {
    public var generatedContent: GeneratedContent { map(\.generatedContent) ?? GeneratedContent(kind: .null) }
}

extension Optional: Generable where Wrapped: Generable {
    public typealias PartiallyGenerated = Wrapped.PartiallyGenerated?

    /// The wrapped type's schema: optionality belongs to the property (`isOptional`), not to the type.
    public static var generationSchema: GenerationSchema { Wrapped.generationSchema }

    public func asPartiallyGenerated() -> Wrapped.PartiallyGenerated? { map { $0.asPartiallyGenerated() } }
}
