import Foundation

/// Splits a Server-Sent Events byte stream into the `data` payloads of its events.
///
/// Bytes arrive from the network in arbitrary slices, so a line (even a UTF-8 character) can be
/// split across two calls; the parser buffers the incomplete tail until the rest arrives. Lines are
/// cut and their fields matched as bytes (every delimiter is ASCII), and only a `data` value becomes a
/// `String`: a model streams a token per event, so this runs hundreds of times per reply.
struct ServerSentEventParser: Sendable {
    private var buffer: [UInt8] = []
    /// Where the unconsumed bytes of `buffer` start; consumed bytes are dropped once per `append`.
    private var start = 0
    private var dataLines: [String] = []

    /// Feeds the next slice of bytes and returns the payloads of every event it completes.
    mutating func append(_ bytes: Data) -> [String] {
        buffer.append(contentsOf: bytes)
        var events: [String] = []
        while let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
            var end = newline
            if end > start, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            let line = start..<end
            start = newline + 1
            if let event = consume(line: line) { events.append(event) }
        }
        buffer.removeFirst(start)
        start = 0
        return events
    }

    /// Returns the payload of an event left unterminated when the stream ended.
    mutating func finish() -> String? {
        if start < buffer.count { _ = consume(line: start..<buffer.count) }
        buffer.removeAll()
        start = 0
        return dispatch()
    }

    private mutating func consume(line: Range<Int>) -> String? {
        if line.isEmpty { return dispatch() }
        if buffer[line.lowerBound] == UInt8(ascii: ":") { return nil }
        let colon = buffer[line].firstIndex(of: UInt8(ascii: ":")) ?? line.upperBound
        guard Self.isData(buffer[line.lowerBound..<colon]) else { return nil }
        var valueStart = min(colon + 1, line.upperBound)
        if valueStart < line.upperBound, buffer[valueStart] == UInt8(ascii: " ") { valueStart += 1 }
        dataLines.append(String(decoding: buffer[valueStart..<line.upperBound], as: UTF8.self))
        return nil
    }

    private static func isData(_ field: ArraySlice<UInt8>) -> Bool {
        field.elementsEqual("data".utf8)
    }

    private mutating func dispatch() -> String? {
        guard !dataLines.isEmpty else { return nil }
        defer { dataLines.removeAll(keepingCapacity: true) }
        return dataLines.count == 1 ? dataLines[0] : dataLines.joined(separator: "\n")
    }
}
