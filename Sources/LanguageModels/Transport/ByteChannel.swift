#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What one non-blocking read or write on a `ByteChannel` did.
enum ChannelProgress: Equatable {
    case transferred(Int)
    /// Nothing could move yet: wait in `poll` for these events on the socket, then call again.
    case wouldBlock(Int16)
    /// The peer closed its side.
    case ended
}

/// A connected stream the HTTP exchange drives without blocking: a plain socket, or TLS over one.
///
/// Each call either moves bytes or says which socket readiness to wait for, so one `poll` loop owns
/// every time limit and cancellation, whatever the channel.
protocol ByteChannel: AnyObject {
    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> ChannelProgress
    func write(_ bytes: UnsafeRawBufferPointer) throws -> ChannelProgress
}

/// Plain `http://` bytes on a non-blocking socket.
final class PlainChannel: ByteChannel {
    private let descriptor: Int32

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> ChannelProgress {
        let count = recv(descriptor, buffer.baseAddress, buffer.count, 0)
        if count > 0 { return .transferred(count) }
        if count == 0 { return .ended }
        if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return .wouldBlock(Int16(POLLIN)) }
        throw TransportFailure.network(.init(.networkConnectionLost))
    }

    func write(_ bytes: UnsafeRawBufferPointer) throws -> ChannelProgress {
        let count = send(descriptor, bytes.baseAddress, bytes.count, Self.noSignal)
        if count >= 0 { return .transferred(count) }
        if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return .wouldBlock(Int16(POLLOUT)) }
        throw TransportFailure.network(.init(.networkConnectionLost))
    }

    /// A closed peer must fail the write, not kill the process with SIGPIPE.
    #if canImport(Glibc)
        private static let noSignal = Int32(MSG_NOSIGNAL)
    #else
        private static let noSignal: Int32 = 0
    #endif
}
