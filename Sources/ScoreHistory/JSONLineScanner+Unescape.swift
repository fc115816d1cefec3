extension JSONLineScanner {
    /// Decodes the JSON escapes in a string's raw bytes; nil for a malformed escape.
    static func unescape(_ raw: UnsafeBufferPointer<UInt8>) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            guard byte == UInt8(ascii: "\\") else {
                out.append(byte)
                index += 1
                continue
            }
            guard index + 1 < raw.count else { return nil }
            let escaped = raw[index + 1]
            index += 2
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escaped)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "u"):
                guard var scalar = hex4(raw, at: index) else { return nil }
                index += 4
                if (0xD800..<0xDC00).contains(scalar) {
                    guard index + 6 <= raw.count, raw[index] == UInt8(ascii: "\\"), raw[index + 1] == UInt8(ascii: "u"),
                        let low = hex4(raw, at: index + 2), (0xDC00..<0xE000).contains(low)
                    else { return nil }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    index += 6
                }
                guard let unicode = Unicode.Scalar(scalar) else { return nil }
                out.append(contentsOf: Array(String(Character(unicode)).utf8))
            default: return nil
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func hex4(_ raw: UnsafeBufferPointer<UInt8>, at start: Int) -> UInt32? {
        guard start + 4 <= raw.count else { return nil }
        var value: UInt32 = 0
        for byte in raw[start..<(start + 4)] {
            let nibble: UInt8
            switch byte {
            case 48...57: nibble = byte - 48
            case 65...70: nibble = byte - 55
            case 97...102: nibble = byte - 87
            default: return nil
            }
            value = value << 4 | UInt32(nibble)
        }
        return value
    }
}
