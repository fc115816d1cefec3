import Foundation

extension GenerationSchema {
    /// A compact, TypeScript-like rendering of the schema for the prompt.
    ///
    /// It is sent on every turn when the schema is included in the prompt, so it spends as few tokens
    /// as possible while keeping order, descriptions and guides:
    /// ```
    /// {word: "lamb"|"salmon"|"duck", text: string // the stem, choices: string[4], answer: string}
    /// ```
    public var promptDescription: String {
        var lines = [render(root)]
        for name in definitions.names {
            if let node = definitions[name] { lines.append("\(name) = \(render(node))") }
        }
        return lines.joined(separator: "\n")
    }

    private func render(_ node: SchemaNode) -> String {
        switch node {
        case .string(let rules):
            if let choices = rules.choices {
                return choices.map { GeneratedContent(kind: .string($0)).jsonString }.joined(separator: "|")
            }
            // A sampling pattern is for the server's grammar: long, and no help to a model reading it.
            guard let pattern = rules.pattern, !rules.isPatternSamplingOnly else { return "string" }
            return "string /\(PortablePattern.rewrite(pattern))/"
        case .integer(let rules):
            return "integer" + bounds(rules)
        case .number(let rules):
            return "number" + bounds(rules)
        case .boolean:
            return "boolean"
        case .array(let items, let minimum, let maximum):
            let item = render(items)
            let element = item.contains("|") || item.contains(" ") ? "(\(item))" : item
            return element + "[\(countText(minimum, maximum))]"
        case .object(let object):
            let properties = object.properties.map { property in
                let comment = property.description.map { " // \($0)" } ?? ""
                return "\(property.name)\(property.isOptional ? "?" : ""): \(render(property.node))\(comment)"
            }
            return "{" + properties.joined(separator: "\n ") + "}"
        case .reference(let name):
            return name
        case .anyOf(let members):
            return members.map(render).joined(separator: "|")
        case .constantArray(let values):
            return values.generatedContent.jsonString
        }
    }

    private func bounds(_ rules: NumberRules) -> String {
        guard rules.minimum != nil || rules.maximum != nil else { return "" }
        return " " + (rules.minimum.map(JSONWriter.format) ?? "") + "..." + (rules.maximum.map(JSONWriter.format) ?? "")
    }

    private func countText(_ minimum: Int?, _ maximum: Int?) -> String {
        switch (minimum, maximum) {
        case (let low?, let high?) where low == high: return "\(low)"
        case (nil, nil): return ""
        default: return (minimum.map(String.init) ?? "") + "..." + (maximum.map(String.init) ?? "")
        }
    }
}
