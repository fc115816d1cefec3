import Foundation
import Testing

@testable import LanguageModels

#if canImport(Glibc)
    @Suite("OpenSSLLibrary")
    struct OpenSSLLibraryTests {
        @Test func theSystemLibraryLoadsWhereCurlDoes() throws {
            let library = try OpenSSLLibrary.system.get()
            #expect(library.clientMethod() != nil)
        }

        @Test func aMissingLibraryIsReportedAsTLSUnavailableNamingWhatToInstall() {
            guard case .failure(let failure) = OpenSSLLibrary.load(names: ["libssl-missing.so.99"]) else {
                Issue.record("a missing library loaded")
                return
            }
            #expect(
                failure.message.hasPrefix("https needs the system's OpenSSL 3 (libssl.so.3, Debian package libssl3)"))
            #expect(failure.message.contains("libssl-missing.so.99"))
        }

        @Test func aLibraryWithoutTheFunctionsIsRejected() {
            guard case .failure(let failure) = OpenSSLLibrary.load(names: ["libz.so.1"]) else {
                Issue.record("zlib passed for OpenSSL")
                return
            }
            #expect(failure.message.contains("libz.so.1: no symbol TLS_client_method"))
        }
    }
#endif
