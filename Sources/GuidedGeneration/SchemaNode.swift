import Foundation

/// Constraints on a string: a closed set of values and/or a regular expression.
struct StringRules: Sendable, Equatable {
    /// The allowed values; a single value is a constant.
    var choices: [String]?
    /// The pattern as written by the schema author (anchored and rewritten only on export).
    var pattern: String?
    /// Whether `pattern` only steers the server's sampling and is not checked on the result.
    var isPatternSamplingOnly = false
}

/// Inclusive bounds on a number.
struct NumberRules: Sendable, Equatable {
    var minimum: Double?
    var maximum: Double?
}

/// One node of a schema tree: what a value must look like.
indirect enum SchemaNode: Sendable, Equatable {
    case string(StringRules)
    case integer(NumberRules)
    case number(NumberRules)
    case boolean
    case array(items: SchemaNode, minimumCount: Int?, maximumCount: Int?)
    case object(ObjectSchema)
    /// A named type in the schema's definitions.
    case reference(String)
    /// Any one of several schemas.
    case anyOf([SchemaNode])
    /// An array that must be exactly these strings, in order.
    case constantArray([String])
}

/// A named object type with its ordered properties.
struct ObjectSchema: Sendable, Equatable {
    var name: String
    var description: String?
    var properties: [GenerationSchema.Property]
}

// MARK: - Applying guides

extension SchemaNode {
    /// This node with `rules` applied; rules that do not fit the node's type are ignored, which the
    /// typed `GenerationGuide` statics make impossible from public API.
    func applying(_ rules: [GuideRule]) -> SchemaNode {
        rules.reduce(self) { $0.applying($1) }
    }

    private func applying(_ rule: GuideRule) -> SchemaNode {
        switch (self, rule) {
        case (.string(var strings), .anyOf(let values)):
            strings.choices = values
            return .string(strings)
        case (.string(var strings), .pattern(let pattern)):
            strings.pattern = pattern
            strings.isPatternSamplingOnly = false
            return .string(strings)
        case (.string(var strings), .samplingPattern(let pattern)):
            strings.pattern = pattern
            strings.isPatternSamplingOnly = true
            return .string(strings)
        case (.integer(let numbers), .minimum(_)), (.integer(let numbers), .maximum(_)):
            return .integer(numbers.applying(rule))
        case (.number(let numbers), .minimum(_)), (.number(let numbers), .maximum(_)):
            return .number(numbers.applying(rule))
        case (.array(let items, _, let maximum), .minimumCount(let minimum)):
            return .array(items: items, minimumCount: minimum, maximumCount: maximum)
        case (.array(let items, let minimum, _), .maximumCount(let maximum)):
            return .array(items: items, minimumCount: minimum, maximumCount: maximum)
        case (.array, .constantItems(let values)):
            return .constantArray(values)
        case (.array(let items, let minimum, let maximum), .element(let elementRules)):
            return .array(items: items.applying(elementRules), minimumCount: minimum, maximumCount: maximum)
        default:
            return self
        }
    }
}

extension NumberRules {
    fileprivate func applying(_ rule: GuideRule) -> NumberRules {
        var copy = self
        switch rule {
        case .minimum(let value): copy.minimum = value
        case .maximum(let value): copy.maximum = value
        default: break
        }
        return copy
    }
}
