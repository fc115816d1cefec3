import Foundation

/// One constraint, independent of the Swift type it was written for.
enum GuideRule: Sendable, Equatable {
    case description(String)
    case anyOf([String])
    case pattern(String)
    /// A pattern for the server's sampler only (see `GenerationGuide.samplingPattern(_:)`).
    case samplingPattern(String)
    case minimum(Double)
    case maximum(Double)
    case minimumCount(Int)
    case maximumCount(Int)
    case element([GuideRule])
    /// The whole array must be exactly these strings, in this order.
    case constantItems([String])
}

/// Constraints on one generated value, typed by the value they constrain so only sensible guides compile
/// (`.pattern` on a `String`, `.count` on an array).
///
/// The guides are both sent to the model (as JSON Schema) and checked on the result by
/// `GenerationSchema.validate(_:)`, because some servers silently ignore what they cannot enforce.
public struct GenerationGuide<Value>: Sendable {
    let rules: [GuideRule]

    init(_ rules: [GuideRule]) {
        self.rules = rules
    }

    /// A description for the model, used when the property itself has none.
    public static func description(_ text: String) -> GenerationGuide<Value> { .init([.description(text)]) }
}

// MARK: - Strings

extension GenerationGuide where Value == String {
    /// The value must be exactly `value`.
    public static func constant(_ value: String) -> GenerationGuide<String> { .init([.anyOf([value])]) }

    /// The value must be one of `values`, spelled exactly.
    public static func anyOf(_ values: [String]) -> GenerationGuide<String> { .init([.anyOf(values)]) }

    /// The whole value must match `regex` (it is anchored on export and when checked).
    public static func pattern(_ regex: String) -> GenerationGuide<String> { .init([.pattern(regex)]) }

    /// Sent to the server like `pattern(_:)`, so a grammar-constrained server samples only matching
    /// text, but not checked on the result: for a pattern narrower than what the client accepts
    /// (a grammar can carry no `"` inside a JSON string), when the client checks the substance
    /// itself and a server that ignores the schema should not lose good replies to the narrowing.
    public static func samplingPattern(_ regex: String) -> GenerationGuide<String> {
        .init([.samplingPattern(regex)])
    }
}

// MARK: - Fixed arrays

extension GenerationGuide where Value == [String] {
    /// The array must be exactly `values`, in this order: sent as an `enum` of the one array, which
    /// llama.cpp's grammar writes as one literal (JSON Schema's safe subset has no fixed tuple).
    public static func constant(_ values: [String]) -> GenerationGuide<[String]> { .init([.constantItems(values)]) }
}

// MARK: - Numbers

extension GenerationGuide where Value == Int {
    /// The value must be at least `value`.
    public static func minimum(_ value: Int) -> GenerationGuide<Int> { .init([.minimum(Double(value))]) }
    /// The value must be at most `value`.
    public static func maximum(_ value: Int) -> GenerationGuide<Int> { .init([.maximum(Double(value))]) }
    /// The value must lie in `range`, bounds included.
    public static func range(_ range: ClosedRange<Int>) -> GenerationGuide<Int> {
        .init([.minimum(Double(range.lowerBound)), .maximum(Double(range.upperBound))])
    }
}

extension GenerationGuide where Value == Double {
    /// The value must be at least `value`.
    public static func minimum(_ value: Double) -> GenerationGuide<Double> { .init([.minimum(value)]) }
    /// The value must be at most `value`.
    public static func maximum(_ value: Double) -> GenerationGuide<Double> { .init([.maximum(value)]) }
    /// The value must lie in `range`, bounds included.
    public static func range(_ range: ClosedRange<Double>) -> GenerationGuide<Double> {
        .init([.minimum(range.lowerBound), .maximum(range.upperBound)])
    }
}

extension GenerationGuide where Value == Decimal {
    /// The value must be at least `value`.
    public static func minimum(_ value: Decimal) -> GenerationGuide<Decimal> { .init([.minimum(value.asDouble)]) }
    /// The value must be at most `value`.
    public static func maximum(_ value: Decimal) -> GenerationGuide<Decimal> { .init([.maximum(value.asDouble)]) }
    /// The value must lie in `range`, bounds included.
    public static func range(_ range: ClosedRange<Decimal>) -> GenerationGuide<Decimal> {
        .init([.minimum(range.lowerBound.asDouble), .maximum(range.upperBound.asDouble)])
    }
}

extension Decimal {
    fileprivate var asDouble: Double { Double(truncating: self as NSDecimalNumber) }
}

// MARK: - Arrays

extension GenerationGuide {
    /// The array must have exactly `count` elements.
    public static func count<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] {
        .init([.minimumCount(count), .maximumCount(count)])
    }

    /// The array's length must lie in `range`, bounds included.
    public static func count<Element>(_ range: ClosedRange<Int>) -> GenerationGuide<[Element]>
    where Value == [Element] {
        .init([.minimumCount(range.lowerBound), .maximumCount(range.upperBound)])
    }

    /// The array must have at least `count` elements.
    public static func minimumCount<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] {
        .init([.minimumCount(count)])
    }

    /// The array must have at most `count` elements.
    public static func maximumCount<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] {
        .init([.maximumCount(count)])
    }

    /// Every element must satisfy `guide`.
    public static func element<Element>(_ guide: GenerationGuide<Element>) -> GenerationGuide<[Element]>
    where Value == [Element] {
        .init([.element(guide.rules)])
    }
}

// MARK: - Descriptions

extension Sequence {
    /// The last `description` among guides, which `Property` uses when it has no description of its own.
    func guideDescription<Value>() -> String? where Element == GenerationGuide<Value> {
        flatMap(\.rules).reduce(nil) { found, rule in
            if case .description(let text) = rule { return text }
            return found
        }
    }
}
