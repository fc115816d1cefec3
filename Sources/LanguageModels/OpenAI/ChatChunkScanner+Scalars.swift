import Support

/// The scalars of a chunk, and stepping over (while checking) the values it does not read.
extension ChatChunkScanner {
    /// A string or `null` (`.some(nil)`); nil when the value is neither or the string is not readable.
    mutating func readOptionalString() -> String?? {
        skipWhitespace()
        if takeNull() { return .some(nil) }
        guard let text = readString() else { return nil }
        return .some(text)
    }

    private mutating func readString() -> String? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") {
            guard bytes[index] >= 0x20 else { return nil }
            index += 1
        }
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "\"") {
            index += 1
            return String(validating: UnsafeBufferPointer(rebasing: bytes[start..<index - 1]), as: UTF8.self)
        }
        var decoded = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return String(validating: decoded, as: UTF8.self)
            case UInt8(ascii: "\\"): guard JSONEscape.decode(bytes, at: &index, into: &decoded) else { return nil }
            case ..<0x20: return nil
            default: decoded.append(byte)
            }
        }
        return nil
    }

    /// Steps over one value we do not read, checking it is well-formed JSON.
    mutating func skipValue() -> Bool {
        skipWhitespace()
        guard index < bytes.count else { return false }
        switch bytes[index] {
        case UInt8(ascii: "\""): return readString() != nil
        case UInt8(ascii: "{"): return readObject((), member: { scanner, _, _ in scanner.skipValue() }) != nil
        case UInt8(ascii: "["):
            guard depth < Self.maximumDepth else { return false }
            depth += 1
            defer { depth -= 1 }
            index += 1
            if take(UInt8(ascii: "]")) { return true }
            repeat {
                guard skipValue() else { return false }
            } while take(UInt8(ascii: ","))
            return take(UInt8(ascii: "]"))
        case UInt8(ascii: "t"): return takeLiteral("true")
        case UInt8(ascii: "f"): return takeLiteral("false")
        case UInt8(ascii: "n"): return takeNull()
        default: return skipNumber()
        }
    }

    /// A JSON number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    private mutating func skipNumber() -> Bool {
        _ = take(UInt8(ascii: "-"), skippingWhitespace: false)
        if take(UInt8(ascii: "0"), skippingWhitespace: false) {
            // No leading zeros.
        } else if skipDigits() == 0 {
            return false
        }
        if take(UInt8(ascii: "."), skippingWhitespace: false), skipDigits() == 0 { return false }
        if take(UInt8(ascii: "e"), skippingWhitespace: false) || take(UInt8(ascii: "E"), skippingWhitespace: false) {
            if !take(UInt8(ascii: "+"), skippingWhitespace: false) {
                _ = take(UInt8(ascii: "-"), skippingWhitespace: false)
            }
            if skipDigits() == 0 { return false }
        }
        return true
    }

    private mutating func skipDigits() -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }

    mutating func takeNull() -> Bool { takeLiteral("null") }

    private mutating func takeLiteral(_ literal: StaticString) -> Bool {
        skipWhitespace()
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count,
            UnsafeBufferPointer(rebasing: bytes[index..<index + count]).elementsEqual(
                UnsafeBufferPointer(start: literal.utf8Start, count: count))
        else { return false }
        index += count
        return true
    }

    /// Consumes `byte` if it comes next (after whitespace, unless inside a token).
    mutating func take(_ byte: UInt8, skippingWhitespace: Bool = true) -> Bool {
        if skippingWhitespace { skipWhitespace() }
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    var isAtEnd: Bool {
        mutating get {
            skipWhitespace()
            return index == bytes.count
        }
    }
}
