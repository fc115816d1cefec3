import Foundation

/// Where the model lives and how to talk to it, resolved from command-line values and the environment.
///
/// Precedence: an explicit value (a CLI flag) beats `VOCABQUIZ_*`, which beats `OPENAI_*`.
/// The environment is a dictionary parameter so tests never depend on the real one.
public struct ModelConfiguration: Sendable, Hashable {
    public var baseURL: URL
    public var modelName: String
    /// Never printed; `description` and `endpoint` leave it out.
    public var apiKey: APIKey?
    public var timeLimits: TimeLimits
    /// From `--context`; `nil` asks the server.
    public var contextSize: Int?

    /// Why a configuration could not be resolved.
    public enum ResolutionError: Error, Sendable, LocalizedError, Equatable {
        case invalidEndpoint(String)
        case invalidTimeout(String)
        case invalidContextSize(String)

        public var errorDescription: String? {
            switch self {
            case .invalidEndpoint(let value):
                return "'\(value)' is not an http(s) URL; pass the API root, e.g. --endpoint http://127.0.0.1:8080/v1"
            case .invalidTimeout(let value):
                return "'\(value)' is not a timeout; pass a positive number of seconds, e.g. --timeout 60"
            case .invalidContextSize(let value):
                return "'\(value)' is not a context size; pass a positive number of tokens, e.g. --context 4096"
            }
        }
    }

    /// Resolves a configuration, or returns `nil` when no endpoint is configured (the quiz then runs offline).
    ///
    /// - Parameters:
    ///   - endpoint: `--endpoint`, else `VOCABQUIZ_ENDPOINT`, else `OPENAI_BASE_URL`.
    ///   - model: `--model`, else `VOCABQUIZ_MODEL`, else `default`.
    ///   - timeout: `--timeout` in seconds, else `VOCABQUIZ_TIMEOUT`, else 60.
    ///   - contextSize: `--context`, else the server's `/props`.
    ///   - environment: Usually `ProcessInfo.processInfo.environment`.
    /// - Throws: `ResolutionError` quoting the bad value.
    public static func resolve(
        endpoint: String? = nil, model: String? = nil, timeout: String? = nil, contextSize: String? = nil,
        environment: [String: String]
    ) throws -> ModelConfiguration? {
        func nonEmpty(_ value: String?) -> String? {
            guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
            return value
        }
        guard
            let rawEndpoint = nonEmpty(endpoint) ?? nonEmpty(environment["VOCABQUIZ_ENDPOINT"])
                ?? nonEmpty(environment["OPENAI_BASE_URL"])
        else { return nil }
        guard let url = URL(string: rawEndpoint), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", url.host != nil
        else { throw ResolutionError.invalidEndpoint(rawEndpoint) }

        var limits = TimeLimits.default
        if let rawTimeout = nonEmpty(timeout) ?? nonEmpty(environment["VOCABQUIZ_TIMEOUT"]) {
            guard let seconds = Double(rawTimeout), seconds > 0, seconds.isFinite else {
                throw ResolutionError.invalidTimeout(rawTimeout)
            }
            limits = TimeLimits(seconds: seconds)
        }
        var context: Int?
        if let rawContext = nonEmpty(contextSize) {
            guard let size = Int(rawContext), size > 0 else { throw ResolutionError.invalidContextSize(rawContext) }
            context = size
        }
        let trimmed = rawEndpoint.hasSuffix("/") ? URL(string: String(rawEndpoint.dropLast())) ?? url : url
        return ModelConfiguration(
            baseURL: trimmed,
            modelName: nonEmpty(model) ?? nonEmpty(environment["VOCABQUIZ_MODEL"]) ?? "default",
            apiKey: nonEmpty(environment["VOCABQUIZ_API_KEY"]).flatMap(APIKey.init)
                ?? nonEmpty(environment["OPENAI_API_KEY"]).flatMap(APIKey.init),
            timeLimits: limits, contextSize: context)
    }

    /// Builds the model this configuration describes.
    public func makeModel() -> OpenAICompatibleModel {
        OpenAICompatibleModel(
            baseURL: baseURL, name: modelName, apiKey: apiKey, timeLimits: timeLimits, contextSize: contextSize)
    }
}

extension ModelConfiguration: CustomStringConvertible {
    /// Safe to print: the key is reduced to whether one is set.
    public var description: String {
        "\(modelName) @ \(baseURL.absoluteString)\(apiKey == nil ? "" : " (API key set)")"
    }
}
