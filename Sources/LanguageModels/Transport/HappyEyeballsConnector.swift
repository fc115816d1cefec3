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

/// Connects to a host the way curl does (RFC 8305, "Happy Eyeballs"): every address `getaddrinfo`
/// returns, IPv6 and IPv4 interleaved, each started `stagger` after the previous one unless that
/// one has already failed, and the first to connect wins.
///
/// Trying addresses one at a time let an unanswered `::1` hold up `localhost` for the whole connect
/// bound, although `127.0.0.1` would have answered at once.
struct HappyEyeballsConnector {
    var stagger: Duration = .milliseconds(250)
    /// Polled while connecting; true stops the attempt with `CancellationError`.
    var isCancelled: () -> Bool

    /// One resolved address, copied out of `getaddrinfo`'s list so it outlives it.
    struct Address: Sendable {
        var family: Int32
        var storage: sockaddr_storage
        var length: socklen_t

        init(family: Int32, address: UnsafePointer<sockaddr>, length: socklen_t) {
            self.family = family
            self.length = length
            storage = sockaddr_storage()
            withUnsafeMutableBytes(of: &storage) { target in
                target.copyMemory(from: UnsafeRawBufferPointer(start: address, count: Int(length)))
            }
        }
    }

    /// A connected non-blocking socket to `host`:`port`, or the failure of the last address tried.
    func connect(host: String, port: Int, limit: Duration, start: ContinuousClock.Instant) throws -> Int32 {
        try connect(to: Self.resolve(host: host, port: port), limit: limit, start: start)
    }

    /// Races connections to `addresses` in order, started `stagger` apart, until one connects.
    func connect(to addresses: [Address], limit: Duration, start: ContinuousClock.Instant) throws -> Int32 {
        let deadline = start + limit
        var pending: [Int32] = []
        defer { pending.forEach { close($0) } }
        var next = 0
        var nextStart = ContinuousClock.now
        var failure = URLError(.cannotConnectToHost)
        while true {
            if isCancelled() { throw CancellationError() }
            if next < addresses.count, ContinuousClock.now >= nextStart {
                var address = addresses[next]
                next += 1
                nextStart = .now + stagger
                let socket = openSocket(address.family, streamSocket, 0)
                if socket >= 0 {
                    _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
                    Self.sendWithoutDelay(socket)
                    let result = withUnsafePointer(to: &address.storage) {
                        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                            connectSocket(socket, $0, address.length)
                        }
                    }
                    if result == 0 { return socket }
                    if errno == EINPROGRESS {
                        pending.append(socket)
                    } else {
                        failure = Self.urlError(errno)
                        close(socket)
                        nextStart = .now
                    }
                }
                continue
            }
            if pending.isEmpty {
                if next >= addresses.count { throw TransportFailure.network(failure) }
                nextStart = .now
                continue
            }
            let now = ContinuousClock.now
            guard now < deadline else { throw TransportFailure.timedOut(.connect, limit) }
            var wake = min(deadline, now + .milliseconds(100))
            if next < addresses.count { wake = min(wake, nextStart) }
            var entries = pending.map { pollfd(fd: $0, events: Int16(POLLOUT), revents: 0) }
            guard poll(&entries, nfds_t(entries.count), Self.milliseconds(until: wake)) > 0 else { continue }
            for entry in entries where entry.revents != 0 {
                var code: Int32 = 0
                var length = socklen_t(MemoryLayout<Int32>.size)
                getsockopt(entry.fd, SOL_SOCKET, SO_ERROR, &code, &length)
                pending.removeAll { $0 == entry.fd }
                if code == 0 { return entry.fd }
                failure = Self.urlError(code)
                close(entry.fd)
                nextStart = .now
            }
        }
    }

    /// The resolved addresses, alternating families from the resolver's first choice on.
    static func resolve(host: String, port: Int) throws -> [Address] {
        var hints = addrinfo()
        hints.ai_socktype = streamSocket
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else {
            throw TransportFailure.network(URLError(.cannotFindHost))
        }
        defer { freeaddrinfo(list) }
        let all = sequence(first: first) { $0.pointee.ai_next }.compactMap { entry -> Address? in
            guard let address = entry.pointee.ai_addr else { return nil }
            return Address(family: entry.pointee.ai_family, address: address, length: entry.pointee.ai_addrlen)
        }
        let preferred = all.filter { $0.family == first.pointee.ai_family }
        let others = all.filter { $0.family != first.pointee.ai_family }
        var ordered: [Address] = []
        for index in 0..<max(preferred.count, others.count) {
            if index < preferred.count { ordered.append(preferred[index]) }
            if index < others.count { ordered.append(others[index]) }
        }
        return ordered
    }

    /// Turns Nagle's algorithm off, as curl does: a small write right after another (the TLS
    /// handshake's last message, then the request) would otherwise wait up to 40 ms for the peer's
    /// delayed acknowledgement.
    static func sendWithoutDelay(_ socket: Int32) {
        var on: Int32 = 1
        _ = setsockopt(socket, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
    }

    private static func milliseconds(until instant: ContinuousClock.Instant) -> Int32 {
        let (seconds, attoseconds) = max(.zero, instant - .now).components
        return Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
    }

    private static func urlError(_ code: Int32) -> URLError {
        URLError(code == ETIMEDOUT ? .timedOut : .cannotConnectToHost)
    }
}
