import Foundation
import Testing

@testable import LanguageModels

/// How URLSession's errors become the transport failures a user reads: the codes macOS reports,
/// which no test here can provoke from a real macOS URLSession.
@Suite("URLSession failures")
struct URLSessionFailureTests {
    func failure(_ code: URLError.Code, description: String? = nil) -> Error {
        let info = description.map { [NSLocalizedDescriptionKey: $0] } ?? [:]
        return URLSessionExchange.failure(
            for: NSError(domain: NSURLErrorDomain, code: code.rawValue, userInfo: info), host: "api.example.com")
    }

    func tlsMessage(_ code: URLError.Code, description: String? = nil) -> String? {
        guard case TransportFailure.tls(let tls) = failure(code, description: description) else { return nil }
        return tls.message
    }

    @Test func untrustedCertificatesNameTheHost() {
        #expect(
            tlsMessage(.serverCertificateUntrusted)
                == "the certificate of api.example.com is not trusted: it is not signed by a trusted authority; "
                + "add its CA to the system's trust store")
        #expect(tlsMessage(.serverCertificateHasUnknownRoot)?.contains("of api.example.com is not trusted") == true)
        #expect(
            tlsMessage(.serverCertificateHasBadDate)?.hasSuffix(
                "not trusted: it has expired; add its CA "
                    + "to the system's trust store") == true)
        #expect(tlsMessage(.serverCertificateNotYetValid)?.contains("it is not valid yet") == true)
        #expect(tlsMessage(.secureConnectionFailed)?.hasPrefix("the TLS handshake with api.example.com failed") == true)
    }

    @Test func curlsTLSReasonIsKeptOnLinux() {
        #expect(
            tlsMessage(.unknown, description: "SSL certificate problem: self-signed certificate")
                == "the TLS handshake with api.example.com failed: SSL certificate problem: self-signed certificate")
    }

    @Test func cancellationAndNetworkErrorsKeepTheirMeaning() {
        #expect(failure(.cancelled) is CancellationError)
        guard case TransportFailure.network(let lost) = failure(.networkConnectionLost) else {
            Issue.record("not a network failure")
            return
        }
        #expect(lost.code == .networkConnectionLost)
        guard
            case TransportFailure.network(let other) = URLSessionExchange.failure(
                for: CocoaError(.fileNoSuchFile), host: "h")
        else {
            Issue.record("not a network failure")
            return
        }
        #expect(other.code == .unknown)
    }
}
