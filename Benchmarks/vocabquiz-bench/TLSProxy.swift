import Foundation

/// `socat` terminating TLS with a throw-away certificate (made by the `openssl` command, for
/// `localhost`, signed by a throw-away CA) in front of a plain-http llama-server: the https setup a
/// user of a hosted API has, with the local server's timing.
///
/// The CA is trusted through `SSL_CERT_FILE` for this process and the children it names it to,
/// and through `--cacert` for curl.
///
/// `nodelay` on both sides, as TLS terminators in production set it (nginx's `tcp_nodelay` is on by
/// default): without it socat holds the first response on each connection about 40 ms behind the
/// client's delayed ACK of its session tickets (curl: `/health` 46 ms, 4 ms with `nodelay`), a cost
/// that falls on a short probe such as `/health` and hides inside a long streamed reply.
final class TLSProxy: Sendable {
    let baseURL: URL
    let caFile: String
    private let folder: URL
    private let pid: pid_t

    /// Starts the proxy and waits until curl gets `/health` through it; throws when a tool is missing.
    init(upstream: URL) throws {
        guard let socat = ["/usr/bin/socat", "/usr/local/bin/socat"].first(where: FileManager.default.isExecutableFile)
        else { throw ServerUnavailable("no socat (Debian package socat)") }
        folder = Self.folder
        try Self.makeCertificates(in: folder)
        caFile = folder.appendingPathComponent("ca.pem").path
        let port = 20_000 + Int(getpid() % 20_000)
        let child = try ChildProcess(
            executable: socat,
            arguments: [
                "OPENSSL-LISTEN:\(port),bind=127.0.0.1,reuseaddr,fork,nodelay,verify=0,cert=\(folder.path)/server.pem,"
                    + "key=\(folder.path)/server.key",
                "TCP:\(upstream.host ?? "127.0.0.1"):\(upstream.port ?? 80),nodelay",
            ], environment: [:], errorFile: folder.appendingPathComponent("socat.txt").path)
        pid = child.pid
        guard let url = URL(string: "https://localhost:\(port)\(upstream.path)") else {
            throw ServerUnavailable("no proxy URL")
        }
        baseURL = url
        setenv("SSL_CERT_FILE", caFile, 1)
        let health = url.deletingLastPathComponent().appendingPathComponent("health").absoluteString
        for _ in 0..<100 {
            if try ChildProcess.run("/usr/bin/curl", ["-sf", "--cacert", caFile, health]).status == 0 { return }
            usleep(50_000)
        }
        stop()
        throw ServerUnavailable("the socat TLS proxy on port \(port) never answered")
    }

    /// SIGKILL, because socat inherits the spawning thread's signal mask, in which SIGTERM may be blocked.
    func stop() {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }

    /// This process's certificates: one CA for every proxy it starts, because the client's OpenSSL
    /// context reads `SSL_CERT_FILE` once per process (a second CA would be untrusted).
    static var folder: URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("vocabquiz-bench-tls-\(getpid())")
    }

    /// Deletes the certificates once no proxy is left.
    static func removeCertificates() {
        try? FileManager.default.removeItem(at: folder)
    }

    private static func makeCertificates(in folder: URL) throws {
        let names = ["ca.pem", "server.pem", "server.key"]
        if names.allSatisfy({ FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) }) {
            return
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let key = "-newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes"
        let script = """
            set -e
            cd '\(folder.path)'
            openssl req -x509 \(key) -keyout ca.key -out ca.pem -days 2 -subj '/CN=vocabquiz-bench CA'
            openssl req \(key) -keyout server.key -out server.csr -subj '/CN=localhost'
            printf 'subjectAltName=DNS:localhost\\nbasicConstraints=CA:FALSE\\n' > ext.cnf
            openssl x509 -req -in server.csr -CA ca.pem -CAkey ca.key -CAcreateserial -out server.pem -days 2 \
                -extfile ext.cnf
            """
        guard try ChildProcess.run("/bin/bash", ["-c", script]).status == 0 else {
            throw ServerUnavailable("the openssl command failed or is missing (Debian package openssl)")
        }
    }
}
