import Foundation

/// Decodes an HTTP/1.1 response arriving in arbitrary pieces: the head, then the body framed by
/// `Content-Length`, chunked transfer encoding, or the end of the connection.
///
/// Pure and incremental, so it is tested on every split of a response without a network.
struct HTTPResponseDecoder: Sendable {
    enum DecodingError: Error, Equatable, Sendable {
        case malformedHead(String)
        case malformedChunk
        case headTooLarge

        /// What was wrong, quoting the offending status line.
        var description: String {
            switch self {
            case .malformedHead(let line): return "a response that starts with '\(line)'"
            case .malformedChunk: return "a broken chunked body"
            case .headTooLarge: return "a response head over 64 KiB"
            }
        }
    }

    private enum Framing: Equatable {
        case length(Int)
        case chunked
        case untilClose
    }

    private enum State: Equatable {
        case head
        case body(Framing)
        case chunkSize
        case chunkData(remaining: Int)
        case chunkEnd
        case trailers
        case complete
    }

    private var state = State.head
    /// Bytes not yet decoded start at `start`; consumed bytes are dropped once per `consume`.
    ///
    /// Bytes, not `Data`: a streamed reply is hundreds of small chunks, and on Linux
    /// `Data.range(of:)` copied the whole buffer into an `NSData` for every line it looked for.
    private var buffer: [UInt8] = []
    private var start = 0
    /// False once the head says the server closes the connection after this response.
    private var keepsConnection = true
    private static let headLimit = 64 * 1024

    /// True once the whole body has arrived (never for a body that runs until the connection closes).
    var isComplete: Bool { state == .complete }

    /// True when the connection can carry another request: the body ended by its own framing, nothing
    /// followed it, and the server did not say `Connection: close` (nor speak HTTP/1.0 without keep-alive).
    var isReusable: Bool { state == .complete && start == buffer.count && keepsConnection }

    /// Feeds the next bytes and returns the events they complete.
    ///
    /// The body bytes they complete come back as one `.body` event, however many chunks they span:
    /// a reader that fell behind a fast stream takes one event, not one per chunk.
    mutating func consume(_ bytes: Data) throws(DecodingError) -> [HTTPEvent] {
        buffer.append(contentsOf: bytes)
        var events: [HTTPEvent] = []
        var body: [UInt8] = []
        defer {
            buffer.removeFirst(start)
            start = 0
        }
        while let step = try step() {
            switch step {
            case .none: continue
            case .head(let status, let headers):
                events.append(.head(status: status, headers: headers))
            case .body(let range):
                body.append(contentsOf: buffer[range])
            }
        }
        if !body.isEmpty { events.append(.body(Data(body))) }
        return events
    }

    /// Called at the end of the connection: true when the body was complete or ran until close.
    func isCompleteAtEndOfStream() -> Bool {
        state == .complete || state == .body(.untilClose)
    }

    /// What one state transition produced.
    private enum Step {
        case none
        case head(status: Int, headers: [String: String])
        /// Body bytes, at these positions of `buffer`.
        case body(Range<Int>)
    }

    /// One state transition. Returns nil when more bytes are needed.
    private mutating func step() throws(DecodingError) -> Step? {
        let available = buffer.count - start
        switch state {
        case .head:
            guard let end = Self.firstIndex(of: Self.headEnd, in: buffer, from: start) else {
                if available > Self.headLimit { throw .headTooLarge }
                return nil
            }
            let head = String(decoding: buffer[start..<end], as: UTF8.self)
            start = end + Self.headEnd.count
            let (status, headers) = try Self.parseHead(head)
            state = Self.bodyState(status: status, headers: headers)
            let connection = headers["connection"]?.lowercased() ?? ""
            keepsConnection =
                head.hasPrefix("HTTP/1.0") ? connection.contains("keep-alive") : !connection.contains("close")
            return .head(status: status, headers: headers)
        case .body(.length(let remaining)):
            guard available > 0 || remaining == 0 else { return nil }
            let count = min(remaining, available)
            state = remaining == count ? .complete : .body(.length(remaining - count))
            return take(count)
        case .body(.untilClose):
            guard available > 0 else { return nil }
            return take(available)
        case .body(.chunked), .chunkSize:
            guard let line = takeLineRange() else { return nil }
            guard let size = Self.plainChunkSize(buffer[line]) ?? Self.chunkSize(buffer[line]), size >= 0 else {
                throw .malformedChunk
            }
            state = size == 0 ? .trailers : .chunkData(remaining: size)
            return Step.none
        case .chunkData(let remaining):
            guard available > 0 else { return nil }
            let count = min(remaining, available)
            state = remaining == count ? .chunkEnd : .chunkData(remaining: remaining - count)
            return take(count)
        case .chunkEnd:
            guard let line = takeLineRange() else { return nil }
            guard line.isEmpty else { throw .malformedChunk }
            state = .chunkSize
            return Step.none
        case .trailers:
            guard let line = takeLineRange() else { return nil }
            if line.isEmpty { state = .complete }
            return Step.none
        case .complete:
            return nil
        }
    }

