/// Reads the common streamed `chat.completion.chunk` without `JSONDecoder`, whose set-up costs more
/// per event than everything else a streamed token needs.
///
/// It reads only the shape a server sends for a plain token: one choice whose `delta` holds `content`,
/// `reasoning_content` and keys we do not read, and an optional `finish_reason`. Anything else (usage,
/// timings, a refusal, a whole `message`, several or no choices, an error, malformed JSON, a key
/// repeated) answers nil and goes to `JSONDecoder`, so the two paths cannot disagree.
struct ChatChunkScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    /// Open objects and arrays; deeper nesting is left to `JSONDecoder`, so hostile input cannot recurse far.
    private var depth = 0
    private static let maximumDepth = 32

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The chunk in `event`, or nil when it is not the plain shape (decode it with `JSONDecoder` then).
    static func payload(_ event: String) -> ChatCompletionPayload? {
        var event = event
        return event.withUTF8 { utf8 in
            var scanner = ChatChunkScanner(bytes: utf8)
            guard let choice = scanner.readObject(nil, member: Self.readChoices) ?? nil, scanner.isAtEnd else {
                return nil
            }
            return ChatCompletionPayload(choices: [choice], usage: nil, timings: nil)
        }
    }

    // MARK: The chunk's members

    private static func readChoices(
        _ scanner: inout ChatChunkScanner, key: Key, into choice: inout ChatCompletionPayload.Choice?
    ) -> Bool {
        switch key {
        case .choices:
            guard scanner.take(UInt8(ascii: "[")),
                let read = scanner.readObject(ChatCompletionPayload.Choice(), member: Self.readChoice),
                scanner.take(UInt8(ascii: "]"))
            else { return false }
            choice = read
            return true
        case .usage, .timings, .error: return scanner.takeNull()
        default: return scanner.skipValue()
        }
    }

    private static func readChoice(
        _ scanner: inout ChatChunkScanner, key: Key, into choice: inout ChatCompletionPayload.Choice
    ) -> Bool {
        switch key {
        case .delta:
            guard let delta = scanner.readObject(ChatMessagePayload(), member: Self.readDelta) else { return false }
            choice.delta = delta
            return true
        case .finishReason:
            guard let reason = scanner.readOptionalString() else { return false }
            choice.finishReason = reason
            return true
        case .message: return false
        default: return scanner.skipValue()
        }
    }

    private static func readDelta(
        _ scanner: inout ChatChunkScanner, key: Key, into delta: inout ChatMessagePayload
    ) -> Bool {
        switch key {
        case .content:
            guard let text = scanner.readOptionalString() else { return false }
            delta.content = text
            return true
        case .reasoningContent:
            guard let text = scanner.readOptionalString() else { return false }
            delta.reasoningContent = text
            return true
        case .refusal: return scanner.takeNull()
        default: return scanner.skipValue()
        }
    }

    // MARK: Objects and keys

    /// The keys the payload types decode; every other key is skipped, as `JSONDecoder` ignores it.
    enum Key: CaseIterable {
        case choices, usage, timings, error, delta, message, finishReason, content, reasoningContent, refusal, other

        var name: StaticString {
            switch self {
            case .choices: "choices"
            case .usage: "usage"
            case .timings: "timings"
            case .error: "error"
            case .delta: "delta"
            case .message: "message"
            case .finishReason: "finish_reason"
            case .content: "content"
            case .reasoningContent: "reasoning_content"
            case .refusal: "refusal"
            case .other: ""
            }
        }
    }

    /// Reads `{…}` into `initial`, handing each member's value to `member`; nil when the object or a
    /// member is not readable.
    private mutating func readObject<Value>(
        _ initial: Value, member: (inout ChatChunkScanner, Key, inout Value) -> Bool
    ) -> Value? {
        guard depth < Self.maximumDepth, take(UInt8(ascii: "{")) else { return nil }
        depth += 1
        defer { depth -= 1 }
        var value = initial
        var seen: [Key] = []
        if take(UInt8(ascii: "}")) { return value }
        repeat {
            guard let key = readKey(), take(UInt8(ascii: ":")) else { return nil }
            if key != .other {
                guard !seen.contains(key) else { return nil }
                seen.append(key)
            }
            guard member(&self, key, &value) else { return nil }
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "}")) ? value : nil
    }

    private mutating func readKey() -> Key? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            // An escaped or control character in a key: rare enough to leave to JSONDecoder.
            guard bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20 else { return nil }
            index += 1
        }
        guard index < bytes.count else { return nil }
        let name = UnsafeBufferPointer(rebasing: bytes[start..<index])
        index += 1
        for key in Key.allCases where key != .other {
            let expected = key.name
            if expected.utf8CodeUnitCount == name.count,
                name.elementsEqual(UnsafeBufferPointer(start: expected.utf8Start, count: expected.utf8CodeUnitCount))
            {
                return key
            }
        }
        return .other
    }

    // MARK: Scalars

    /// A string or `null` (`.some(nil)`); nil when the value is neither or the string is not readable.
    private mutating func readOptionalString() -> String?? {
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
            case UInt8(ascii: "\\"): guard readEscape(into: &decoded) else { return nil }
            case ..<0x20: return nil
            default: decoded.append(byte)
            }
        }
        return nil
    }

    private mutating func readEscape(into decoded: inout [UInt8]) -> Bool {
        guard index < bytes.count else { return false }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(byte)
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "u"):
            guard var scalar = readHex4() else { return false }
            if (0xD800..<0xDC00).contains(scalar) {
                guard take(UInt8(ascii: "\\"), skippingWhitespace: false),
                    take(UInt8(ascii: "u"), skippingWhitespace: false),
                    let low = readHex4(), (0xDC00..<0xE000).contains(low)
                else { return false }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let unicode = Unicode.Scalar(scalar) else { return false }
            decoded.append(contentsOf: UTF8.encode(unicode)!)
        default: return false
        }
        return true
    }

    private mutating func readHex4() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Self.hexValue(bytes[index]) else { return nil }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    // MARK: Skipping what is not read

    /// Steps over one value we do not read, checking it is well-formed JSON.
    private mutating func skipValue() -> Bool {
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

    private mutating func takeNull() -> Bool { takeLiteral("null") }

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
    private mutating func take(_ byte: UInt8, skippingWhitespace: Bool = true) -> Bool {
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

    private var isAtEnd: Bool {
        mutating get {
            skipWhitespace()
            return index == bytes.count
        }
    }
}
