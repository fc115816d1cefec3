import Foundation

extension FakeOpenAIServer {
    /// A certificate chain and key (PEM files) the server presents, which makes it an https server.
    public struct TLSIdentity: Sendable {
        public var certificateFile: String
        public var keyFile: String

        public init(certificateFile: String, keyFile: String) {
            self.certificateFile = certificateFile
            self.keyFile = keyFile
        }
    }
}

#if canImport(Glibc)
    import Glibc
    import LanguageModels

    /// The server side of one TLS connection on a blocking socket, through the same run-time loaded
    /// OpenSSL as the client, so the client is tested against a real TLS peer.
    final class ServerTLSSession {
        private let library: OpenSSLLibrary
        private let context: OpaquePointer
        private let ssl: OpaquePointer

        /// Performs the handshake; nil when it fails (for example when the client rejects the certificate).
        init?(descriptor: Int32, identity: FakeOpenAIServer.TLSIdentity) {
            guard case .success(let library) = OpenSSLLibrary.system,
                let context = library.contextNew(library.serverMethod())
            else { return nil }
            guard library.contextUseCertificateChainFile(context, identity.certificateFile) == 1,
                library.contextUsePrivateKeyFile(context, identity.keyFile, OpenSSLLibrary.fileTypePEM) == 1,
                let ssl = library.new(context)
            else {
                library.contextFree(context)
                _ = library.drainErrors()
                return nil
            }
            self.library = library
            self.context = context
            self.ssl = ssl
            _ = library.setFD(ssl, descriptor)
            guard library.accept(ssl) == 1 else {
                _ = library.drainErrors()
                return nil
            }
        }

        deinit {
            _ = library.shutdown(ssl)
            library.free(ssl)
            library.contextFree(context)
            _ = library.drainErrors()
        }

        func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
            Int(library.read(ssl, buffer.baseAddress, Int32(clamping: buffer.count)))
        }

        func write(_ bytes: UnsafeRawBufferPointer) -> Int {
            Int(library.write(ssl, UnsafeMutableRawPointer(mutating: bytes.baseAddress), Int32(clamping: bytes.count)))
        }
    }
#endif
