import Foundation

/// A schema assembled at run time, for shapes only known then, such as a teacher's word list.
///
/// ```swift
/// let word = DynamicGenerationSchema(name: "Word", anyOf: ["lamb", "salmon", "duck"])
/// let question = DynamicGenerationSchema(name: "Question", properties: [
///     .init(name: "word", schema: word),
///     .init(name: "choices", schema: .init(arrayOf: .init(type: String.self), minimumElements: 4, maximumElements: 4)),
/// ])
/// let schema = try GenerationSchema(root: question, dependencies: [])
/// ```
public struct DynamicGenerationSchema: Sendable {
    indirect enum Body: Sendable {
        case object(name: String, description: String?, properties: [Property])
        case choices(name: String, description: String?, values: [String])
        case union(name: String, description: String?, members: [DynamicGenerationSchema])
        case array(item: DynamicGenerationSchema, minimumCount: Int?, maximumCount: Int?)
        case typed(GenerationSchema, description: String?)
        case reference(String)
    }

    let body: Body

    /// An object type with properties generated in the order given.
    public init(name: String, description: String? = nil, properties: [Property]) {
        body = .object(name: name, description: description, properties: properties)
    }

    /// A string type whose value must be one of `choices`.
    public init(name: String, description: String? = nil, anyOf choices: [String]) {
        body = .choices(name: name, description: description, values: choices)
    }

    /// A type whose value matches any one of `choices`.
    public init(name: String, description: String? = nil, anyOf choices: [DynamicGenerationSchema]) {
        body = .union(name: name, description: description, members: choices)
    }

    /// An array of `itemSchema`, with inclusive bounds on its length.
    public init(arrayOf itemSchema: DynamicGenerationSchema, minimumElements: Int? = nil, maximumElements: Int? = nil) {
        body = .array(item: itemSchema, minimumCount: minimumElements, maximumCount: maximumElements)
    }

    /// The schema of a `Generable` type, narrowed by `guides` (which are enforced, not just described).
    public init<Value: Generable>(type: Value.Type, guides: [GenerationGuide<Value>] = []) {
        let embedded = Value.generationSchema.embedded()
        let schema = GenerationSchema(
            root: embedded.node.applying(guides.flatMap(\.rules)), definitions: embedded.definitions,
            problems: embedded.problems)
        body = .typed(schema, description: guides.guideDescription())
    }

    /// A reference to a named type defined elsewhere in the schema (for example among the dependencies).
    public init(referenceTo name: String) {
        body = .reference(name)
    }

    /// One property of a dynamic object type.
    public struct Property: Sendable {
        let name: String
        let description: String?
        let schema: DynamicGenerationSchema
        let isOptional: Bool

        /// - Parameter isOptional: Whether the model may leave the property out.
        public init(name: String, description: String? = nil, schema: DynamicGenerationSchema, isOptional: Bool = false)
        {
            self.name = name
            self.description = description
            self.schema = schema
            self.isOptional = isOptional
        }
    }
}
