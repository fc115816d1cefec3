import Dispatch
import Support

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A connected socket and the channel (plain, or TLS) over it; closing it closes both, in order.
final class OpenConnection: ByteChannel, @unchecked Sendable {
    let socket: Int32
    /// Replaced once by the TLS channel after the handshake; only one thread uses a connection at a time.
    private var channel: ByteChannel?

    init(socket: Int32) {
        self.socket = socket
        channel = PlainChannel(descriptor: socket)
    }

    /// TLS must say goodbye (`SSL_shutdown`) on the socket before it is closed, never on a reused descriptor.
    deinit {
        channel = nil
        close(socket)
    }

    func upgrade(to channel: ByteChannel) {
        self.channel = channel
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> ChannelProgress {
        try channel?.read(into: buffer) ?? .ended
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws -> ChannelProgress {
        try channel?.write(bytes) ?? .ended
    }

    /// True while the peer has sent nothing since the last response: no bytes, no close, no error.
    /// Anything readable on an idle keep-alive connection means the server closed it (or broke framing).
    var isIdleAndOpen: Bool {
        var entry = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) == 0
    }
}

/// Idle HTTP/1.1 keep-alive connections of one model, so its `/health`, `/props` and every question
/// share one TCP (and TLS) connection instead of paying a handshake each (about 50 ms through a local
/// TLS proxy, two to three round trips to a hosted API).
///
/// Owned by the model (its copies share it), never global: idle connections close when the model is
/// gone, after `idleTimeout`, or when more than `capacity` are idle (the oldest first). A connection is
/// taken out while a request uses it, so concurrent requests never share one.
package final class SocketConnectionPool: Sendable {
    struct Key: Hashable, Sendable {
        var scheme: String
        var host: String
        var port: Int
    }

    private struct Idle {
        var key: Key
        var connection: OpenConnection
        var since: ContinuousClock.Instant
    }

    let capacity: Int
    let idleTimeout: Duration
    private let idle = Locked<[Idle]>([])

    package init(capacity: Int = 6, idleTimeout: Duration = .seconds(30)) {
        self.capacity = max(0, capacity)
        self.idleTimeout = idleTimeout
    }

    /// The most recently used idle connection to `key` that the server has not closed, or nil.
    func take(_ key: Key) -> OpenConnection? {
        while true {
            let (candidate, expired) = idle.withLock { list -> (OpenConnection?, [Idle]) in
                let expired = Self.removeExpired(from: &list, idleTimeout: idleTimeout)
                let index = list.lastIndex { $0.key == key }
                return (index.map { list.remove(at: $0).connection }, expired)
            }
            _ = expired  // closed here, outside the lock
            guard let candidate else { return nil }
            if candidate.isIdleAndOpen { return candidate }
        }
    }

    /// Keeps `connection` for the next request to `key`; its response must have been read completely.
    func put(_ connection: OpenConnection, for key: Key) {
        guard capacity > 0 else { return }
        let dropped = idle.withLock { list -> [Idle] in
            list.append(Idle(key: key, connection: connection, since: .now))
            let excess = max(0, list.count - capacity)
            defer { list.removeFirst(excess) }
            return Array(list.prefix(excess))
        }
        _ = dropped
        let (seconds, attoseconds) = idleTimeout.components
        let delay = DispatchTimeInterval.milliseconds(Int(seconds * 1000 + attoseconds / 1_000_000_000_000_000) + 10)
        DispatchQueue.global().asyncAfter(deadline: .now() + delay) { [weak self] in
            guard let self else { return }
            let expired = idle.withLock { Self.removeExpired(from: &$0, idleTimeout: idleTimeout) }
            _ = expired
        }
    }

    /// How many connections are idle now, for tests.
    var idleCount: Int { idle.withLock { $0.count } }

    private static func removeExpired(from list: inout [Idle], idleTimeout: Duration) -> [Idle] {
        let now = ContinuousClock.now
        let expired = list.filter { now - $0.since >= idleTimeout }
        list.removeAll { now - $0.since >= idleTimeout }
        return expired
    }
}
