/// Why a TLS connection could not be made, each with the one line a user can act on.
package enum TLSFailure: Error, Sendable, Equatable {
    /// The system's OpenSSL could not be loaded (no `libssl.so.3`).
    case unavailable(String)
    /// The server's certificate does not chain to a trusted root.
    case untrusted(host: String, subject: String, reason: String)
    /// The system (URLSession's trust evaluation) rejected the certificate; it does not say whose it is.
    case notTrusted(host: String, reason: String)
    /// The certificate is valid but names another host.
    case hostMismatch(host: String, subject: String)
    /// The handshake failed before any certificate was judged (protocol, cipher, not TLS at all).
    case handshake(host: String, reason: String)

    package var message: String {
        switch self {
        case .unavailable(let problem):
            return "https needs the system's OpenSSL 3 (libssl.so.3, Debian package libssl3), which could not be "
                + "loaded (\(problem))"
        case .untrusted(let host, let subject, let reason):
            return "the certificate of \(host) (\(subject)) is not trusted: \(reason); add its CA to the system "
                + "trust store or point SSL_CERT_FILE at it"
        case .notTrusted(let host, let reason):
            return "the certificate of \(host) is not trusted: \(reason); add its CA to the system's trust store"
        case .hostMismatch(let host, let subject):
            return "the certificate presented by \(host) is for \(subject), not for \(host)"
        case .handshake(let host, let reason):
            return "the TLS handshake with \(host) failed: \(reason)"
        }
    }
}
