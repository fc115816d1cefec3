import Foundation
import Testing

@testable import LanguageModels

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The pool itself, on socket pairs: what it hands out, what it closes, and when.
@Suite("SocketConnectionPool")
struct SocketConnectionPoolTests {
    let key = SocketConnectionPool.Key(scheme: "http", host: "127.0.0.1", port: 8080)

    /// A connection and the descriptor of its peer, which the test closes to play a server.
    func pair() throws -> (OpenConnection, Int32) {
        var descriptors: [Int32] = [-1, -1]
        #if canImport(Glibc)
            let type = Int32(SOCK_STREAM.rawValue)
        #else
            let type = SOCK_STREAM
        #endif
        try #require(socketpair(AF_UNIX, type, 0, &descriptors) == 0)
        return (OpenConnection(socket: descriptors[0]), descriptors[1])
    }

    @Test func aConnectionComesBackOnlyForItsOwnKey() throws {
        let pool = SocketConnectionPool()
        let (connection, peer) = try pair()
        defer { close(peer) }
        pool.put(connection, for: key)
        #expect(pool.take(.init(scheme: "https", host: "127.0.0.1", port: 8080)) == nil)
        #expect(pool.take(key) === connection)
        #expect(pool.take(key) == nil, "taken out while in use")
    }

    @Test func aConnectionThePeerClosedWhileIdleIsDroppedNotHandedOut() throws {
        let pool = SocketConnectionPool()
        let (connection, peer) = try pair()
        pool.put(connection, for: key)
        close(peer)
        #expect(pool.take(key) == nil)
        #expect(pool.idleCount == 0)
    }

    @Test func theOldestIdleConnectionGoesOverCapacity() throws {
        let pool = SocketConnectionPool(capacity: 2)
        let pairs = try (0..<3).map { _ in try pair() }
        defer { for (_, peer) in pairs { close(peer) } }
        for (connection, _) in pairs { pool.put(connection, for: key) }
        #expect(pool.idleCount == 2)
        #expect(pool.take(key) === pairs[2].0)
        #expect(pool.take(key) === pairs[1].0)
        #expect(pool.take(key) == nil)
    }

    @Test func idleConnectionsCloseAfterTheIdleTimeout() async throws {
        let pool = SocketConnectionPool(idleTimeout: .milliseconds(50))
        let peer = try {
            let (connection, peer) = try pair()
            pool.put(connection, for: key)
            return peer
        }()
        defer { close(peer) }
        // The event: the pool's end closes (it leaves the idle list first). The bound only ends a
        // broken test.
        var entry = pollfd(fd: peer, events: Int16(POLLIN), revents: 0)
        #expect(poll(&entry, 1, 60_000) == 1, "the pool closed its end")
        #expect(pool.idleCount == 0)
    }
}
