import Foundation
import Support

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A loopback OpenAI-compatible HTTP server that replays scripted replies and faults, for tests.
///
/// It runs on real POSIX sockets so the client under test goes through its real transport (the socket
/// client, or URLSession when a test picks it) exactly as in production. Each
/// `POST …/chat/completions` consumes the next scripted `Reply`; `GET /health` consumes
/// `healthStatuses` (then answers 200) and `GET /props` reports `contextSize`.
///
/// ```swift
/// let server = try FakeOpenAIServer(replies: [.status(503, body: "loading"), .completion(#"{"a":1}"#)])
/// defer { server.stop() }
/// let model = OpenAICompatibleModel(baseURL: server.baseURL, name: "fake")
/// ```
public final class FakeOpenAIServer: Sendable {
    /// A request as the server received it.
    public struct RecordedRequest: Sendable {
        public var method: String
        public var path: String
        /// Header names are lower-cased.
        public var headers: [String: String]
        public var body: Data

        /// The body parsed as a JSON object, for assertions on request fields.
        public var json: [String: Any]? {
            (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
        }
        public var bodyText: String { String(decoding: body, as: UTF8.self) }
    }

    /// The base URL to hand to the client, ending in `/v1`.
    public let baseURL: URL
    public let port: UInt16

    private struct State {
        var replies: [Reply]
        var fallback: Reply?
        var healthStatuses: [Int]
        var requests: [RecordedRequest] = []
        var isStopped = false
        var openConnections: Set<Int32> = []
        var heldRequests = 0
        var peakHeldRequests = 0
        var acceptedConnections = 0
    }

    private let listener: Int32
    private let chatRequestCount = Watched(0)
    /// Broadcast when a request is held and when the server stops.
    private let changed = ServerSignal()
    private let contextSize: Int
    private let gathering: Int
    private let requestsPerConnection: Int
    private let tls: TLSIdentity?
    private let state: Locked<State>

    /// Starts listening on an ephemeral loopback port.
    ///
    /// - Parameters:
    ///   - replies: Consumed in order by chat-completion requests.
    ///   - fallback: Served once `replies` runs out; without it the server answers 500 "no scripted reply left".
    ///   - healthStatuses: Statuses `GET /health` returns in order before it settles on 200.
    ///   - contextSize: The `n_ctx` that `GET /props` reports.
    ///   - tls: Serve https with this certificate (Linux); `baseURL` then names `host`.
    ///   - host: The host `baseURL` names; the server listens on 127.0.0.1 whatever it says.
    ///   - gathering: Hold each chat request until this many are held at once (or 10 s have passed), so a
    ///     test sees requests overlap whatever the machine's load, and serialised ones take 10 s each.
    ///   - requestsPerConnection: 1 answers `Connection: close` and closes after each reply. More keeps
    ///     connections alive (`Connection: keep-alive`) for that many requests, then reads the next one
    ///     and closes without answering, like a server whose keep-alive ran out as the request arrived.
    public init(
        replies: [Reply] = [], fallback: Reply? = nil, healthStatuses: [Int] = [], contextSize: Int = 4096,
        tls: TLSIdentity? = nil, host: String = "127.0.0.1", gathering: Int = 0, requestsPerConnection: Int = 1
    ) throws {
        let socket = try Self.makeListener()
        listener = socket.descriptor
        port = socket.port
        self.tls = tls
        let scheme = tls == nil ? "http" : "https"
        guard let url = URL(string: "\(scheme)://\(host):\(socket.port)/v1") else {
            close(socket.descriptor)
            throw POSIXError(.EINVAL)
        }
        baseURL = url
        self.contextSize = contextSize
        self.gathering = gathering
        self.requestsPerConnection = max(1, requestsPerConnection)
        state = Locked(State(replies: replies, fallback: fallback, healthStatuses: healthStatuses))
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    /// Appends replies for later requests.
    public func enqueue(_ replies: [Reply]) {
        state.withLock { $0.replies.append(contentsOf: replies) }
    }

    /// Every request received so far, in arrival order.
    public var requests: [RecordedRequest] { state.withLock { $0.requests } }

    /// Only the chat-completion requests.
    public var chatRequests: [RecordedRequest] { requests.filter { $0.path.hasSuffix("/chat/completions") } }

    /// Waits until `count` chat-completion requests have arrived; false only when `limit` passed first.
    public func waitForChatRequests(_ count: Int, atMost limit: Duration = .seconds(60)) async -> Bool {
        await chatRequestCount.wait(atMost: limit) { $0 >= count }
    }

    /// The most chat requests the server held at once, received but not yet answered (a `.delayed`
    /// reply is held through its delay): how tests see that requests overlap, or that a gate keeps
    /// them apart. No reply begins before its request is counted out, so a client that waits for one
    /// reply before sending the next is never counted twice.
    public var peakHeldRequests: Int { state.withLock { $0.peakHeldRequests } }

    /// How many connections the server has accepted: how tests see that clients reuse connections.
    public var acceptedConnections: Int { state.withLock { $0.acceptedConnections } }

    /// Stops accepting, ends stalls and closes every open connection. Safe to call twice.
    public func stop() {
        let connections: Set<Int32>? = state.withLock { state in
            guard !state.isStopped else { return nil }
            state.isStopped = true
            return state.openConnections
        }
        guard let connections else { return }
        changed.broadcast()
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        for connection in connections { shutdown(connection, Int32(SHUT_RDWR)) }
    }

    var isStopped: Bool { state.withLock { $0.isStopped } }

    private func acceptLoop() {
        while !isStopped {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR || errno == ECONNABORTED { continue }
                return
            }
            let registered = state.withLock { state in
                guard !state.isStopped else { return false }
                state.openConnections.insert(connection)
                state.acceptedConnections += 1
                return true
            }
            guard registered else {
                close(connection)
                return
            }
            let thread = Thread { [self] in
                serveRequests(on: makeConnection(connection))
                state.withLock { _ = $0.openConnections.remove(connection) }
                close(connection)
            }
            thread.start()
        }
    }

