import Foundation

/// An incremental, iterative JSON parser: bytes go in as they arrive, and at any point it can say what
/// the document holds so far.
///
/// It keeps an explicit stack instead of recursing, so nesting depth is bounded by `limits`, never by
/// the thread's stack. Both `GeneratedContent(json:)` and `PartialJSONDecoder` run on it, so the
/// complete and the streaming paths cannot disagree.
struct JSONStreamParser: Sendable {
    /// What the next significant byte must be.
    enum Expectation: Sendable {
        case value, valueOrArrayEnd, key, keyOrObjectEnd, colon, commaOrEnd, endOfDocument
    }

    /// The scalar currently being read.
    enum TokenKind: Sendable {
        case none, string, number, literal
    }

    /// An open array or object. A struct (not an enum) so appends mutate in place, keeping parsing linear.
    struct Frame: Sendable {
        var isArray: Bool
        var elements: [GeneratedContent] = []
        var properties: [String: GeneratedContent] = [:]
        var keys: [String] = []
        /// The key whose value is being read.
        var pendingKey: String?
    }

    let limits: JSONParsingLimits
    var stack: [Frame] = []
    var expectation = Expectation.value
    var result: GeneratedContent?
    /// Bytes consumed so far; the offset reported in errors.
    var offset = 0
    var failure: GuidedGenerationError?

    var tokenKind = TokenKind.none
    /// A string's decoded UTF-8 bytes, or a number's characters.
    var buffer: [UInt8] = []
    var isKey = false
    var escape = EscapeState.none
    var pendingHighSurrogate: UInt32?
    var literal: [UInt8] = []
    var literalMatched = 0
    var literalValue = GeneratedContent.Kind.null

    init(limits: JSONParsingLimits) {
        self.limits = limits
        ParseObservation.onParse?()
    }

    /// Feeds the next piece of the document.
    /// - Throws: The first error in the document; once failed, every later call throws it again.
    mutating func consume(_ chunk: String) throws {
        if let failure { throw failure }
        let total = offset + chunk.utf8.count
        guard total <= limits.maximumByteCount else {
            try fail(.documentTooLarge(byteCount: total, limit: limits.maximumByteCount))
        }
        do {
            let handled: Void? = try chunk.utf8.withContiguousStorageIfAvailable { try consume(bytes: $0) }
            if handled == nil { try consume(bytes: Array(chunk.utf8)) }
        } catch let error as GuidedGenerationError {
            try fail(error)
        }
    }

    private mutating func consume(bytes: some Collection<UInt8>) throws {
        for byte in bytes {
            try step(byte)
            offset += 1
        }
    }

    private mutating func fail(_ error: GuidedGenerationError) throws -> Never {
        failure = error
        throw error
    }

    /// Ends the document: a trailing top-level number completes, anything still open is an error.
    mutating func finish() throws -> GeneratedContent {
        if let failure { throw failure }
        if tokenKind == .number, stack.isEmpty {
            do { try finishNumber() } catch let error as GuidedGenerationError { try fail(error) }
        }
        if let result { return result }
        if expectation == .value, stack.isEmpty, tokenKind == .none {
            throw GuidedGenerationError.invalidJSON(
                reason: "expected a JSON value, found the end of the text", offset: offset)
        }
        throw GuidedGenerationError.incompleteDocument
    }

    private mutating func step(_ byte: UInt8) throws {
        switch tokenKind {
        case .string:
            return try stringByte(byte)
        case .literal:
            return try literalByte(byte)
        case .number:
            if Self.isNumberByte(byte) { return buffer.append(byte) }
            try finishNumber()
        case .none:
            break
        }
        try structural(byte)
    }

