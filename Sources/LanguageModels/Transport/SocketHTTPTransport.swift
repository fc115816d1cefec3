import Foundation
import GuidedGeneration

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
/// own instead.
struct SocketHTTPTransport: Sendable {
    var timeLimits: TimeLimits
    /// See `HTTPStreamingTransport.isHeadDelayedUntilReply`.
    var isHeadDelayedUntilReply = false

    /// Starts `request`; cancelling the consuming task (or dropping the stream) closes the socket.
    func events(for request: URLRequest) -> AsyncThrowingStream<HTTPEvent, Error> {
        AsyncThrowingStream { continuation in
            let connection = SocketConnection(limits: timeLimits, isHeadDelayedUntilReply: isHeadDelayedUntilReply)
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

/// One socket's life: connect, (handshake,) send, read until the response ends, close.
private final class SocketConnection: @unchecked Sendable {
    /// The open socket (or -1) and whether the request was cancelled, shared with `cancel()`.
    private let shared = Locked((descriptor: Int32(-1), isCancelled: false))
    private let limits: TimeLimits
    private let isHeadDelayedUntilReply: Bool
    private var start = ContinuousClock.now

    init(limits: TimeLimits, isHeadDelayedUntilReply: Bool) {
        self.limits = limits
        self.isHeadDelayedUntilReply = isHeadDelayedUntilReply
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
        let connector = HappyEyeballsConnector { [unowned self] in isCancelled }
        let socket = try connector.connect(
            host: host, port: url.port ?? (scheme == "https" ? 443 : 80), limit: limits.connect, start: start)
        shared.withLock { $0.descriptor = socket }
        defer { release(socket) }
        let channel = try open(scheme: scheme, host: host, on: socket)
        try send(Self.serialize(request, url: url), on: channel, socket: socket)
        try receive(from: channel, socket: socket, yield: yield)
    }

    private func open(scheme: String, host: String, on socket: Int32) throws -> ByteChannel {
        guard scheme == "https" else { return PlainChannel(descriptor: socket) }
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

    private func receive(from channel: ByteChannel, socket: Int32, yield: (HTTPEvent) -> Void) throws {
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
                if decoder.isCompleteAtEndOfStream() { return }
                throw TransportFailure.network(URLError(.networkConnectionLost))
            case .transferred(let count):
                lastActivity = .now
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
    }

    /// Forgets and closes a socket, in that order, so `cancel()` never shuts down a reused descriptor.
    private func release(_ socket: Int32) {
        shared.withLock { $0.descriptor = -1 }
        close(socket)
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

    /// The request as HTTP/1.1 bytes, closing the connection after the response.
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
        head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        return Array(head.utf8) + Array(body)
    }
}
