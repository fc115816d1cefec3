import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One accepted socket: reads HTTP/1.1 requests and writes raw bytes back.
struct Connection {
    let descriptor: Int32
    /// Replies then say `Connection: keep-alive` instead of `close`.
    var keepsAlive = false
    /// The `Connection` header of every reply.
    var connectionHeader: String { "Connection: " + (keepsAlive ? "keep-alive" : "close") + "\r\n" }

    #if canImport(Glibc)
        /// Set for an https server: every byte then goes through this TLS session.
        var tls: ServerTLSSession?
    #endif

    /// Reads the request line, headers and a `Content-Length` body; answers `Expect: 100-continue`.
    func readRequest() -> FakeOpenAIServer.RecordedRequest? {
        var buffer = Data()
        let separator = Data("\r\n\r\n".utf8)
        var headerEnd: Range<Data.Index>?
        while headerEnd == nil {
            guard let chunk = receive() else { return nil }
            buffer.append(chunk)
            headerEnd = buffer.range(of: separator)
        }
        guard let headerEnd else { return nil }
        let head = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        if headers["expect"]?.lowercased() == "100-continue" {
            send(Data("HTTP/1.1 100 Continue\r\n\r\n".utf8))
        }
        var body = Data(buffer[headerEnd.upperBound...])
        let length = Int(headers["content-length"] ?? "0") ?? 0
        while body.count < length {
            guard let chunk = receive() else { return nil }
            body.append(chunk)
        }
        return .init(method: String(requestLine[0]), path: String(requestLine[1]), headers: headers, body: body)
    }

    /// Writes all of `data`; returns false once the peer has gone away.
    @discardableResult
    func send(_ data: Data) -> Bool {
        data.withUnsafeBytes { raw -> Bool in
            guard var pointer = raw.baseAddress else { return true }
            var remaining = raw.count
            while remaining > 0 {
                #if canImport(Glibc)
                    let sent =
                        tls?.write(UnsafeRawBufferPointer(start: pointer, count: remaining))
                        ?? Glibc.send(descriptor, pointer, remaining, Int32(MSG_NOSIGNAL))
                #else
                    let sent = Darwin.send(descriptor, pointer, remaining, 0)
                #endif
                if sent <= 0 { return false }
                pointer += sent
                remaining -= sent
            }
            return true
        }
    }

    /// Sends one HTTP/1.1 chunk of a `Transfer-Encoding: chunked` body.
    @discardableResult
    func sendChunk(_ text: String) -> Bool {
        let bytes = Data(text.utf8)
        return send(Data((String(bytes.count, radix: 16) + "\r\n").utf8) + bytes + Data("\r\n".utf8))
    }

    private func receive() -> Data? {
        var bytes = [UInt8](repeating: 0, count: 65_536)
        #if canImport(Glibc)
            let count = bytes.withUnsafeMutableBytes {
                tls?.read(into: $0) ?? recv(descriptor, $0.baseAddress, $0.count, 0)
            }
        #else
            let count = recv(descriptor, &bytes, bytes.count, 0)
        #endif
        guard count > 0 else { return nil }
        return Data(bytes[0..<count])
    }
}
