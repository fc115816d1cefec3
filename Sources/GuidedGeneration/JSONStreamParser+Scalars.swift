import Foundation
import Support

/// Where the string reader is inside a backslash escape.
enum EscapeState: Sendable, Equatable {
    case none
    case backslash
    /// Inside `\uXXXX`, with `digits` hex digits read so far.
    case unicode(digits: Int, value: UInt32)
}

// MARK: - Strings

extension JSONStreamParser {
    mutating func startString(isKey: Bool) {
        tokenKind = .string
        self.isKey = isKey
        buffer.removeAll(keepingCapacity: true)
        escape = .none
        pendingHighSurrogate = nil
    }

    mutating func stringByte(_ byte: UInt8) throws {
        switch escape {
        case .none:
            if pendingHighSurrogate != nil, byte != UInt8(ascii: "\\") { throw unpairedSurrogate() }
            switch byte {
            case UInt8(ascii: "\""): try finishString()
            case UInt8(ascii: "\\"): escape = .backslash
            case 0..<0x20: throw invalid("a control character inside a string must be escaped (for example \\n)", byte)
            default: buffer.append(byte)
            }
        case .backslash:
            if pendingHighSurrogate != nil, byte != UInt8(ascii: "u") { throw unpairedSurrogate() }
            escape = .none
            if let simple = JSONEscape.simpleEscape(byte) {
                buffer.append(simple)
            } else if byte == UInt8(ascii: "u") {
                escape = .unicode(digits: 0, value: 0)
            } else {
                throw invalid("invalid escape sequence in a string", byte)
            }
        case .unicode(let digits, let value):
            guard let digit = JSONEscape.hexValue(byte) else {
                throw invalid("expected a hex digit in a \\u escape", byte)
            }
            let next = value << 4 | digit
            if digits < 3 {
                escape = .unicode(digits: digits + 1, value: next)
            } else {
                escape = .none
                try appendEscaped(next)
            }
        }
    }

    /// Adds a `\uXXXX` code unit, pairing UTF-16 surrogates into one scalar.
    private mutating func appendEscaped(_ unit: UInt32) throws {
        if let high = pendingHighSurrogate {
            guard (0xDC00...0xDFFF).contains(unit) else { throw unpairedSurrogate() }
            pendingHighSurrogate = nil
            return appendScalar(JSONEscape.combining(high: high, low: unit))
        }
        switch unit {
        case 0xD800...0xDBFF: pendingHighSurrogate = unit
        case 0xDC00...0xDFFF: throw unpairedSurrogate()
        default: appendScalar(unit)
        }
    }

    private mutating func appendScalar(_ value: UInt32) {
        guard let scalar = Unicode.Scalar(value) else { return }
        buffer.append(contentsOf: String(Character(scalar)).utf8)
    }

    private func unpairedSurrogate() -> GuidedGenerationError {
        .invalidJSON(
            reason: "a \\u escape holds half of a UTF-16 surrogate pair without the other half", offset: offset)
    }

    private mutating func finishString() throws {
        tokenKind = .none
        let text = String(decoding: buffer, as: UTF8.self)
        guard isKey else { return try deliver(GeneratedContent(kind: .string(text))) }
        let top = stack.count - 1
        if stack[top].properties[text] != nil {
            throw GuidedGenerationError.invalidJSON(reason: "the property \"\(text)\" appears twice", offset: offset)
        }
        stack[top].pendingKey = text
        expectation = .colon
    }

    /// The text read so far of the string being read.
    var partialString: String { String(decoding: buffer, as: UTF8.self) }
}

// MARK: - Numbers and literals

extension JSONStreamParser {
    static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
            UInt8(ascii: "e"), UInt8(ascii: "E"):
            return true
        default:
            return false
        }
    }

    /// Checks the characters read against JSON's number grammar and converts them.
    mutating func finishNumber() throws {
        tokenKind = .none
        let text = String(decoding: buffer, as: UTF8.self)
        let quoted = text.count > 40 ? String(text.prefix(40)) + "…" : text
        guard Self.isValidNumber(buffer) else {
            throw GuidedGenerationError.invalidJSON(reason: "\"\(quoted)\" is not a valid number", offset: offset)
        }
        guard let number = Double(text), number.isFinite else {
            throw GuidedGenerationError.invalidJSON(reason: "the number \(quoted) is too large", offset: offset)
        }
        try deliver(GeneratedContent(kind: .number(number)))
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`
    static func isValidNumber(_ bytes: [UInt8]) -> Bool {
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - start
        }
        func skip(_ allowed: String) -> Bool {
            guard index < bytes.count, allowed.utf8.contains(bytes[index]) else { return false }
            index += 1
            return true
        }
        _ = skip("-")
        let leadingZero = index < bytes.count && bytes[index] == UInt8(ascii: "0")
        let integerDigits = digits()
        guard integerDigits > 0, !(leadingZero && integerDigits > 1) else { return false }
        if skip("."), digits() == 0 { return false }
        if skip("eE") {
            _ = skip("+-")
            if digits() == 0 { return false }
        }
        return index == bytes.count
    }

    mutating func startLiteral(_ word: String, _ value: GeneratedContent.Kind) {
        tokenKind = .literal
        literal = Array(word.utf8)
        literalMatched = 1
        literalValue = value
    }

    mutating func literalByte(_ byte: UInt8) throws {
        guard byte == literal[literalMatched] else {
            throw invalid("expected \(String(decoding: literal, as: UTF8.self))", byte)
        }
        literalMatched += 1
        if literalMatched == literal.count {
            tokenKind = .none
            try deliver(GeneratedContent(kind: literalValue))
        }
    }
}
