import Foundation

#if canImport(Glibc)
    import Glibc
    private let streamSocket = Int32(SOCK_STREAM.rawValue)
    private let openSocket = Glibc.socket
    private let connectSocket = Glibc.connect
#elseif canImport(Darwin)
    import Darwin
    private let streamSocket = SOCK_STREAM
    private let openSocket = Darwin.socket
    private let connectSocket = Darwin.connect
#endif

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends one plain-`http://` request over a POSIX socket and streams the response.
///
/// FoundationNetworking's URLSession on Linux spins a core while it waits on a slowly streamed
/// response (measured here: 4.7 s of CPU for a 6.5 s SSE stream from llama-server, against curl's
/// 0.01 s), which starves a CPU-only model server on the same machine. Local servers speak plain
/// HTTP/1.1, so for them this small client blocks in `poll` on a thread of its own instead.
struct SocketHTTPTransport: Sendable {
    var timeLimits: TimeLimits

    /// Starts `request`; cancelling the consuming task (or dropping the stream) closes the socket.
    func events(for request: URLRequest) -> AsyncThrowingStream<HTTPEvent, Error> {
        AsyncThrowingStream { continuation in
            let connection = SocketConnection()
            let limits = timeLimits
            let thread = Thread {
                do {
                    try connection.exchange(request, limits: limits) { continuation.yield($0) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: connection.isCancelled ? CancellationError() : error)
                }
            }
            continuation.onTermination = { _ in connection.cancel() }
            thread.start()
        }
    }
}

/// One socket's life: connect, send, read until the response ends, close.
private final class SocketConnection: @unchecked Sendable {
    private let lock = NSLock()
    private var descriptor: Int32 = -1
    private var cancelled = false

    var isCancelled: Bool { lock.withLock { cancelled } }

    func cancel() {
        lock.withLock {
            cancelled = true
            if descriptor >= 0 { shutdown(descriptor, Int32(SHUT_RDWR)) }
        }
    }

    func exchange(_ request: URLRequest, limits: TimeLimits, yield: (HTTPEvent) -> Void) throws {
        guard let url = request.url, let host = url.host else { throw TransportFailure.network(URLError(.badURL)) }
        let start = ContinuousClock.now
        let socket = try connect(host: host, port: url.port ?? 80, deadline: start + limits.connect)
        defer { release(socket) }
        try send(Self.serialize(request, url: url), on: socket, deadline: start + limits.connect)
        var decoder = HTTPResponseDecoder()
        var hasHead = false, hasBody = false
        var lastActivity = start
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !decoder.isComplete {
            // Before the head, the connect and first-token bounds both run; the first to expire wins.
            let (stage, limit, deadline) =
                !hasHead && limits.connect <= limits.firstToken
                ? (TimeoutStage.connect, limits.connect, start + limits.connect)
                : !hasBody
                    ? (.firstToken, limits.firstToken, start + limits.firstToken)
                    : (.stall, limits.stall, lastActivity + limits.stall)
            guard try wait(for: Int16(POLLIN), on: socket, until: deadline) else {
                throw TransportFailure.timedOut(stage, limit)
            }
            let count = read(socket, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            if isCancelled { throw CancellationError() }
            guard count > 0 else {
                if decoder.isCompleteAtEndOfStream() { return }
                throw TransportFailure.network(URLError(hasHead ? .networkConnectionLost : .badServerResponse))
            }
            lastActivity = .now
            let events: [HTTPEvent]
            do {
                events = try decoder.consume(Data(buffer[0..<count]))
            } catch {
                throw TransportFailure.network(URLError(.badServerResponse))
            }
            for event in events {
                if case .head = event { hasHead = true } else { hasBody = true }
                yield(event)
            }
        }
    }

    private func connect(host: String, port: Int, deadline: ContinuousClock.Instant) throws -> Int32 {
        var hints = addrinfo()
        hints.ai_socktype = streamSocket
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else {
            throw TransportFailure.network(URLError(.cannotFindHost))
        }
        defer { freeaddrinfo(list) }
        var lastError = URLError(.cannotConnectToHost)
        for address in sequence(first: first, next: { $0.pointee.ai_next }) {
            let socket = openSocket(address.pointee.ai_family, address.pointee.ai_socktype, address.pointee.ai_protocol)
            guard socket >= 0 else { continue }
            lock.withLock { descriptor = socket }
            _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
            if connectSocket(socket, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0 || errno == EINPROGRESS {
                if try wait(for: Int16(POLLOUT), on: socket, until: deadline) {
                    var failure: Int32 = 0
                    var length = socklen_t(MemoryLayout<Int32>.size)
                    getsockopt(socket, SOL_SOCKET, SO_ERROR, &failure, &length)
                    if failure == 0 { return socket }
                } else {
                    release(socket)
                    throw TransportFailure.timedOut(.connect, deadline - ContinuousClock.now)
                }
            }
            release(socket)
            if isCancelled { throw CancellationError() }
            lastError = URLError(.cannotConnectToHost)
        }
        throw TransportFailure.network(lastError)
    }

    /// Forgets and closes a socket, in that order, so `cancel()` never shuts down a reused descriptor.
    private func release(_ socket: Int32) {
        lock.withLock { descriptor = -1 }
        close(socket)
    }

    private func send(_ bytes: [UInt8], on socket: Int32, deadline: ContinuousClock.Instant) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(socket, $0.baseAddress, $0.count) }
            if written > 0 {
                offset += written
            } else if errno == EAGAIN || errno == EINTR {
                guard try wait(for: Int16(POLLOUT), on: socket, until: deadline) else {
                    throw TransportFailure.timedOut(.connect, .zero)
                }
            } else {
                throw TransportFailure.network(URLError(isCancelled ? .cancelled : .networkConnectionLost))
            }
        }
    }

    /// Waits until `socket` is ready for `events` or `deadline` passes; false on time-out.
    private func wait(for events: Int16, on socket: Int32, until deadline: ContinuousClock.Instant) throws -> Bool {
        while true {
            if isCancelled { throw CancellationError() }
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else { return false }
            let (seconds, attoseconds) = remaining.components
            let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
            var entry = pollfd(fd: socket, events: events, revents: 0)
            let ready = poll(&entry, 1, min(milliseconds, 1000))
            if ready > 0 { return true }
            if ready < 0, errno != EINTR { throw TransportFailure.network(URLError(.networkConnectionLost)) }
        }
    }

    /// The request as HTTP/1.1 bytes, closing the connection after the response.
    private static func serialize(_ request: URLRequest, url: URL) -> [UInt8] {
        var target = url.path.isEmpty ? "/" : url.path
        if let query = url.query { target += "?" + query }
        let body = request.httpBody ?? Data()
        var head = "\(request.httpMethod ?? "GET") \(target) HTTP/1.1\r\n"
        head += "Host: \(url.host ?? "localhost")\(url.port.map { ":\($0)" } ?? "")\r\n"
        for (name, value) in request.allHTTPHeaderFields ?? [:]
        where !["host", "content-length", "connection"].contains(name.lowercased()) {
            head += "\(name): \(value)\r\n"
        }
        head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        return Array(head.utf8) + Array(body)
    }
}
