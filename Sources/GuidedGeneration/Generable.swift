import Foundation

/// A type that can be built from generated content.
///
/// `Sendable` because decoded values cross from the streaming task to the UI.
public protocol ConvertibleFromGeneratedContent: Sendable {
    /// Decodes a value, throwing `GuidedGenerationError.decodingFailure` naming the offending path.
    init(_ content: GeneratedContent) throws
}

/// A type that can describe itself as generated content, for round trips, examples in prompts and transcripts.
public protocol ConvertibleToGeneratedContent {
    /// The value as ordered JSON.
    var generatedContent: GeneratedContent { get }
}

/// A type a model can generate: it publishes a schema and converts to and from generated content.
///
/// Conformances are written by hand and read like Apple's `@Generable struct`:
/// ```swift
/// struct Card: Generable {
///     var word: String
///     var examples: [String]
///     static let generationSchema = GenerationSchema(type: Card.self, properties: [
///         .init(name: "word", type: String.self),
///         .init(name: "examples", type: [String].self, guides: [.count(1...3)]),
///     ])
///     init(_ content: GeneratedContent) throws {
///         word = try content.value(forProperty: "word")
///         examples = try content.value(forProperty: "examples")
///     }
///     var generatedContent: GeneratedContent {
///         GeneratedContent(properties: ["word": word, "examples": examples])
///     }
/// }
/// ```
public protocol Generable: ConvertibleFromGeneratedContent, ConvertibleToGeneratedContent {
    /// The all-optional twin filled in while a response streams; `Self` for scalars.
    associatedtype PartiallyGenerated: ConvertibleFromGeneratedContent = Self
    /// The schema the model is constrained to.
    static var generationSchema: GenerationSchema { get }
    /// This complete value seen as a (finished) partial one, so one UI path renders both.
    func asPartiallyGenerated() -> PartiallyGenerated
}

/// A partially generated twin that can start empty, before any property has arrived.
///
/// Conforming a twin gives its `Generable` type a default `asPartiallyGenerated()`.
public protocol PartiallyGeneratedContent: ConvertibleFromGeneratedContent {
    /// The twin with nothing generated yet.
    init()
}

// MARK: - Default Implementation

extension Generable where PartiallyGenerated == Self {
    public func asPartiallyGenerated() -> Self { self }
}

extension Generable where PartiallyGenerated: PartiallyGeneratedContent {
    /// Decodes the twin from this value's own content.
    ///
    /// A twin that cannot read its own type's content is a bug in the conformance; rather than crash,
    /// the empty twin is returned, and the round-trip tests are where such a bug shows.
    public func asPartiallyGenerated() -> PartiallyGenerated {
        (try? PartiallyGenerated(generatedContent)) ?? PartiallyGenerated()
    }
}
