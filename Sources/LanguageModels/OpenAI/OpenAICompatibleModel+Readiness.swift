import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension OpenAICompatibleModel {
    /// The server root: llama.cpp serves `/health` and `/props` beside `/v1`, not under it.
    public var serverRoot: URL {
        baseURL.lastPathComponent == "v1" ? baseURL.deletingLastPathComponent() : baseURL
    }

    /// Waits while llama.cpp's `/health` answers 503 (model loading), up to `limit` by the model's
    /// injected clock (`now`, `sleep`).
    ///
    /// Servers without `/health` (OpenAI, Ollama) answer 404, which counts as ready: we only wait for
    /// a server that says it is loading.
    /// - Parameter onWaiting: Called once, with a message to show, when the server says it is loading.
    /// - Throws: `GenerationError.assetsUnavailable` when unreachable or still loading after `limit`,
    ///   `GenerationError.timedOut` when it does not answer at all, `CancellationError` when cancelled.
    public func waitUntilReady(
        within limit: Duration = .seconds(120), pollInterval: Duration = .milliseconds(500),
        onWaiting: @Sendable (String) -> Void = { _ in }
    ) async throws {
        let start = now()
        var hasReported = false
        while true {
            try Task.checkCancellation()
            let (status, _) = try await get("health")
            if status != 503 { return }
            if !hasReported {
                onWaiting("Waiting for the model at \(endpoint) to finish loading…")
                hasReported = true
            }
            if now() - start > limit {
                throw GenerationError.assetsUnavailable(
                    .init(
                        debugDescription: "\(endpoint) was still loading its model after \(Self.seconds(limit)) s. "
                            + "Check the server's log, then retry."))
            }
            try await sleep(pollInterval)
        }
    }

    /// `LanguageModel`'s readiness: up to two minutes of loading, asked every half second.
    public func waitUntilReady(onWaiting: @Sendable (String) -> Void) async throws {
        try await waitUntilReady(within: .seconds(120), pollInterval: .milliseconds(500), onWaiting: onWaiting)
    }

    public func prewarm() async throws {
        try await waitUntilReady()
    }

    /// The context size: the init parameter, else llama.cpp's `/props` `n_ctx`, else 4096.
    public func contextSize() async -> Int {
        if let contextSizeOverride { return contextSizeOverride }
        guard let (status, body) = try? await get("props"), status == 200,
            let props = try? JSONDecoder().decode(PropsPayload.self, from: body),
            let size = props.defaultGenerationSettings?.contextSize, size > 0
        else { return 4096 }
        return size
    }

    /// Counts tokens with llama.cpp's `/tokenize`, or returns `nil` where the server has no tokenizer endpoint.
    public func tokenCount(of text: String) async -> Int? {
        struct Tokens: Decodable { var tokens: [Int] }
        let body = try? JSONEncoder().encode(["content": text])
        guard let (status, data) = try? await get("tokenize", body: body), status == 200,
            let decoded = try? JSONDecoder().decode(Tokens.self, from: data)
        else { return nil }
        return decoded.tokens.count
    }

    /// A bounded `GET` (or `POST` with a JSON body) relative to the server root, mapped onto
    /// `GenerationError` on network failure.
    private func get(_ path: String, body: Data? = nil) async throws -> (Int, Data) {
        var request = URLRequest(url: serverRoot.appendingPathComponent(path))
        if let body {
            request.httpMethod = "POST"
            request.httpBody = body
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        if let apiKey { request.setValue(apiKey.bearerHeader, forHTTPHeaderField: "Authorization") }
        let probe = transport(
            .init(connect: timeLimits.connect, firstToken: timeLimits.connect, stall: timeLimits.stall))
        var status = 0
        var received = Data()
        do {
            for try await event in probe.events(for: request) {
                switch event {
                case .head(let code, _): status = code
                case .body(let data):
                    received.append(data)
                    if received.count > 1 << 20 { return (status, received) }
                }
            }
        } catch let failure as TransportFailure {
            throw generationError(for: failure)
        }
        // A cancelled task's event stream simply ends, before any head: that is the cancellation, not
        // status 0 (which readiness would take for "not loading", so ready).
        try Task.checkCancellation()
        return (status, received)
    }
}