    private mutating func structural(_ byte: UInt8) throws {
        if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { return }
        switch expectation {
        case .value:
            try startValue(byte)
        case .valueOrArrayEnd:
            if byte == UInt8(ascii: "]") { return try closeContainer() }
            try startValue(byte)
        case .keyOrObjectEnd, .key:
            if byte == UInt8(ascii: "}"), expectation == .keyOrObjectEnd { return try closeContainer() }
            guard byte == UInt8(ascii: "\"") else { throw invalid("expected a property name in double quotes", byte) }
            startString(isKey: true)
        case .colon:
            guard byte == UInt8(ascii: ":") else {
                throw invalid("expected ':' after the property name \"\(stack.last?.pendingKey ?? "")\"", byte)
            }
            expectation = .value
        case .commaOrEnd:
            try commaOrEnd(byte)
        case .endOfDocument:
            throw invalid("unexpected text after the end of the document", byte)
        }
    }

    private mutating func commaOrEnd(_ byte: UInt8) throws {
        let isArray = stack.last?.isArray ?? false
        switch byte {
        case UInt8(ascii: ","):
            expectation = isArray ? .value : .key
        case UInt8(ascii: "]") where isArray, UInt8(ascii: "}") where !isArray:
            try closeContainer()
        default:
            if isArray { throw invalid("expected ',' or ']' after an array element", byte) }
            let last = stack.last?.keys.last ?? ""
            throw invalid("expected ',' or '}' after the property \"\(last)\"", byte)
        }
    }

    private mutating func startValue(_ byte: UInt8) throws {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard stack.count < limits.maximumDepth else {
                throw GuidedGenerationError.nestingTooDeep(limit: limits.maximumDepth, offset: offset)
            }
            let isArray = byte == UInt8(ascii: "[")
            stack.append(Frame(isArray: isArray))
            expectation = isArray ? .valueOrArrayEnd : .keyOrObjectEnd
        case UInt8(ascii: "\""):
            startString(isKey: false)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            tokenKind = .number
            buffer = [byte]
        case UInt8(ascii: "t"): startLiteral("true", .bool(true))
        case UInt8(ascii: "f"): startLiteral("false", .bool(false))
        case UInt8(ascii: "n"): startLiteral("null", .null)
        default:
            throw invalid("expected a JSON value", byte)
        }
    }

    private mutating func closeContainer() throws {
        guard let frame = stack.popLast() else { return }
        let kind: GeneratedContent.Kind =
            frame.isArray ? .array(frame.elements) : .structure(properties: frame.properties, orderedKeys: frame.keys)
        try deliver(GeneratedContent(kind: kind))
    }

    /// Places a finished value in its container, or makes it the document.
    mutating func deliver(_ value: GeneratedContent) throws {
        guard !stack.isEmpty else {
            result = value
            expectation = .endOfDocument
            return
        }
        let top = stack.count - 1
        if stack[top].isArray {
            stack[top].elements.append(value)
        } else if let key = stack[top].pendingKey {
            stack[top].properties[key] = value
            stack[top].keys.append(key)
            stack[top].pendingKey = nil
        }
        expectation = .commaOrEnd
    }

    /// A syntax error at the current byte, quoting it.
    func invalid(_ reason: String, _ byte: UInt8) -> GuidedGenerationError {
        let found: String
        if byte >= 0x20, byte < 0x7F {
            found = "'\(Character(Unicode.Scalar(byte)))'"
        } else if byte < 0x20 {
            found = "the control character 0x\(String(byte, radix: 16, uppercase: true))"
        } else {
            found = "a non-ASCII character"
        }
        return .invalidJSON(reason: "\(reason), found \(found)", offset: offset)
    }
}

/// Lets a test count the JSON documents parsed while it runs, to show that a model's reply is parsed
/// once (the partial decoder's document is used, not the text again).
///
/// Task-local, so nothing global changes and tests running side by side never see each other's parses.
package enum ParseObservation {
    /// Called once for every document a parser starts on: `GeneratedContent(json:)` or a `PartialJSONDecoder`.
    @TaskLocal package static var onParse: (@Sendable () -> Void)?
}
