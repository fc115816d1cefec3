/// Reads the common streamed `chat.completion.chunk` without `JSONDecoder`, which was the largest cost
/// of a streamed token in our own code (profiled in BENCHMARKS.md); a reply streams one per token.
///
/// It reads only the shape a server sends for a plain token: one choice whose `delta` holds `content`,
/// `reasoning_content` and keys we do not read, and an optional `finish_reason`. Anything else (usage,
/// timings, a refusal, a whole `message`, several or no choices, an error, malformed JSON, a key
/// repeated) answers nil and goes to `JSONDecoder` as before, so only this one shape has a second reader.
struct ChatChunkScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// Open objects and arrays; deeper nesting is left to `JSONDecoder`, so hostile input cannot recurse far.
    var depth = 0
    static let maximumDepth = 32

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
    enum Key: Int, CaseIterable {
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

    /// Every key but `.other`, built once (`allCases` builds its array on every call).
    static let namedKeys = Key.allCases.filter { $0 != .other }

    /// Reads `{…}` into `initial`, handing each member's value to `member`; nil when the object or a
    /// member is not readable.
    mutating func readObject<Value>(
        _ initial: Value, member: (inout ChatChunkScanner, Key, inout Value) -> Bool
    ) -> Value? {
        guard depth < Self.maximumDepth, take(UInt8(ascii: "{")) else { return nil }
        depth += 1
        defer { depth -= 1 }
        var value = initial
        // The keys read so far, one bit each: a set without an allocation per object (three per token).
        var seen: UInt16 = 0
        if take(UInt8(ascii: "}")) { return value }
        repeat {
            guard let key = readKey(), take(UInt8(ascii: ":")) else { return nil }
            if key != .other {
                let bit: UInt16 = 1 << key.rawValue
                guard seen & bit == 0 else { return nil }
                seen |= bit
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
        for key in Self.namedKeys {
            let expected = key.name
            if expected.utf8CodeUnitCount == name.count,
                name.elementsEqual(UnsafeBufferPointer(start: expected.utf8Start, count: expected.utf8CodeUnitCount))
            {
                return key
            }
        }
        return .other
    }
}
