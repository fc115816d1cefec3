import Foundation
import Support

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends one request over a POSIX socket (with TLS for `https://` on Linux) and streams the response.
///
/// FoundationNetworking's URLSession on Linux spins a core while it waits on a slowly streamed
/// response (measured here: 4.7 s of CPU for a 6.5 s SSE stream from llama-server, against curl's
/// 0.01 s), which starves a CPU-only model server on the same machine, and it times out or hangs
/// under concurrent https requests. This small HTTP/1.1 client blocks in `poll` on a thread of its
/// own instead. Connections are kept alive between requests in the model's `SocketConnectionPool`.
struct SocketHTTPTransport: Sendable {
    var timeLimits: TimeLimits
    /// See `HTTPStreamingTransport.isHeadDelayedUntilReply`.
    var isHeadDelayedUntilReply = false
    /// Where a connection waits for the next request once its response was read completely.
    var pool: SocketConnectionPool

    /// Starts `request`; cancelling the consuming task (or dropping the stream) closes the socket.
    func events(for request: URLRequest) -> AsyncThrowingStream<HTTPEvent, Error> {
        AsyncThrowingStream { continuation in
            let connection = SocketConnection(
                limits: timeLimits, isHeadDelayedUntilReply: isHeadDelayedUntilReply, pool: pool)
            let thread = Thread {
                // A peer that closes first must fail the write (EPIPE), not kill the process.
                var signals = sigset_t()
                sigemptyset(&signals)
                sigaddset(&signals, SIGPIPE)
                pthread_sigmask(SIG_BLOCK, &signals, nil)
                do {
                    try connection.exchange(request) { continuation.yield($0) }
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

/// One request's life: take an idle connection from the pool (or connect, and handshake), send, read
/// until the response ends, then give the connection back to the pool or close it.
private final class SocketConnection: @unchecked Sendable {
    /// The socket in use (or -1) and whether the request was cancelled, shared with `cancel()`.
    private let shared = Locked((descriptor: Int32(-1), isCancelled: false))
    private let limits: TimeLimits
    private let isHeadDelayedUntilReply: Bool
    private let pool: SocketConnectionPool
    private var start = ContinuousClock.now
    /// Whether any byte of the response arrived on the current connection: until then a pooled
    /// connection the server closed can be retried, as the server processed nothing.
    private var hasResponseBytes = false

    init(limits: TimeLimits, isHeadDelayedUntilReply: Bool, pool: SocketConnectionPool) {
        self.limits = limits
        self.isHeadDelayedUntilReply = isHeadDelayedUntilReply
        self.pool = pool
    }

    var isCancelled: Bool { shared.value.isCancelled }

    func cancel() {
        shared.withLock { state in
            state.isCancelled = true
            if state.descriptor >= 0 { shutdown(state.descriptor, Int32(SHUT_RDWR)) }
        }
    }

    func exchange(_ request: URLRequest, yield: (HTTPEvent) -> Void) throws {
        guard let url = request.url, let host = url.host, let scheme = url.scheme?.lowercased() else {
            throw TransportFailure.network(URLError(.badURL))
        }
        start = .now
        let key = SocketConnectionPool.Key(
            scheme: scheme, host: host, port: url.port ?? (scheme == "https" ? 443 : 80))
        let bytes = Self.serialize(request, url: url)
        if let pooled = pool.take(key) {
            do {
                return try exchange(bytes, on: pooled, key: key, yield: yield)
            } catch TransportFailure.network where !hasResponseBytes && !isCancelled {
                // The server closed the idle connection as the request went out: try a new one, once.
            }
        }
        let connector = HappyEyeballsConnector { [unowned self] in isCancelled }
        let connection = try OpenConnection(
            socket: connector.connect(host: key.host, port: key.port, limit: limits.connect, start: start))
        try exchange(bytes, on: connection, key: key, handshake: (scheme, host), yield: yield)
    }

    /// Sends `bytes` on `connection` (after the TLS handshake for a new https one) and reads the response.
    private func exchange(
        _ bytes: [UInt8], on connection: OpenConnection, key: SocketConnectionPool.Key,
        handshake: (scheme: String, host: String)? = nil, yield: (HTTPEvent) -> Void
    ) throws {
        hasResponseBytes = false
        shared.withLock { $0.descriptor = connection.socket }
        // Forgotten before it is closed or pooled, so `cancel()` never shuts down a reused descriptor.
        defer { shared.withLock { $0.descriptor = -1 } }
        if let handshake, let channel = try open(scheme: handshake.scheme, host: handshake.host, on: connection.socket)
        {
            connection.upgrade(to: channel)
        }
        try send(bytes, on: connection, socket: connection.socket)
        let decoder = try receive(from: connection, socket: connection.socket, yield: yield)
        let isReusable = shared.withLock { state in
            state.descriptor = -1
            return !state.isCancelled && decoder.isReusable
        }
        if isReusable { pool.put(connection, for: key) }
    }

    /// The TLS channel for an https connection, handshake done; nil for plain http.
    private func open(scheme: String, host: String, on socket: Int32) throws -> ByteChannel? {
        guard scheme == "https" else { return nil }
        #if canImport(Glibc)
            do {
                let connection = try TLSConnection(
                    context: TLSClientContext.system.get(), descriptor: socket, host: host)
                while let events = try connection.handshake() {
                    guard try wait(for: events, on: socket, until: start + limits.connect) else {
                        throw TransportFailure.timedOut(.connect, limits.connect)
                    }
                }
                return connection
            } catch let failure as TLSFailure {
                throw isCancelled ? CancellationError() : TransportFailure.tls(failure)
            }
        #else
            throw TransportFailure.tls(.unavailable("TLS sockets are only used on Linux"))
        #endif
    }

    /// Reads the whole response; returns the decoder, which knows whether the connection can be reused.
    private func receive(
        from channel: ByteChannel, socket: Int32, yield: (HTTPEvent) -> Void
    ) throws -> HTTPResponseDecoder {
        var decoder = HTTPResponseDecoder()
        var hasHead = false, hasBody = false
        var lastActivity = start
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !decoder.isComplete {
            let progress = try buffer.withUnsafeMutableBytes { try channel.read(into: $0) }
            if isCancelled { throw CancellationError() }
            switch progress {
            case .wouldBlock(let events):
                let (stage, limit, deadline) = limits.deadline(
                    start: start, lastActivity: lastActivity, hasHead: hasHead, hasBody: hasBody,
                    isHeadDelayedUntilReply: isHeadDelayedUntilReply)
                guard try wait(for: events, on: socket, until: deadline) else {
                    throw TransportFailure.timedOut(stage, limit)
                }
            case .ended:
                if decoder.isCompleteAtEndOfStream() { return decoder }
                throw TransportFailure.network(URLError(.networkConnectionLost))
            case .transferred(let count):
                lastActivity = .now
                hasResponseBytes = true
                let events: [HTTPEvent]
                do {
                    events = try decoder.consume(Data(buffer[0..<count]))
                } catch {
                    throw TransportFailure.malformedResponse(error)
                }
                for event in events {
                    if case .head = event { hasHead = true } else { hasBody = true }
                    yield(event)
                }
            }
        }
        return decoder
    }

    private func send(_ bytes: [UInt8], on channel: ByteChannel, socket: Int32) throws {
        var offset = 0
        while offset < bytes.count {
            let progress = try bytes[offset...].withUnsafeBytes { try channel.write($0) }
            switch progress {
            case .transferred(let count): offset += count
            case .wouldBlock(let events):
                guard try wait(for: events, on: socket, until: start + limits.connect) else {
                    throw TransportFailure.timedOut(.connect, limits.connect)
                }
            case .ended:
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

    /// The request as HTTP/1.1 bytes, asking to keep the connection open for the next request.
    private static func serialize(_ request: URLRequest, url: URL) -> [UInt8] {
        var target = url.path.isEmpty ? "/" : url.path
        if let query = url.query { target += "?" + query }
        let body = request.httpBody ?? Data()
        var head = "\(request.httpMethod ?? "GET") \(target) HTTP/1.1\r\n"
        let host = url.host ?? "localhost"
        let hostField = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        head += "Host: \(hostField)\(url.port.map { ":\($0)" } ?? "")\r\n"
        for (name, value) in request.allHTTPHeaderFields ?? [:]
        where !["host", "content-length", "connection"].contains(name.lowercased()) {
            head += "\(name): \(value)\r\n"
        }
        head += "Content-Length: \(body.count)\r\nConnection: keep-alive\r\n\r\n"
        return Array(head.utf8) + Array(body)
    }
}
