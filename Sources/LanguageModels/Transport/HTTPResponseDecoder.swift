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
    private var buffer = Data()
    /// False once the head says the server closes the connection after this response.
    private var keepsConnection = true
    private static let headLimit = 64 * 1024

    /// True once the whole body has arrived (never for a body that runs until the connection closes).
    var isComplete: Bool { state == .complete }

    /// True when the connection can carry another request: the body ended by its own framing, nothing
    /// followed it, and the server did not say `Connection: close` (nor speak HTTP/1.0 without keep-alive).
    var isReusable: Bool { state == .complete && buffer.isEmpty && keepsConnection }

    /// Feeds the next bytes and returns the events they complete.
    mutating func consume(_ bytes: Data) throws(DecodingError) -> [HTTPEvent] {
        buffer.append(bytes)
        var events: [HTTPEvent] = []
        while let event = try step() {
            if let event { events.append(event) }
        }
        return events
    }

    /// Called at the end of the connection: true when the body was complete or ran until close.
    func isCompleteAtEndOfStream() -> Bool {
        state == .complete || state == .body(.untilClose)
    }

    /// One state transition. Returns nil when more bytes are needed, `.some(nil)` after a step
    /// that produced no event.
    private mutating func step() throws(DecodingError) -> HTTPEvent?? {
        switch state {
        case .head:
            guard let end = buffer.range(of: Data("\r\n\r\n".utf8)) else {
                if buffer.count > Self.headLimit { throw .headTooLarge }
                return nil
            }
            let head = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
            buffer.removeSubrange(buffer.startIndex..<end.upperBound)
            let (status, headers) = try Self.parseHead(head)
            state = Self.bodyState(status: status, headers: headers)
            let connection = headers["connection"]?.lowercased() ?? ""
            keepsConnection =
                head.hasPrefix("HTTP/1.0") ? connection.contains("keep-alive") : !connection.contains("close")
            return .some(.head(status: status, headers: headers))
        case .body(.length(let remaining)):
            guard !buffer.isEmpty || remaining == 0 else { return nil }
            let piece = buffer.prefix(remaining)
            buffer.removeFirst(piece.count)
            state = remaining == piece.count ? .complete : .body(.length(remaining - piece.count))
            return .some(piece.isEmpty ? nil : .body(Data(piece)))
        case .body(.untilClose):
            guard !buffer.isEmpty else { return nil }
            defer { buffer.removeAll() }
            return .some(.body(buffer))
        case .body(.chunked), .chunkSize:
            guard let line = takeLine() else { return nil }
            let digits = line.split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
            guard let size = Int(digits.trimmingCharacters(in: .whitespaces), radix: 16), size >= 0 else {
                throw .malformedChunk
            }
            state = size == 0 ? .trailers : .chunkData(remaining: size)
            return .some(nil)
        case .chunkData(let remaining):
            guard !buffer.isEmpty else { return nil }
            let piece = buffer.prefix(remaining)
            buffer.removeFirst(piece.count)
            state = remaining == piece.count ? .chunkEnd : .chunkData(remaining: remaining - piece.count)
            return .some(.body(Data(piece)))
        case .chunkEnd:
            guard let line = takeLine() else { return nil }
            guard line.isEmpty else { throw .malformedChunk }
            state = .chunkSize
            return .some(nil)
        case .trailers:
            guard let line = takeLine() else { return nil }
            if line.isEmpty { state = .complete }
            return .some(nil)
        case .complete:
            return nil
        }
    }

    private mutating func takeLine() -> String? {
        guard let end = buffer.range(of: Data("\r\n".utf8)) else { return nil }
        let line = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
        buffer.removeSubrange(buffer.startIndex..<end.upperBound)
        return line
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
