import Foundation

// MARK: - String

extension String: Generable {
    public static var generationSchema: GenerationSchema { GenerationSchema(root: .string(StringRules())) }

    public init(_ content: GeneratedContent) throws {
        guard case .string(let text) = content.kind else { throw content.mismatch(required: "a string") }
        self = text
    }

    public var generatedContent: GeneratedContent { GeneratedContent(kind: .string(self)) }
}

// MARK: - Bool

extension Bool: Generable {
    public static var generationSchema: GenerationSchema { GenerationSchema(root: .boolean) }

    public init(_ content: GeneratedContent) throws {
        guard case .bool(let flag) = content.kind else { throw content.mismatch(required: "a boolean") }
        self = flag
    }

    public var generatedContent: GeneratedContent { GeneratedContent(kind: .bool(self)) }
}

// MARK: - Int

extension Int: Generable {
    public static var generationSchema: GenerationSchema { GenerationSchema(root: .integer(NumberRules())) }

    public init(_ content: GeneratedContent) throws {
        guard case .number(let number) = content.kind else { throw content.mismatch(required: "a whole number") }
        guard let whole = Int(exactly: number) else {
            throw GuidedGenerationError.decodingFailure(
                path: "", issue: .unrepresentableNumber(value: JSONWriter.format(number), required: "a whole number"))
        }
        self = whole
    }

    public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(Double(self))) }
}

// MARK: - Double

extension Double: Generable {
    public static var generationSchema: GenerationSchema { GenerationSchema(root: .number(NumberRules())) }

    public init(_ content: GeneratedContent) throws {
        guard case .number(let number) = content.kind else { throw content.mismatch(required: "a number") }
        self = number
    }

    public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(self)) }
}

// MARK: - Decimal

extension Decimal: Generable {
    public static var generationSchema: GenerationSchema { GenerationSchema(root: .number(NumberRules())) }

    /// Goes through the shortest decimal spelling of the number, so `0.1` stays exactly `0.1`.
    public init(_ content: GeneratedContent) throws {
        guard case .number(let number) = content.kind else { throw content.mismatch(required: "a number") }
        guard let decimal = Decimal(string: JSONWriter.format(number)) else {
            throw GuidedGenerationError.decodingFailure(
                path: "", issue: .unrepresentableNumber(value: JSONWriter.format(number), required: "a decimal number"))
        }
        self = decimal
    }

    public var generatedContent: GeneratedContent {
        GeneratedContent(kind: .number(Double(truncating: self as NSDecimalNumber)))
    }
}
