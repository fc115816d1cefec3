import Foundation

extension GenerationSchema {
    /// The schema as JSON Schema, in the subset llama.cpp, Ollama, vLLM and OpenAI strict mode all accept:
    /// every non-optional property in `required`, `additionalProperties: false`, `enum` for choices,
    /// `minItems`/`maxItems`, anchored patterns without `\d`/`\w`/`\s`, and `minimum`/`maximum` on integers
    /// only. Bounds on non-integer numbers are not exported (not every server supports them) but are
    /// still enforced by `validate(_:)`. Never `uniqueItems`.
    public var jsonSchema: GeneratedContent {
        var document = JSONSchemaWriter(schema: self).object(for: root)
        if !definitions.isEmpty, case .structure(var properties, var keys) = document.kind {
            let writer = JSONSchemaWriter(schema: self)
            let defs = definitions.names.compactMap { name in
                definitions[name].map { (name, writer.object(for: $0)) }
            }
            properties["$defs"] = .ordered(defs)
            keys.append("$defs")
            document = GeneratedContent(kind: .structure(properties: properties, orderedKeys: keys))
        }
        return document
    }

    /// `jsonSchema` as text; pretty-printed for people, compact for requests.
    public func jsonSchemaString(prettyPrinted: Bool = false) -> String {
        prettyPrinted ? jsonSchema.prettyJSONString : jsonSchema.jsonString
    }
}

extension GeneratedContent {
    /// An object from ordered pairs.
    static func ordered(_ pairs: [(String, GeneratedContent)]) -> GeneratedContent {
        GeneratedContent(
            kind: .structure(
                properties: Dictionary(pairs, uniquingKeysWith: { _, last in last }), orderedKeys: pairs.map(\.0)))
    }
}

/// Renders schema nodes as JSON Schema objects.
private struct JSONSchemaWriter {
    let schema: GenerationSchema

    func object(for node: SchemaNode, description: String? = nil) -> GeneratedContent {
        var pairs: [(String, GeneratedContent)] = []
        switch node {
        case .string(let rules):
            pairs.append(("type", "string".generatedContent))
            if let choices = rules.choices { pairs.append(("enum", choices.generatedContent)) }
            if let pattern = rules.pattern {
                pairs.append(("pattern", PortablePattern.rewrite(pattern).generatedContent))
            }
        case .integer(let rules):
            pairs.append(("type", "integer".generatedContent))
            if let minimum = rules.minimum { pairs.append(("minimum", minimum.generatedContent)) }
            if let maximum = rules.maximum { pairs.append(("maximum", maximum.generatedContent)) }
        case .number:
            pairs.append(("type", "number".generatedContent))
        case .boolean:
            pairs.append(("type", "boolean".generatedContent))
        case .array(let items, let minimum, let maximum):
            pairs.append(("type", "array".generatedContent))
            pairs.append(("items", object(for: items)))
            if let minimum { pairs.append(("minItems", minimum.generatedContent)) }
            if let maximum { pairs.append(("maxItems", maximum.generatedContent)) }
        case .object(let object):
            if description == nil, let typeDescription = object.description {
                pairs.append(("description", typeDescription.generatedContent))
            }
            pairs += objectPairs(object)
        case .reference(let name):
            let target = schema.definitions[name] == nil ? "#" : "#/$defs/\(name)"
            pairs.append(("$ref", target.generatedContent))
        case .anyOf(let members):
            pairs.append(("anyOf", GeneratedContent(kind: .array(members.map { object(for: $0) }))))
        case .constantArray(let values):
            pairs.append(("type", "array".generatedContent))
            pairs.append(("enum", GeneratedContent(kind: .array([values.generatedContent]))))
        }
        if let description { pairs.insert(("description", description.generatedContent), at: 0) }
        return .ordered(pairs)
    }

    private func objectPairs(_ object: ObjectSchema) -> [(String, GeneratedContent)] {
        let properties = object.properties.map { ($0.name, self.object(for: $0.node, description: $0.description)) }
        let required = object.properties.filter { !$0.isOptional }.map(\.name)
        return [
            ("type", "object".generatedContent),
            ("properties", .ordered(properties)),
            ("required", required.generatedContent),
            ("additionalProperties", false.generatedContent),
        ]
    }
}
