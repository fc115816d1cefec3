import Foundation
import Testing

@testable import LanguageModels

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Connecting over every resolved address, against loopback listeners: one that accepts, and one
/// whose backlog is full so that connecting to it hangs like an unanswered address.
@Suite("HappyEyeballsConnector")
struct HappyEyeballsConnectorTests {
    /// A listening socket on 127.0.0.1 and its port.
    final class Listener {
        private(set) var descriptor: Int32
        let port: Int
        var filler: Int32 = -1

        init(backlog: Int32) throws {
            #if canImport(Glibc)
                let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            #else
                let descriptor = socket(AF_INET, SOCK_STREAM, 0)
            #endif
            self.descriptor = descriptor
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let bound = withUnsafeMutablePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, length) == 0 && listen(descriptor, backlog) == 0
                        && getsockname(descriptor, $0, &length) == 0
                }
            }
            guard bound else {
                close(descriptor)
                throw POSIXError(.EADDRINUSE)
            }
            port = Int(UInt16(bigEndian: address.sin_port))
        }

        /// Fills the backlog of a `backlog: 0` listener, so the next connection attempt gets no answer.
        func fillBacklog() throws {
            filler = try HappyEyeballsConnector { false }.connect(
                host: "127.0.0.1", port: port, limit: .seconds(2), start: .now)
        }

        /// Stops listening, so connecting to `port` is refused.
        func stop() {
            if descriptor >= 0 { close(descriptor) }
            descriptor = -1
        }

        deinit {
            if filler >= 0 { close(filler) }
            stop()
        }
    }

    func addresses(_ ports: [Int]) throws -> [HappyEyeballsConnector.Address] {
        try ports.flatMap { try HappyEyeballsConnector.resolve(host: "127.0.0.1", port: $0) }
    }

    @Test func anUnansweredFirstAddressDoesNotHoldUpTheNextOne() throws {
        let hanging = try Listener(backlog: 0)
        try hanging.fillBacklog()
        let open = try Listener(backlog: 8)
        let connector = HappyEyeballsConnector(stagger: .milliseconds(100)) { false }
        // Tried one at a time, the hanging address would use up the whole 30 s bound.
        let socket = try connector.connect(to: addresses([hanging.port, open.port]), limit: .seconds(30), start: .now)
        defer { close(socket) }
        var peer = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &peer) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getpeername(socket, $0, &length) }
        }
        #expect(Int(UInt16(bigEndian: peer.sin_port)) == open.port)
    }

    @Test func aConnectedSocketSendsSmallWritesWithoutDelay() throws {
        let open = try Listener(backlog: 8)
        let socket = try HappyEyeballsConnector { false }.connect(
            host: "127.0.0.1", port: open.port, limit: .seconds(5), start: .now)
        defer { close(socket) }
        var value: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        #expect(getsockopt(socket, Int32(IPPROTO_TCP), TCP_NODELAY, &value, &length) == 0)
        #expect(value != 0, "Nagle's algorithm is on: a request written after the TLS handshake waits for an ACK")
    }

    @Test func aRefusedAddressFallsThroughAtOnceAndAllRefusedIsRefused() throws {
        let closed = try Listener(backlog: 8)
        let closedPort = closed.port
        closed.stop()
        let open = try Listener(backlog: 8)
        let connector = HappyEyeballsConnector(stagger: .seconds(20)) { false }
        let socket = try connector.connect(to: addresses([closedPort, open.port]), limit: .seconds(30), start: .now)
        close(socket)
        #expect {
            try connector.connect(to: addresses([closedPort]), limit: .seconds(30), start: .now)
        } throws: { error in
            guard case TransportFailure.network(let failure) = error else { return false }
            return failure.code == .cannotConnectToHost
        }
    }

    @Test func noAnswerWithinTheLimitReportsTheLimit() throws {
        let hanging = try Listener(backlog: 0)
        try hanging.fillBacklog()
        let connector = HappyEyeballsConnector { false }
        #expect {
            try connector.connect(to: addresses([hanging.port]), limit: .milliseconds(300), start: .now)
        } throws: { error in
            guard case TransportFailure.timedOut(.connect, let limit) = error else { return false }
            return limit == .milliseconds(300)
        }
    }

    @Test func cancellationStopsAPendingConnect() throws {
        let hanging = try Listener(backlog: 0)
        try hanging.fillBacklog()
        let connector = HappyEyeballsConnector { true }
        #expect(throws: CancellationError.self) {
            try connector.connect(to: addresses([hanging.port]), limit: .seconds(30), start: .now)
        }
    }
}
