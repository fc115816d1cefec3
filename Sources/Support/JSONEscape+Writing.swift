extension JSONEscape {
    /// Appends `text` as a quoted JSON string: the package's one JSON string writer (history lines,
    /// `JSONWriter` for generated content, and the JSON and JSONL exports).
    ///
    /// It escapes exactly what Foundation's `JSONEncoder` escapes with `.withoutEscapingSlashes`, so an
    /// export written here is byte for byte the one the encoder wrote: `"` and `\` with a backslash, the
    /// control characters that have one (`\b \f \n \r \t`) by their letter, the other control characters
    /// as `\u00xx` in lower-case hex. Everything else, `/`, DEL, non-ASCII and U+2028/U+2029 included,
    /// is copied as its UTF-8, in runs rather than a byte at a time, since most strings escape nothing.
    package static func appendQuoted(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            for index in bytes.indices where needsEscaping(bytes[index]) {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                appendEscape(of: bytes[index], to: &out)
                runStart = index + 1
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
        out.append(UInt8(ascii: "\""))
    }

    /// Whether a byte of a string's UTF-8 must be escaped inside a JSON string.
    package static func needsEscaping(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// The escape for one byte `needsEscaping` picked: the inverse of `simpleEscape` where a letter
    /// exists, `\u00xx` otherwise.
    private static func appendEscape(of byte: UInt8, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte)
        case 0x08: out.append(UInt8(ascii: "b"))
        case 0x0C: out.append(UInt8(ascii: "f"))
        case 0x0A: out.append(UInt8(ascii: "n"))
        case 0x0D: out.append(UInt8(ascii: "r"))
        case 0x09: out.append(UInt8(ascii: "t"))
        default:
            out.append(UInt8(ascii: "u"))
            out.append(UInt8(ascii: "0"))
            out.append(UInt8(ascii: "0"))
            out.append(lowerHexDigit(byte >> 4))
            out.append(lowerHexDigit(byte & 0x0F))
        }
    }

    /// The lower-case hex digit for a value below 16, as `JSONEncoder` writes `\u001f`.
    private static func lowerHexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