    /// Wraps an accepted socket, with the TLS handshake done for an https server (nil when it failed).
    private func makeConnection(_ descriptor: Int32) -> Connection? {
        #if canImport(Glibc)
            guard let tls else { return Connection(descriptor: descriptor) }
            // A client that gives up mid-write must not kill the test process with SIGPIPE.
            var signals = sigset_t()
            sigemptyset(&signals)
            sigaddset(&signals, SIGPIPE)
            pthread_sigmask(SIG_BLOCK, &signals, nil)
            guard let session = ServerTLSSession(descriptor: descriptor, identity: tls) else { return nil }
            return Connection(descriptor: descriptor, tls: session)
        #else
            return Connection(descriptor: descriptor)
        #endif
    }

    /// Answers requests on one connection until its keep-alive budget or a reply ends it.
    private func serveRequests(on connection: Connection?) {
        guard var connection else { return }
        connection.keepsAlive = requestsPerConnection > 1
        var served = 0
        while !isStopped, let request = connection.readRequest(), served < requestsPerConnection {
            served += 1
            guard serve(request, on: connection), connection.keepsAlive else { return }
        }
    }

    /// Answers one request; false when the reply leaves the connection unusable for another.
    private func serve(_ request: RecordedRequest, on connection: Connection) -> Bool {
        let scripted: Reply = state.withLock { state in
            state.requests.append(request)
            if request.path.hasSuffix("/health") {
                let status = state.healthStatuses.isEmpty ? 200 : state.healthStatuses.removeFirst()
                return .status(status, body: status == 200 ? #"{"status":"ok"}"# : Reply.loadingBody)
            }
            if request.path.hasSuffix("/props") {
                return .status(200, body: #"{"default_generation_settings":{"n_ctx":\#(contextSize)}}"#)
            }
            state.heldRequests += 1
            state.peakHeldRequests = max(state.peakHeldRequests, state.heldRequests)
            if !state.replies.isEmpty { return state.replies.removeFirst() }
            return state.fallback ?? .status(500, body: #"{"error":{"message":"no scripted reply left"}}"#)
        }
        changed.broadcast()
        if request.path.hasSuffix("/chat/completions") { chatRequestCount.update { $0 += 1 } }
        let reply = scripted.resolved(for: request)
        let isStreaming = request.json?["stream"] as? Bool ?? false
        var isHeld = !request.path.hasSuffix("/health") && !request.path.hasSuffix("/props")
        if isHeld {
            changed.wait(atMost: 10) { [self] in isStopped || state.withLock { $0.peakHeldRequests >= gathering } }
        }
        let pause = { [self] (seconds: Double) in changed.wait(atMost: seconds) { isStopped } }
        reply.write(to: connection, streaming: isStreaming, pause: pause) { [self] in
            guard isHeld else { return }
            isHeld = false
            state.withLock { $0.heldRequests -= 1 }
        }
        return reply.isFramed
    }

    private static func makeListener() throws -> (descriptor: Int32, port: UInt16) {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        var reuse: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw -> Bool in
                bind(descriptor, raw, length) == 0 && listen(descriptor, 64) == 0
                    && getsockname(descriptor, raw, &length) == 0
            }
        }
        guard bound else {
            let code = errno
            close(descriptor)
            throw POSIXError(.init(rawValue: code) ?? .EIO)
        }
        return (descriptor, UInt16(bigEndian: address.sin_port))
    }
}
