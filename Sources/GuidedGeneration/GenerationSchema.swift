import Foundation

/// The shape a model must generate: an ordered tree of typed, guided properties plus named types.
///
/// Build one from a `Generable` type's properties, or at run time from a `DynamicGenerationSchema`.
/// Export it with `jsonSchemaString()` for the server, `promptDescription` for the prompt, and check
/// every result with `validate(_:)`.
public struct GenerationSchema: Sendable, Equatable {
    let root: SchemaNode
    let definitions: SchemaDefinitions
    /// Problems found while building from types, which cannot throw; `validate(_:)` reports them.
    let problems: [GuidedGenerationError]

    init(root: SchemaNode, definitions: SchemaDefinitions = SchemaDefinitions(), problems: [GuidedGenerationError] = [])
    {
        self.root = root
        self.definitions = definitions
        self.problems = problems
    }

    /// The schema of an object type whose properties the model writes in the order given.
    ///
    /// Nested `Generable` object types become named definitions (`$defs`) referenced by `$ref`.
    /// Duplicate property names or two different types with one name are reported by `validate(_:)`.
    /// - Parameters:
    ///   - type: The Swift type; its name becomes the schema's type name.
    ///   - description: What the type is, for the model.
    ///   - properties: The properties, in generation order.
    public init(type: any Generable.Type, description: String? = nil, properties: [Property]) {
        let name = String(describing: type)
        var definitions = SchemaDefinitions()
        var problems: [GuidedGenerationError] = []
        var seen: Set<String> = []
        for property in properties {
            if !seen.insert(property.name).inserted {
                problems.append(.duplicateProperty(name: property.name, typeName: name))
            }
            problems += property.problems + definitions.merge(property.definitions)
        }
        let object = ObjectSchema(name: name, description: description, properties: properties)
        self.init(root: .object(object), definitions: definitions, problems: problems)
    }

    /// The schema of a string type restricted to `choices`.
    ///
    /// Choices are written inline wherever the type is used, so `description` is not exported;
    /// describe the property that uses the type instead.
    public init(type: any Generable.Type, description: String? = nil, anyOf choices: [String]) {
        self.init(root: .string(StringRules(choices: choices)))
    }

    /// This schema as used inside another: a root object becomes a reference to its definition.
    func embedded() -> (node: SchemaNode, definitions: SchemaDefinitions, problems: [GuidedGenerationError]) {
        guard case .object(let object) = root else { return (root, definitions, problems) }
        var merged = definitions
        let conflict = merged.define(object.name, as: root)
        return (.reference(object.name), merged, problems + [conflict].compactMap { $0 })
    }
}

// MARK: - Property

extension GenerationSchema {
    /// One property of an object type: name, description, type and guides.
    public struct Property: Sendable, Equatable {
        /// The JSON key.
        public let name: String
        /// What the property holds, for the model.
        public let description: String?
        /// Whether the property may be absent or `null`.
        public let isOptional: Bool
        let node: SchemaNode
        let definitions: SchemaDefinitions
        let problems: [GuidedGenerationError]

        /// A required property of a `Generable` type, constrained by `guides`.
        ///
        /// Disfavoured so that `String?.self` picks the optional overload, where guides are typed by `String`.
        @_disfavoredOverload
        public init<Value: Generable>(
            name: String, description: String? = nil, type: Value.Type, guides: [GenerationGuide<Value>] = []
        ) {
            self.init(
                name: name, description: description, schema: Value.generationSchema, guides: guides,
                isOptional: false)
        }

        /// An optional property: it may be left out, and `guides` apply when it is present.
        public init<Value: Generable>(
            name: String, description: String? = nil, type: Value?.Type, guides: [GenerationGuide<Value>] = []
        ) {
            self.init(
                name: name, description: description, schema: Value.generationSchema, guides: guides,
                isOptional: true)
        }

        private init<Value>(
            name: String, description: String?, schema: GenerationSchema, guides: [GenerationGuide<Value>],
            isOptional: Bool
        ) {
            let embedded = schema.embedded()
            self.init(
                name: name, description: description ?? guides.guideDescription(),
                node: embedded.node.applying(guides.flatMap(\.rules)), isOptional: isOptional,
                definitions: embedded.definitions, problems: embedded.problems)
        }

        init(
            name: String, description: String?, node: SchemaNode, isOptional: Bool,
            definitions: SchemaDefinitions = SchemaDefinitions(), problems: [GuidedGenerationError] = []
        ) {
            self.name = name
            self.description = description
            self.node = node
            self.isOptional = isOptional
            self.definitions = definitions
            self.problems = problems
        }

        /// Two properties are equal when they generate the same thing; where definitions came from is irrelevant.
        public static func == (lhs: Property, rhs: Property) -> Bool {
            lhs.name == rhs.name && lhs.description == rhs.description && lhs.isOptional == rhs.isOptional
                && lhs.node == rhs.node
        }
    }
}
