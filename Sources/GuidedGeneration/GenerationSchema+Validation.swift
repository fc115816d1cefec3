import Foundation

extension GenerationSchema {
    /// Checks `content` against every rule of the schema.
    ///
    /// Servers skip rules they cannot enforce (llama.cpp even generates unconstrained when its grammar
    /// fails), so every result must be checked here.
    /// - Throws: `GuidedGenerationError.schemaViolations` listing every broken rule, each naming the
    ///   property and the rule, e.g. `choices has 3 items; exactly 4 are required`; or a schema-building
    ///   problem (`.duplicateType`, `.duplicateProperty`) found when the schema was made from types.
    public func validate(_ content: GeneratedContent) throws {
        if let problem = problems.first { throw problem }
        var violations: [String] = []
        check(content, against: root, path: "", into: &violations)
        if !violations.isEmpty { throw GuidedGenerationError.schemaViolations(violations) }
    }

    private func check(
        _ content: GeneratedContent, against node: SchemaNode, path: String, into violations: inout [String]
    ) {
        let subject = path.isEmpty ? "the value" : path
        func wrongType(_ required: String) {
            violations.append("\(subject) is \(content.kind.phrase); \(required) is required")
        }
        switch (node, content.kind) {
        case (.string(let rules), .string(let text)):
            checkString(text, rules, subject: subject, into: &violations)
        case (.integer(let rules), .number(let number)):
            if number != number.rounded() {
                violations.append("\(subject) is \(JSONWriter.format(number)); a whole number is required")
            }
            checkBounds(number, rules, subject: subject, into: &violations)
        case (.number(let rules), .number(let number)):
            checkBounds(number, rules, subject: subject, into: &violations)
        case (.boolean, .bool):
            break
        case (.array(let items, let minimum, let maximum), .array(let elements)):
            if let rule = CountRule(minimum: minimum, maximum: maximum).violation(count: elements.count) {
                violations.append("\(subject) has \(elements.count) \(elements.count == 1 ? "item" : "items"); \(rule)")
            }
            for (index, element) in elements.enumerated() {
                check(
                    element, against: items, path: PropertyPath.join(path, PropertyPath.index(index)), into: &violations
                )
            }
        case (.object(let object), .structure(let properties, let keys)):
            checkObject(object, properties, keys, path: path, into: &violations)
        case (.reference(let name), _):
            if let target = definitions[name] ?? rootIfNamed(name) {
                check(content, against: target, path: path, into: &violations)
            } else {
                violations.append("the schema refers to the type \"\(name)\", which is not defined")
            }
        case (.anyOf(let members), _):
            let matches = members.contains { member in
                var memberViolations: [String] = []
                check(content, against: member, path: path, into: &memberViolations)
                return memberViolations.isEmpty
            }
            if !matches { violations.append("\(subject) matches none of the allowed shapes") }
        case (.constantArray(let values), .array(let elements)):
            let isSame =
                elements.count == values.count
                && zip(elements, values).allSatisfy { element, value in
                    if case .string(let text) = element.kind { return text == value }
                    return false
                }
            if !isSame { violations.append("\(subject) must be exactly \(values.generatedContent.jsonString)") }
        case (.constantArray, _): wrongType("an array")
        case (.string, _): wrongType("a string")
        case (.integer, _): wrongType("a whole number")
        case (.number, _): wrongType("a number")
        case (.boolean, _): wrongType("a boolean")
        case (.array, _): wrongType("an array")
        case (.object, _): wrongType("an object")
        }
    }

    private func rootIfNamed(_ name: String) -> SchemaNode? {
        if case .object(let object) = root, object.name == name { return root }
        return nil
    }

    private func checkObject(
        _ object: ObjectSchema, _ properties: [String: GeneratedContent], _ keys: [String], path: String,
        into violations: inout [String]
    ) {
        for property in object.properties {
            let propertyPath = PropertyPath.join(path, property.name)
            guard let value = properties[property.name] else {
                if !property.isOptional { violations.append("missing property \"\(propertyPath)\"") }
                continue
            }
            if property.isOptional, case .null = value.kind { continue }
            check(value, against: property.node, path: propertyPath, into: &violations)
        }
        let allowed = Set(object.properties.map(\.name))
        for key in keys where !allowed.contains(key) {
            let names = object.properties.map(\.name).joined(separator: ", ")
            violations.append(
                "unexpected property \"\(PropertyPath.join(path, key))\"; the allowed properties are: \(names)")
        }
    }

    private func checkString(_ text: String, _ rules: StringRules, subject: String, into violations: inout [String]) {
        if let choices = rules.choices, !choices.contains(text) {
            if choices.count == 1 {
                violations.append("\(subject) \(Self.quote(text)) must be exactly \(Self.quote(choices[0]))")
            } else {
                violations.append("\(subject) \(Self.quote(text)) is not one of: \(choices.joined(separator: ", "))")
            }
        }
        if let pattern = rules.pattern, !rules.isPatternSamplingOnly {
            let anchored = PortablePattern.rewrite(pattern)
            let range = NSRange(text.startIndex..., in: text)
            let matches = (try? NSRegularExpression(pattern: anchored))
                .map { $0.firstMatch(in: text, range: range) != nil }
            switch matches {
            case .some(true): break
            case .some(false):
                violations.append("\(subject) \(Self.quote(text)) does not match the pattern \(anchored)")
            case .none: violations.append("the pattern \(anchored) for \(subject) is not a valid regular expression")
            }
        }
    }

    private func checkBounds(_ number: Double, _ rules: NumberRules, subject: String, into violations: inout [String]) {
        let value = JSONWriter.format(number)
        if let minimum = rules.minimum, number < minimum {
            violations.append("\(subject) is \(value); the minimum is \(JSONWriter.format(minimum))")
        }
        if let maximum = rules.maximum, number > maximum {
            violations.append("\(subject) is \(value); the maximum is \(JSONWriter.format(maximum))")
        }
    }

    /// A value quoted for a message, shortened so a runaway string cannot flood a retry prompt.
    static func quote(_ text: String) -> String {
        let shown = text.count > 80 ? String(text.prefix(80)) + "…" : text
        return GeneratedContent(kind: .string(shown)).jsonString
    }
}

/// Inclusive bounds on an array's length, phrased for messages.
struct CountRule {
    var minimum: Int?
    var maximum: Int?

    /// The broken rule in words, or nil when `count` is allowed.
    func violation(count: Int) -> String? {
        guard count < (minimum ?? Int.min) || count > (maximum ?? Int.max) else { return nil }
        return requirement
    }

    /// `exactly 4 are required`, `between 2 and 5 are required`, `at least 2 are required`, `at most 5 are allowed`.
    var requirement: String {
        switch (minimum, maximum) {
        case (let low?, let high?) where low == high: return "exactly \(low) \(low == 1 ? "is" : "are") required"
        case (let low?, let high?): return "between \(low) and \(high) are required"
        case (let low?, nil): return "at least \(low) \(low == 1 ? "is" : "are") required"
        case (nil, let high?): return "at most \(high) \(high == 1 ? "is" : "are") allowed"
        case (nil, nil): return "any number is allowed"
        }
    }
}
