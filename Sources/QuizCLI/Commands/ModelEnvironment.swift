import Foundation
import LanguageModels

/// The model settings from the command line and the environment, the only place `VOCABQUIZ_*` and
/// `OPENAI_*` model variables are read. Precedence: a flag beats `VOCABQUIZ_*`, which beats `OPENAI_*`.
enum ModelEnvironment {
    /// Why a setting from the environment cannot be used.
    enum SettingError: Error, Equatable, CustomStringConvertible {
        case invalidTimeout(String)

        var description: String {
            switch self {
            case .invalidTimeout(let value):
                "VOCABQUIZ_TIMEOUT='\(value)' is not a timeout; set a positive number of seconds, e.g. 60"
            }
        }
    }

    /// The configured model, or nil when no endpoint is configured (the quiz then runs offline).
    ///
    /// - Parameters:
    ///   - endpoint: `--endpoint`, else `VOCABQUIZ_ENDPOINT`, else `OPENAI_BASE_URL`.
    ///   - model: `--model`, else `VOCABQUIZ_MODEL`, else `default`.
    ///   - timeout: `--timeout` in seconds, else `VOCABQUIZ_TIMEOUT`, else 60.
    ///   - contextSize: `--context`, else the server's `/props`.
    /// - Throws: `ModelConfiguration.ConfigurationError` or `SettingError`, quoting the bad value.
    static func configuration(
        endpoint: String? = nil, model: String? = nil, timeout: Int? = nil, contextSize: Int? = nil,
        environment: [String: String]
    ) throws -> ModelConfiguration? {
        func nonEmpty(_ value: String?) -> String? {
            guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
            return value
        }
        guard
            let endpoint = nonEmpty(endpoint) ?? nonEmpty(environment["VOCABQUIZ_ENDPOINT"])
                ?? nonEmpty(environment["OPENAI_BASE_URL"])
        else { return nil }
        var limits = TimeLimits.default
        if let timeout {
            limits = TimeLimits(seconds: Double(timeout))
        } else if let text = nonEmpty(environment["VOCABQUIZ_TIMEOUT"]) {
            guard let seconds = Double(text), seconds > 0, seconds.isFinite else {
                throw SettingError.invalidTimeout(text)
            }
            limits = TimeLimits(seconds: seconds)
        }
        return try ModelConfiguration(
            endpoint: endpoint, modelName: nonEmpty(model) ?? nonEmpty(environment["VOCABQUIZ_MODEL"]) ?? "default",
            apiKey: nonEmpty(environment["VOCABQUIZ_API_KEY"]).flatMap(APIKey.init)
                ?? nonEmpty(environment["OPENAI_API_KEY"]).flatMap(APIKey.init),
            timeLimits: limits, contextSize: contextSize)
    }

    /// Secrets the transcript must never contain.
    static func secrets(in environment: [String: String]) -> [String] {
        ["VOCABQUIZ_API_KEY", "OPENAI_API_KEY"].compactMap { environment[$0] }
    }
}
