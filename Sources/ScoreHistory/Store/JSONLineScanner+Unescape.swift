import Support

extension JSONLineScanner {
    /// Decodes the JSON escapes in a string's raw bytes; nil for a malformed escape.
    static func unescape(_ raw: UnsafeBufferPointer<UInt8>) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            index += 1
            guard byte == UInt8(ascii: "\\") else {
                out.append(byte)
                continue
            }
            guard JSONEscape.decode(raw, at: &index, into: &out) else { return nil }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
