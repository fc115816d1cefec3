import Foundation

/// Splits a Server-Sent Events byte stream into the `data` payloads of its events.
///
/// Bytes arrive from the network in arbitrary slices, so a line (even a UTF-8 character) can be
/// split across two calls; the parser buffers the incomplete tail until the rest arrives.
struct ServerSentEventParser: Sendable {
    private var buffer = Data()
    private var dataLines: [String] = []

    /// Feeds the next slice of bytes and returns the payloads of every event it completes.
    mutating func append(_ bytes: Data) -> [String] {
        buffer.append(bytes)
        var events: [String] = []
        while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
            var lineBytes = buffer[buffer.startIndex..<newline]
            if lineBytes.last == UInt8(ascii: "\r") { lineBytes = lineBytes.dropLast() }
            buffer = Data(buffer[buffer.index(after: newline)...])
            if let event = consume(line: String(decoding: lineBytes, as: UTF8.self)) {
                events.append(event)
            }
        }
        return events
    }

    /// Returns the payload of an event left unterminated when the stream ended.
    mutating func finish() -> String? {
        if !buffer.isEmpty {
            let line = String(decoding: buffer, as: UTF8.self)
            buffer.removeAll()
            _ = consume(line: line)
        }
        return dispatch()
    }

    private mutating func consume(line: String) -> String? {
        if line.isEmpty { return dispatch() }
        if line.hasPrefix(":") { return nil }
        let field: Substring
        var value: Substring
        if let colon = line.firstIndex(of: ":") {
            field = line[..<colon]
            value = line[line.index(after: colon)...]
            if value.first == " " { value = value.dropFirst() }
        } else {
            field = Substring(line)
            value = ""
        }
        if field == "data" { dataLines.append(String(value)) }
        return nil
    }

    private mutating func dispatch() -> String? {
        guard !dataLines.isEmpty else { return nil }
        defer { dataLines.removeAll() }
        return dataLines.joined(separator: "\n")
    }
}
