import Foundation

/// Which model answers, where it lives and how to talk to it.
///
/// Built from typed values; reading flags and environment variables is the command line's job.
public struct ModelConfiguration: Sendable, Hashable {
    /// The kinds of model the package can talk to; `makeModel()` builds one of each.
    public enum Backend: Sendable, Hashable {
        /// A server speaking OpenAI's chat completions API (llama.cpp, vLLM, Ollama, OpenAI), at its API root.
        case openAICompatible(baseURL: URL)
        #if VOCABQUIZ_FOUNDATION_MODELS
            /// Apple's on-device model through Foundation Models (macOS 26). Compiled only with
            /// `-Xswiftc -DVOCABQUIZ_FOUNDATION_MODELS`, and untested here (see README).
            case appleOnDevice
        #endif
    }

    public var backend: Backend
    public var modelName: String
    /// Never printed; `description` and `endpoint` leave it out.
    public var apiKey: APIKey?
    public var timeLimits: TimeLimits
    /// The context size to assume; `nil` asks the server.
    public var contextSize: Int?

    /// Why a configuration could not be built.
    public enum ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
        case invalidEndpoint(String)

        public var description: String {
            switch self {
            case .invalidEndpoint(let value):
                "'\(value)' is not an http(s) URL; the endpoint is the API root, e.g. http://127.0.0.1:8080/v1"
            }
        }
    }

    /// - Parameters:
    ///   - endpoint: The API root, e.g. `http://127.0.0.1:8080/v1`; a trailing `/` is dropped.
    ///   - modelName: Sent as `model`; servers with one model ignore it.
    /// - Throws: `ConfigurationError.invalidEndpoint` quoting a value that is not an http(s) URL.
    public init(
        endpoint: String, modelName: String = "default", apiKey: APIKey? = nil, timeLimits: TimeLimits = .default,
        contextSize: Int? = nil
    ) throws(ConfigurationError) {
        let trimmed = endpoint.hasSuffix("/") ? String(endpoint.dropLast()) : endpoint
        guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", url.host != nil
        else { throw .invalidEndpoint(endpoint) }
        backend = .openAICompatible(baseURL: url)
        self.modelName = modelName
        self.apiKey = apiKey
        self.timeLimits = timeLimits
        self.contextSize = contextSize
    }

    /// Whether the model runs on this machine: a loopback endpoint (`localhost`, 127.x.x.x, `::1`),
    /// where a request's size costs nothing and small local models need the most help.
    public var isOnThisMachine: Bool {
        switch backend {
        case .openAICompatible(let url):
            guard let host = url.host?.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]")) else {
                return false
            }
            return host == "localhost" || host.hasSuffix(".localhost") || host == "::1" || host.hasPrefix("127.")
        #if VOCABQUIZ_FOUNDATION_MODELS
            case .appleOnDevice: return true
        #endif
        }
    }

    #if VOCABQUIZ_FOUNDATION_MODELS
        /// Apple's on-device model; it has one model, no key and no endpoint.
        public static func appleOnDevice(timeLimits: TimeLimits = .default) -> ModelConfiguration {
            ModelConfiguration(backend: .appleOnDevice, modelName: "apple-on-device", timeLimits: timeLimits)
        }

        private init(backend: Backend, modelName: String, timeLimits: TimeLimits) {
            self.backend = backend
            self.modelName = modelName
            self.timeLimits = timeLimits
        }
    #endif

    /// The server's API root, for a backend that has one.
    public var baseURL: URL? {
        switch backend {
        case .openAICompatible(let baseURL): baseURL
        #if VOCABQUIZ_FOUNDATION_MODELS
            case .appleOnDevice: nil
        #endif
        }
    }

    /// Builds the model this configuration describes: the one place a backend is chosen.
    public func makeModel() -> any LanguageModel {
        makeModel(sleep: { try await Task.sleep(for: $0) }, now: { .now })
    }

    /// The same model waiting on the caller's clock (retries, readiness), so tests can run its waits in
    /// virtual time. The on-device backend has no waits of its own and ignores it.
    package func makeModel(
        sleep: @escaping @Sendable (Duration) async throws -> Void,
        now: @escaping @Sendable () -> ContinuousClock.Instant
    ) -> any LanguageModel {
        switch backend {
        case .openAICompatible(let baseURL):
            OpenAICompatibleModel(
                baseURL: baseURL, name: modelName, apiKey: apiKey, timeLimits: timeLimits, contextSize: contextSize,
                sleep: sleep, now: now)
        #if VOCABQUIZ_FOUNDATION_MODELS
            case .appleOnDevice: AppleOnDeviceModel(timeLimits: timeLimits)
        #endif
        }
    }

    /// Starts, on another thread, what the first request would otherwise wait for: on Linux, for an
    /// `https` endpoint, loading OpenSSL's configuration and the trust store (tens of milliseconds),
    /// which then overlaps the program's own start. Like Foundation Models' `prewarm()`. Call it once
    /// the environment is final: `SSL_CERT_FILE` and `SSL_CERT_DIR` are read then, once per process.
    public func prewarm() {
        #if canImport(Glibc)
            if baseURL?.scheme?.lowercased() == "https" { TLSClientContext.prepareInBackground() }
        #endif
    }
}

extension ModelConfiguration: CustomStringConvertible {
    /// Safe to print: the key is reduced to whether one is set.
    public var description: String {
        "\(modelName) @ \(baseURL?.absoluteString ?? "this device")\(apiKey == nil ? "" : " (API key set)")"
    }
}
