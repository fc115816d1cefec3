#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small JSON reader for one flat history line, working on raw bytes without allocating.
///
/// It understands exactly what history lines contain: an object whose values are strings,
/// numbers, booleans, null or arrays of strings (and skips nested values of unknown keys).
/// Anything it cannot read makes it return nil, and the caller falls back to `JSONDecoder`.
struct JSONLineScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position >= bytes.count }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    /// Consumes `byte` (after white space) and reports whether it was there.
    mutating func consume(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// The raw bytes between the quotes of the next string, and whether they contain escapes.
    ///
    /// - Parameter isCheckingEscapes: Skipped values need not know, which saves a pass over them.
    mutating func rawString(isCheckingEscapes: Bool = true) -> (range: Range<Int>, hasEscapes: Bool)? {
        guard consume(UInt8(ascii: "\"")), let base = bytes.baseAddress else { return nil }
        let start = position
        // Keys and short values end within a few bytes: a plain loop beats a memchr call there.
        let shortEnd = min(bytes.count, start + 16)
        while position < shortEnd {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\") { break }
            position += 1
            if byte == UInt8(ascii: "\"") { return (start..<(position - 1), false) }
        }
        // memchr to the next quote, then count the backslashes before it: an odd count escapes it.
        while position < bytes.count {
            guard let found = memchr(base + position, 0x22, bytes.count - position) else { return nil }
            let quote = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
            var backslashes = 0
            while quote - backslashes - 1 >= start, bytes[quote - backslashes - 1] == UInt8(ascii: "\\") {
                backslashes += 1
            }
            position = quote + 1
            if backslashes % 2 == 0 {
                let hasEscapes = isCheckingEscapes && memchr(base + start, 0x5C, quote - start) != nil
                return (start..<quote, hasEscapes)
            }
        }
        return nil
    }

    /// The next string, decoded.
    mutating func string() -> String? {
        guard let (range, hasEscapes) = rawString() else { return nil }
        let slice = UnsafeBufferPointer(rebasing: bytes[range])
        return hasEscapes ? Self.unescape(slice) : String(decoding: slice, as: UTF8.self)
    }

    /// Whether the bytes in `range` spell `key` exactly.
    @inline(__always)
    func matches(_ range: Range<Int>, _ key: StaticString) -> Bool {
        guard range.count == key.utf8CodeUnitCount, range.upperBound <= bytes.count, let base = bytes.baseAddress
        else { return false }
        return memcmp(base + range.lowerBound, key.utf8Start, range.count) == 0
    }

    mutating func bool() -> Bool? {
        skipWhitespace()
        if literal("true") { return true }
        if literal("false") { return false }
        return nil
    }

    /// Consumes `null` if it comes next.
    mutating func null() -> Bool {
        skipWhitespace()
        return literal("null")
    }

    /// Consumes exactly `word` at the current position (no white space skipped).
    mutating func literal(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count, matches(position..<(position + count), word) else { return false }
        position += count
        return true
    }

    /// A JSON number: `-? int (.frac)? ([eE] [+-]? exp)?`.
    mutating func number() -> Double? {
        skipWhitespace()
        var isNegative = false
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") {
            isNegative = true
            position += 1
        }
        var mantissa: Double = 0
        var exponent = 0
        var digits = 0
        while position < bytes.count, let digit = Self.digit(bytes[position]) {
            mantissa = mantissa * 10 + Double(digit)
            digits += 1
            position += 1
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            while position < bytes.count, let digit = Self.digit(bytes[position]) {
                mantissa = mantissa * 10 + Double(digit)
                exponent -= 1
                digits += 1
                position += 1
            }
        }
        guard digits > 0 else { return nil }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            var sign = 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+") {
                sign = bytes[position] == UInt8(ascii: "-") ? -1 : 1
                position += 1
            }
            var value = 0
            var expDigits = 0
            while position < bytes.count, let digit = Self.digit(bytes[position]), value < 10_000 {
                value = value * 10 + digit
                expDigits += 1
                position += 1
            }
            guard expDigits > 0 else { return nil }
            exponent += sign * value
        }
        let magnitude = exponent < 0 ? mantissa / Self.power10(-exponent) : mantissa * Self.power10(exponent)
        return isNegative ? -magnitude : magnitude
    }

    /// An array of strings.
    mutating func stringArray() -> [String]? {
        guard consume(UInt8(ascii: "[")) else { return nil }
        var items: [String] = []
        if consume(UInt8(ascii: "]")) { return items }
        repeat {
            guard let item = string() else { return nil }
            items.append(item)
        } while consume(UInt8(ascii: ","))
        return consume(UInt8(ascii: "]")) ? items : nil
    }

    /// Skips any JSON value, nested or not; false when it is malformed.
    mutating func skipValue(depth: Int = 0) -> Bool {
        skipWhitespace()
        guard position < bytes.count, depth < 32 else { return false }
        switch bytes[position] {
        case UInt8(ascii: "\""): return rawString(isCheckingEscapes: false) != nil
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return bool() != nil
        case UInt8(ascii: "n"): return null()
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            let isObject = bytes[position] == UInt8(ascii: "{")
            position += 1
            if consume(isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) { return true }
            repeat {
                if isObject {
                    guard rawString(isCheckingEscapes: false) != nil, consume(UInt8(ascii: ":")) else { return false }
                }
                guard skipValue(depth: depth + 1) else { return false }
            } while consume(UInt8(ascii: ","))
            return consume(isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
        default: return number() != nil
        }
    }

    private static func digit(_ byte: UInt8) -> Int? {
        byte >= 48 && byte <= 57 ? Int(byte - 48) : nil
    }

    private static func power10(_ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<min(exponent, 400) { result *= 10 }
        return result
    }
}
