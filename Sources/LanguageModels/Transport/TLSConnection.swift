#if canImport(Glibc)
    import Dispatch
    import Glibc

    /// The client side of TLS over a connected non-blocking socket, through the system's OpenSSL.
    ///
    /// The peer is verified as curl does: the system trust store (`SSL_CERT_FILE`/`SSL_CERT_DIR`
    /// honoured), the host name (or IP address) of the URL, and SNI for named hosts. A failure
    /// becomes a `TLSFailure` that names the host, the certificate's subject and OpenSSL's reason.
    final class TLSConnection: ByteChannel {
        private let library: OpenSSLLibrary
        private let ssl: OpaquePointer
        private let host: String

        init(context: TLSClientContext, descriptor: Int32, host: String) throws(TLSFailure) {
            let library = context.library
            self.library = library
            self.host = host
            _ = library.drainErrors()
            guard let ssl = library.new(context.context) else {
                throw .handshake(host: host, reason: "OpenSSL could not create a connection (\(library.drainErrors()))")
            }
            self.ssl = ssl
            _ = library.setFD(ssl, descriptor)
            if Self.isAddressLiteral(host) {
                _ = library.setIPAddress(library.verifyParameters(ssl), host)
            } else {
                _ = library.setHost(ssl, host)
                host.withCString { name in
                    _ = library.control(
                        ssl, OpenSSLLibrary.controlSetHostName, 0, UnsafeMutableRawPointer(mutating: name))
                }
            }
        }

        deinit {
            _ = library.shutdown(ssl)
            library.free(ssl)
            _ = library.drainErrors()
        }

        /// Advances the handshake: nil once it is done and the peer verified, else the readiness to wait for.
        func handshake() throws(TLSFailure) -> Int16? {
            let result = library.connect(ssl)
            if result == 1 { return nil }
            let code = library.getError(ssl, result)
            if code == OpenSSLLibrary.errorWantRead { return Int16(POLLIN) }
            if code == OpenSSLLibrary.errorWantWrite { return Int16(POLLOUT) }
            let systemError = errno
            let errors = library.drainErrors()
            let verification = library.verifyResult(ssl)
            if verification != OpenSSLLibrary.verifyOK {
                if verification == OpenSSLLibrary.verifyHostnameMismatch
                    || verification == OpenSSLLibrary.verifyIPAddressMismatch
                {
                    throw .hostMismatch(host: host, subject: peerSubject())
                }
                let reason = library.verifyErrorString(verification).map { String(cString: $0) } ?? "\(verification)"
                throw .untrusted(host: host, subject: peerSubject(), reason: reason)
            }
            if !errors.isEmpty { throw .handshake(host: host, reason: errors) }
            if code == OpenSSLLibrary.errorSyscall, systemError != 0 {
                throw .handshake(host: host, reason: String(cString: strerror(systemError)))
            }
            throw .handshake(host: host, reason: "the server closed the connection; is it serving TLS on this port?")
        }

        func read(into buffer: UnsafeMutableRawBufferPointer) throws -> ChannelProgress {
            let count = library.read(ssl, buffer.baseAddress, Int32(clamping: buffer.count))
            if count > 0 { return .transferred(Int(count)) }
            return try progress(after: count)
        }

        func write(_ bytes: UnsafeRawBufferPointer) throws -> ChannelProgress {
            let count = library.write(
                ssl, UnsafeMutableRawPointer(mutating: bytes.baseAddress), Int32(clamping: bytes.count))
            if count > 0 { return .transferred(Int(count)) }
            return try progress(after: count)
        }

        private func progress(after result: Int32) throws -> ChannelProgress {
            switch library.getError(ssl, result) {
            case OpenSSLLibrary.errorWantRead: return .wouldBlock(Int16(POLLIN))
            case OpenSSLLibrary.errorWantWrite: return .wouldBlock(Int16(POLLOUT))
            case OpenSSLLibrary.errorZeroReturn: return .ended
            default:
                _ = library.drainErrors()
                throw TransportFailure.network(.init(.networkConnectionLost))
            }
        }

        /// The subject of the peer's certificate, as "CN=…, O=…"; also available after a failed verification.
        private func peerSubject() -> String {
            let certificate = library.peerCertificate(ssl)
            defer { if let certificate { library.certificateFree(certificate) } }
            if certificate == nil, let chain = library.peerChain(ssl), let leaf = library.stackValue(chain, 0) {
                return Self.subject(of: leaf, library: library)
            }
            guard let certificate else { return "no certificate" }
            return Self.subject(of: certificate, library: library)
        }

        private static func subject(of certificate: OpaquePointer, library: OpenSSLLibrary) -> String {
            var text = [CChar](repeating: 0, count: 512)
            guard library.nameOneLine(library.subjectName(certificate), &text, Int32(text.count)) != nil else {
                return "unknown subject"
            }
            let line = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            // "/CN=localhost/O=Acme" → "CN=localhost, O=Acme"
            return line.split(separator: "/").joined(separator: ", ")
        }

        private static func isAddressLiteral(_ host: String) -> Bool {
            var address = in6_addr()
            return inet_pton(AF_INET, host, &address) == 1 || inet_pton(AF_INET6, host, &address) == 1
        }
    }

    /// The client `SSL_CTX` every connection of this process shares: verification on, the system trust
    /// store loaded into it once. Loading Debian's CA bundle takes about 100 ms here (measured), too
    /// much to pay per request; OpenSSL allows concurrent `SSL_new` on a context once it is set up.
    /// `SSL_CERT_FILE` and `SSL_CERT_DIR` are therefore read at the first https request.
    final class TLSClientContext: @unchecked Sendable {
        let library: OpenSSLLibrary
        let context: OpaquePointer

        static let system: Result<TLSClientContext, TLSFailure> = OpenSSLLibrary.system.flatMap(make)

        /// Starts making `system` on another thread, so loading libssl's configuration and the trust
        /// store overlaps the program's own start instead of delaying the first https request.
        static func prepareInBackground() {
            DispatchQueue.global(qos: .userInitiated).async { _ = system }
        }

        private init(library: OpenSSLLibrary, context: OpaquePointer) {
            self.library = library
            self.context = context
        }

        private static func make(_ library: OpenSSLLibrary) -> Result<TLSClientContext, TLSFailure> {
            guard let context = library.contextNew(library.clientMethod()) else {
                return .failure(.unavailable("OpenSSL could not create a client context: \(library.drainErrors())"))
            }
            _ = library.contextSetDefaultVerifyPaths(context)
            library.contextSetVerify(context, OpenSSLLibrary.verifyPeer, nil)
            _ = library.contextControl(context, OpenSSLLibrary.controlMode, OpenSSLLibrary.modePartialMovingWrite, nil)
            _ = library.contextSetOptions(context, OpenSSLLibrary.optionIgnoreUnexpectedEOF)
            _ = library.drainErrors()
            return .success(TLSClientContext(library: library, context: context))
        }
    }
#endif
