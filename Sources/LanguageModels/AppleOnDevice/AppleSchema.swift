// Part of the opt-in Apple on-device backend; see AppleOnDeviceModel.swift. UNTESTED here.
#if VOCABQUIZ_FOUNDATION_MODELS
    import Foundation
    import FoundationModels
    import GuidedGeneration

    /// Rebuilds, as Foundation Models' `DynamicGenerationSchema`, the JSON Schema our requests carry
    /// (`GenerationSchema.jsonSchemaString()`): objects with ordered properties, strings with `enum`,
    /// arrays with item counts, numbers, integers and booleans. A `pattern` is left to our session's own
    /// validation, which re-asks a reply that breaks it.
    @available(macOS 26.0, iOS 26.0, visionOS 26.0, *)
    enum AppleSchema {
        struct Unsupported: Error, CustomStringConvertible {
            var description: String
        }

        static func make(fromJSONSchema text: String, named name: String) throws -> FoundationModels.GenerationSchema {
            let root = try GuidedGeneration.GeneratedContent(json: text)
            return try FoundationModels.GenerationSchema(root: dynamic(root, name: name), dependencies: [])
        }

        private static func dynamic(
            _ node: GuidedGeneration.GeneratedContent, name: String
        ) throws -> FoundationModels.DynamicGenerationSchema {
            let type: String = (try? node.value(forProperty: "type")) ?? ""
            if let choices: [String] = try? node.value(forProperty: "enum") {
                return FoundationModels.DynamicGenerationSchema(name: name, anyOf: choices)
            }
            switch type {
            case "object":
                let properties = try node.value(GuidedGeneration.GeneratedContent.self, forProperty: "properties")
                let required = Set((try? node.value([String].self, forProperty: "required")) ?? [])
                return FoundationModels.DynamicGenerationSchema(
                    name: name,
                    properties: try properties.orderedProperties.map { key, value in
                        FoundationModels.DynamicGenerationSchema.Property(
                            name: key, schema: try dynamic(value, name: name + "_" + key),
                            isOptional: !required.contains(key))
                    })
            case "array":
                let items = try node.value(GuidedGeneration.GeneratedContent.self, forProperty: "items")
                return FoundationModels.DynamicGenerationSchema(
                    arrayOf: try dynamic(items, name: name + "_item"),
                    minimumElements: try? node.value(Int.self, forProperty: "minItems"),
                    maximumElements: try? node.value(Int.self, forProperty: "maxItems"))
            case "string": return FoundationModels.DynamicGenerationSchema(type: String.self)
            case "integer": return FoundationModels.DynamicGenerationSchema(type: Int.self)
            case "number": return FoundationModels.DynamicGenerationSchema(type: Double.self)
            case "boolean": return FoundationModels.DynamicGenerationSchema(type: Bool.self)
            default: throw Unsupported(description: "the schema type '\(type)' of \(name) has no on-device equivalent")
            }
        }
    }
#endif
