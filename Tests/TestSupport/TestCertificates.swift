import Foundation

/// A throw-away certificate authority and server certificates, made with the `openssl` command for
/// TLS tests, with the CA trusted through `SSL_CERT_FILE` (which OpenSSL's default verify paths honour).
///
/// `trusted` is signed by the CA for `localhost` only, so `https://localhost` verifies and
/// `https://127.0.0.1` is a wrong host; `untrusted` is self-signed for `localhost`.
public struct TestCertificates: Sendable {
    public let directory: URL
    public let caFile: String
    public let trusted: FakeOpenAIServer.TLSIdentity
    public let untrusted: FakeOpenAIServer.TLSIdentity

    /// Made once per test process; nil (with `problem` saying why) when the `openssl` command is missing.
    public static let shared: Result<TestCertificates, TestCertificateProblem> = make()

    /// Why the certificates could not be made.
    public struct TestCertificateProblem: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    private static func make() -> Result<TestCertificates, TestCertificateProblem> {
        #if !canImport(Glibc)
            // The fake server's TLS and the socket transport's TLS are Linux's; macOS https is URLSession's.
            return .failure(.init(description: "the TLS fake server runs on Linux only"))
        #endif
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("vocabquiz-tls-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let ec = "-newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes"
        let script = """
            set -e
            openssl req -x509 \(ec) -keyout ca.key -out ca.pem -days 2 -subj '/CN=VocabQuiz Test CA'
            openssl req \(ec) -keyout server.key -out server.csr -subj '/CN=localhost/O=VocabQuiz Tests'
            printf 'subjectAltName=DNS:localhost\\nbasicConstraints=CA:FALSE\\nextendedKeyUsage=serverAuth\\n' > ext.cnf
            openssl x509 -req -in server.csr -CA ca.pem -CAkey ca.key -CAcreateserial -out server.pem -days 2 \
                -extfile ext.cnf
            openssl req -x509 \(ec) -keyout untrusted.key -out untrusted.pem -days 2 \
                -subj '/CN=Untrusted Test Server' -addext 'subjectAltName=DNS:localhost'
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        do {
            try process.run()
        } catch {
            return .failure(.init(description: "cannot run /bin/sh: \(error)"))
        }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            return .failure(.init(description: "the openssl command failed or is missing: \(message.suffix(300))"))
        }
        let path = { (name: String) in directory.appendingPathComponent(name).path }
        setenv("SSL_CERT_FILE", path("ca.pem"), 1)
        return .success(
            TestCertificates(
                directory: directory, caFile: path("ca.pem"),
                trusted: .init(certificateFile: path("server.pem"), keyFile: path("server.key")),
                untrusted: .init(certificateFile: path("untrusted.pem"), keyFile: path("untrusted.key"))))
    }
}
