import Foundation

extension GenerationSchema {
    /// Builds a schema from a run-time description.
    ///
    /// Named object types become definitions (`$defs`); `root` stays inline. `dependencies` are named types
    /// that `DynamicGenerationSchema(referenceTo:)` may refer to.
    /// - Throws: `GuidedGenerationError.duplicateProperty`, `.duplicateType` or `.undefinedReference`.
    public init(root: DynamicGenerationSchema, dependencies: [DynamicGenerationSchema]) throws {
        var declared: Set<String> = []
        for name in ([root] + dependencies).compactMap(\.body.typeName) where !declared.insert(name).inserted {
            throw GuidedGenerationError.duplicateType(name: name)
        }
        var builder = DynamicSchemaBuilder()
        let rootNode = try builder.node(for: root, isRoot: true)
        for dependency in dependencies {
            guard dependency.body.typeName != nil else { continue }
            _ = try builder.node(for: dependency, isRoot: false)
        }
        try builder.checkReferences()
        self.init(root: rootNode, definitions: builder.definitions)
    }
}

extension DynamicGenerationSchema.Body {
    /// The description of a type that is written inline (choices, unions, typed leaves), which a property
    /// without its own description shows instead. Object types keep theirs on their definition.
    var inlineDescription: String? {
        switch self {
        case .choices(_, let description, _), .union(_, let description, _), .typed(_, let description):
            return description
        case .object, .array, .reference:
            return nil
        }
    }

    /// The name of a named type, nil for arrays, typed leaves and references.
    var typeName: String? {
        switch self {
        case .object(let name, _, _), .choices(let name, _, _), .union(let name, _, _): return name
        case .array, .typed, .reference: return nil
        }
    }
}

/// Walks a dynamic schema, collecting named types and the references that must resolve.
private struct DynamicSchemaBuilder {
    var definitions = SchemaDefinitions()
    /// Every named type seen, including inline string choices that stay out of `$defs` unless referenced.
    var namedTypes: [String: SchemaNode] = [:]
    var references: [String] = []
    var rootName: String?

    mutating func node(for schema: DynamicGenerationSchema, isRoot: Bool) throws -> SchemaNode {
        switch schema.body {
        case .object(let name, let description, let properties):
            var seen: Set<String> = []
            var converted: [GenerationSchema.Property] = []
            if isRoot { rootName = name }
            for property in properties {
                guard seen.insert(property.name).inserted else {
                    throw GuidedGenerationError.duplicateProperty(name: property.name, typeName: name)
                }
                converted.append(try self.property(property))
            }
            let node = SchemaNode.object(ObjectSchema(name: name, description: description, properties: converted))
            try register(name, node)
            if isRoot { return node }
            if let conflict = definitions.define(name, as: node) { throw conflict }
            return .reference(name)
        case .choices(let name, _, let values):
            let node = SchemaNode.string(StringRules(choices: values))
            try register(name, node)
            return node
        case .union(let name, _, let members):
            let node = SchemaNode.anyOf(try members.map { try self.node(for: $0, isRoot: false) })
            try register(name, node)
            return node
        case .array(let item, let minimum, let maximum):
            return .array(items: try node(for: item, isRoot: false), minimumCount: minimum, maximumCount: maximum)
        case .typed(let schema, _):
            for problem in schema.problems { throw problem }
            if let conflict = definitions.merge(schema.definitions).first { throw conflict }
            return schema.root
        case .reference(let name):
            references.append(name)
            return .reference(name)
        }
    }

    private mutating func property(_ property: DynamicGenerationSchema.Property) throws -> GenerationSchema.Property {
        GenerationSchema.Property(
            name: property.name, description: property.description ?? property.schema.body.inlineDescription,
            node: try node(for: property.schema, isRoot: false),
            isOptional: property.isOptional)
    }

    /// Records a named type; the same name for two different shapes is an error.
    private mutating func register(_ name: String, _ node: SchemaNode) throws {
        if let existing = namedTypes[name], existing != node { throw GuidedGenerationError.duplicateType(name: name) }
        namedTypes[name] = node
    }

    /// Every reference must name a known type; referenced inline types (string choices) join `$defs`.
    mutating func checkReferences() throws {
        for name in references where definitions[name] == nil {
            if name == rootName { continue }
            guard let node = namedTypes[name] else { throw GuidedGenerationError.undefinedReference(name: name) }
            definitions.define(name, as: node)
        }
    }
}