    /// The next `count` bytes as a body step (none for zero).
    private mutating func take(_ count: Int) -> Step {
        defer { start += count }
        return count == 0 ? Step.none : .body(start..<start + count)
    }

    /// The next line's position in `buffer`, without its CRLF, read past; nil when it is incomplete.
    private mutating func takeLineRange() -> Range<Int>? {
        guard let end = Self.firstIndex(of: Self.lineEnd, in: buffer, from: start) else { return nil }
        defer { start = end + Self.lineEnd.count }
        return start..<end
    }

    /// The size on a chunk-size line that is only hex digits, possibly followed by `;` and an extension,
    /// read on its bytes; nil for any other line, which `chunkSize` reads. A token-per-event stream has a
    /// size line per token, and Foundation's trimming was most of the time of decoding one.
    static func plainChunkSize(_ line: ArraySlice<UInt8>) -> Int? {
        var size = 0
        var digits = 0
        for byte in line {
            let value: Int
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = Int(byte - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value = Int(byte - UInt8(ascii: "A")) + 10
            case UInt8(ascii: ";"): return digits > 0 ? size : nil
            default: return nil
            }
            // Fifteen hex digits cannot overflow; longer sizes take the general path.
            guard digits < 15 else { return nil }
            size = size << 4 | value
            digits += 1
        }
        return digits > 0 ? size : nil
    }

    /// The size on any chunk-size line: the part before a `;` extension, spaces trimmed, read as hex
    /// (`Int(_:radix:)`, so a sign is accepted); nil when it is not a number.
    static func chunkSize(_ line: ArraySlice<UInt8>) -> Int? {
        let text = String(decoding: line, as: UTF8.self)
        let digits = text.split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
        return Int(digits.trimmingCharacters(in: .whitespaces), radix: 16)
    }

    private static let lineEnd = Array("\r\n".utf8)
    private static let headEnd = Array("\r\n\r\n".utf8)

    /// Where `pattern` first occurs in `bytes` at or after `start`.
    private static func firstIndex(of pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = pattern.first, bytes.count - start >= pattern.count else { return nil }
        var index = start
        while index <= bytes.count - pattern.count {
            guard let found = bytes[index...(bytes.count - pattern.count)].firstIndex(of: first) else { return nil }
            if bytes[found..<found + pattern.count].elementsEqual(pattern) { return found }
            index = found + 1
        }
        return nil
    }

    private static func parseHead(_ head: String) throws(DecodingError) -> (Int, [String: String]) {
        let lines = head.components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ", maxSplits: 2)
        guard statusParts.count >= 2, statusParts[0].hasPrefix("HTTP/"), let status = Int(statusParts[1]) else {
            throw .malformedHead(String(lines[0].prefix(80)))
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return (status, headers)
    }

    private static func bodyState(status: Int, headers: [String: String]) -> State {
        if status == 204 || status == 304 || (100..<200).contains(status) { return .complete }
        if headers["transfer-encoding"]?.lowercased().contains("chunked") == true { return .body(.chunked) }
        if let length = headers["content-length"].flatMap(Int.init), length >= 0 {
            return length == 0 ? .complete : .body(.length(length))
        }
        return .body(.untilClose)
    }
}
