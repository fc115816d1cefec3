import Foundation
import Support
import TestSupport
import Testing

private let certificates = try? TestCertificates.shared.get()
private let socat = ["/usr/bin/socat", "/usr/local/bin/socat"].first {
    FileManager.default.isExecutableFile(atPath: $0)
}
private let llamaURL = ProcessInfo.processInfo.environment["VOCABQUIZ_LLAMA_URL"].flatMap(URL.init(string:))

/// The model path over https through the real binary: against the TLS fake server, and through a
/// socat TLS proxy (trusted throw-away certificate) in front of the real llama-server, the setup in
/// which URLSession timed out every concurrent request and busy-waited a core.
@Suite("vocabquiz over https (binary)", .enabled(if: certificates != nil, "needs the openssl command"))
struct HTTPSBinaryTests {
    func runner(_ folder: TemporaryDirectory) throws -> BinaryRunner {
        var runner = folder.runner
        runner.environment["SSL_CERT_FILE"] = try #require(certificates).caFile
        return runner
    }

    @Test func aREPLQuestionAndItsPrefetchArriveFromAnHTTPSServer() async throws {
        let server = try FakeOpenAIServer(
            fallback: .completion(questionJSON(word: "abate", answer: "TO BECOME LESS INTENSE ")),
            tls: try #require(certificates).trusted, host: "localhost")
        defer { server.stop() }
        let folder = try TemporaryDirectory()
        let result = try await runner(folder).run(
            [
                "--count", "2", "--words", "abate", "--choices", "model", "--endpoint", server.baseURL.absoluteString,
                "--model", "fake",
            ],
            input: "to become less intense\nto become less intense\n", timeout: 60)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.components(separatedBy: "✅ Correct!").count == 3, "\(result.output)")
        #expect(server.chatRequests.count >= 2)
    }

    @Test func anUntrustedServerIsOneClearErrorLine() async throws {
        let server = try FakeOpenAIServer(
            fallback: .completion(questionJSON(word: "abate")), tls: try #require(certificates).untrusted,
            host: "localhost")
        defer { server.stop() }
        let folder = try TemporaryDirectory()
        let result = try await runner(folder).run(
            [
                "export", "--count", "1", "--format", "json", "--words", "abate", "--choices", "model", "--endpoint",
                server.baseURL.absoluteString,
            ])
        #expect(result.status != 0)
        let line = try #require(result.errors.split(separator: "\n").first { $0.contains("not trusted") })
        #expect(line.contains("the certificate of localhost (CN=Untrusted Test Server) is not trusted"), "\(line)")
        #expect(server.chatRequests.isEmpty)
    }

    /// One REPL question (with the next one prefetched) and a 4-worker export. A generous time limit:
    /// the server may have one slot, where 4 whole replies queue behind each other. `--unchecked`, as in
    /// the other live tests: this is about the transport, and the tiny model fails the lexicon check often.
    /// The default lexicon-bound choices, for the same reason: with `--choices model` SmolLM2 wrote the same
    /// choice twice in 20 replies in a row for one word (session 22's CI), while the grammar's constant
    /// choices cannot repeat (an export of 4 took 4 replies against 14).
    @Test(.enabled(if: llamaURL != nil && socat != nil, "needs VOCABQUIZ_LLAMA_URL and socat"))
    func theREPLAndAFourWorkerExportWorkThroughATLSProxyInFrontOfLlamaServer() async throws {
        let certificates = try #require(certificates)
        let upstream = try #require(llamaURL)
        let proxy = try TLSProxy(socat: try #require(socat), identity: certificates.trusted, upstream: upstream)
        defer { proxy.stop() }
        let folder = try TemporaryDirectory()
        let repl = try await runner(folder).run(
            [
                "--count", "1", "--seed", "3", "--retries", "20", "--level", "A2", "--timeout", "600", "--endpoint",
                proxy.endpoint, "--unchecked",
            ],
            input: "a\n", timeout: 600)
        #expect(repl.status == 0, "\(repl.errors)")
        #expect(folder.lines(of: "data/history.jsonl").count == 1, "\(repl.errors)")
        let export = try await runner(folder).run(
            [
                "export", "--count", "4", "--concurrency", "4", "--format", "json", "--seed", "9", "--retries", "20",
                "--timeout", "600", "--endpoint", proxy.endpoint, "--unchecked",
            ],
            timeout: 600)
        #expect(export.status == 0, "\(export.errors)")
        #expect(export.errors.contains("4 of 4 questions produced; "), "\(export.errors)")
        let items = try #require(try JSONSerialization.jsonObject(with: Data(export.output.utf8)) as? [[String: Any]])
        #expect(items.count == 4)
    }
}

/// `socat` terminating TLS on a free loopback port and forwarding to a plain-http upstream.
final class TLSProxy {
    let endpoint: String
    private let process = Process()

    init(socat: String, identity: FakeOpenAIServer.TLSIdentity, upstream: URL) throws {
        let port = Int.random(in: 20_000..<40_000)
        process.executableURL = URL(fileURLWithPath: socat)
        // -d -d logs "listening on" once the port is bound: the event the proxy is ready.
        process.arguments = [
            "-d", "-d",
            "OPENSSL-LISTEN:\(port),bind=127.0.0.1,reuseaddr,fork,verify=0,cert=\(identity.certificateFile),"
                + "key=\(identity.keyFile)",
            "TCP:\(upstream.host ?? "127.0.0.1"):\(upstream.port ?? 80)",
        ]
        let log = Pipe()
        process.standardError = log
        let listening = DispatchSemaphore(value: 0)
        let logged = Locked("")
        // Read to the end, so socat never blocks on a full pipe; only the first lines are kept.
        log.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            if data.isEmpty { handle.readabilityHandler = nil }
            let isReady = logged.withLock { text in
                guard !text.contains("listening on") else { return false }
                text += String(decoding: data, as: UTF8.self)
                return text.contains("listening on")
            }
            if isReady { listening.signal() }
        }
        try process.run()
        endpoint = "https://localhost:\(port)\(upstream.path.isEmpty ? "/v1" : upstream.path)"
        // The bound only ends a socat that never listens (a taken port): the test then fails to connect.
        _ = listening.wait(timeout: .now() + 60)
    }

    /// SIGKILL, because socat inherits the spawning test thread's signal mask, in which SIGTERM is blocked.
    func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
