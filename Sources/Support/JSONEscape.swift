/// JSON string escapes, decoded from raw bytes, for the readers that scan JSON without building values
/// (score-history lines, streamed chat chunks), and the escape letters, hex digits and surrogate pairs
/// the stream parser decodes a byte at a time: one escape decoder for the package. The writer that
/// escapes them again is in `JSONEscape+Writing.swift`.
package enum JSONEscape {
    /// Decodes the escape whose backslash comes just before `index` and appends it to `out` as UTF-8,
    /// moving `index` past it. False for a malformed escape: an unknown letter, a bad hex digit, or a
    /// surrogate without its pair.
    package static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int, into out: inout [UInt8]
    ) -> Bool {
        guard index < bytes.count else { return false }
        let byte = bytes[index]
        index += 1
        if let simple = simpleEscape(byte) {
            out.append(simple)
            return true
        }
        guard byte == UInt8(ascii: "u"), var scalar = hex4(bytes, at: index) else { return false }
        index += 4
        if (0xD800..<0xDC00).contains(scalar) {
            guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"),
                bytes[index + 1] == UInt8(ascii: "u"), let low = hex4(bytes, at: index + 2),
                (0xDC00..<0xE000).contains(low)
            else { return false }
            scalar = combining(high: scalar, low: low)
            index += 6
        }
        guard let unicode = Unicode.Scalar(scalar), let encoded = UTF8.encode(unicode) else { return false }
        out.append(contentsOf: encoded)
        return true
    }

    /// The byte a one-letter escape stands for (`n` for a line feed), or nil when `letter` is none of
    /// them: the one table for the readers above and the stream parser, which reads a byte at a time.
    package static func simpleEscape(_ letter: UInt8) -> UInt8? {
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): letter
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
    }

    /// The scalar value a UTF-16 surrogate pair (`\uD83D\uDE00`) encodes.
    package static func combining(high: UInt32, low: UInt32) -> UInt32 {
        0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
    }

    /// The value of one hex digit, either case.
    package static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private static func hex4(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> UInt32? {
        guard start + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for byte in bytes[start..<(start + 4)] {
            guard let digit = hexValue(byte) else { return nil }
            value = value << 4 | digit
        }
        return value
    }
}
