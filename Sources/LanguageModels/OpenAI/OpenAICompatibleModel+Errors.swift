import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension OpenAICompatibleModel {
    typealias GenerationError = LanguageModelSession.GenerationError

    /// Maps a final non-200 status onto the Foundation Models error cases, quoting the server.
    func generationError(for failure: HTTPStatusFailure, attempts: Int) -> GenerationError {
        let detail = Self.serverMessage(in: failure.body)
        let quoted = detail.isEmpty ? "" : ": \(ChatResponseReader.excerpt(detail))"
        let tries = attempts == 1 ? "" : " (after \(attempts) attempts)"
        switch failure.status {
        case 429:
            let wait = failure.retryAfter.map { " Retry after \(Self.seconds($0)) s." } ?? " Wait a moment and retry."
            return .rateLimited(
                .init(
                    debugDescription: "\(endpoint) is rate-limiting requests (HTTP 429)\(tries)\(quoted).\(wait)",
                    retryAfter: failure.retryAfter))
        case 400 where Self.isContextOverflow(failure.body):
            return .exceededContextWindowSize(
                .init(
                    debugDescription: "The conversation no longer fits the context window of \(displayName)"
                        + "\(quoted). Start a new session, or give the server a larger context (llama-server -c)."))
        case 400,
            500 where Self.isGrammarFailure(failure.body):
            return .serverError(
                .init(
                    debugDescription: "\(endpoint) could not build a grammar from the request's JSON schema "
                        + "(HTTP \(failure.status))\(quoted).", remedy: .checkSchemaSupport))
        case 401, 403:
            return .assetsUnavailable(
                .init(
                    debugDescription: "\(endpoint) refused our credentials (HTTP \(failure.status))\(quoted).",
                    remedy: .provideAPIKey))
        case 404:
            return .assetsUnavailable(
                .init(
                    debugDescription: "\(endpoint) has no chat completions API or no model '\(name)' (HTTP 404)"
                        + "\(quoted).", remedy: .checkEndpointAndModel))
        case 503:
            return .assetsUnavailable(
                .init(
                    debugDescription: "\(endpoint) is unavailable or still loading its model (HTTP 503)\(tries)"
                        + "\(quoted). Wait until it is ready, then retry."))
        case 500...:
            return .serverError(
                .init(
                    debugDescription: "\(endpoint) failed with HTTP \(failure.status)\(tries)\(quoted). "
                        + "Check the server's log."))
        default:
            return .serverError(
                .init(debugDescription: "\(endpoint) rejected the request with HTTP \(failure.status)\(quoted)."))
        }
    }

    /// Maps a network failure or timeout onto an error that names the endpoint and the stage.
    func generationError(for failure: TransportFailure) -> GenerationError {
        switch failure {
        case .timedOut(let stage, let limit):
            return .timedOut(
                .init(
                    debugDescription: "Timed out after \(Self.seconds(limit)) s \(stage.rawValue) to \(endpoint). "
                        + "Check that the server is running and not overloaded.", remedy: .allowMoreTime))
        case .network(let error):
            let reason: String
            switch error.code {
            case .cannotConnectToHost: reason = "the connection was refused"
            case .cannotFindHost, .dnsLookupFailed: reason = "the host name could not be resolved"
            case .timedOut: reason = "the connection timed out"
            case .networkConnectionLost: reason = "the connection was lost"
            case .notConnectedToInternet: reason = "there is no network"
            default: reason = "network error \(error.code.rawValue)"
            }
            return .assetsUnavailable(
                .init(
                    debugDescription: "Cannot reach \(endpoint): \(reason).", remedy: .startServer))
        case .tls(let failure):
            return .assetsUnavailable(
                .init(debugDescription: "Cannot connect securely to \(endpoint): \(failure.message)."))
        case .malformedResponse(let problem):
            return .serverError(
                .init(
                    debugDescription: "\(endpoint) answered with something that is not HTTP/1.1 "
                        + "(\(problem.description)); check that the endpoint's scheme and port are right."))
        }
    }

    /// Recognises the context-overflow wording of llama.cpp, OpenAI, vLLM and Ollama.
    static func isContextOverflow(_ body: String) -> Bool {
        let lowered = body.lowercased()
        return [
            "exceed_context_size", "context_length_exceeded", "context length", "context window",
            "maximum context", "too many tokens",
        ].contains { lowered.contains($0) }
    }

    /// Recognises llama.cpp's words for a schema it cannot turn into a grammar ("failed to parse
    /// grammar", "JSON schema conversion failed"): the same request fails the same way every time.
    static func isGrammarFailure(_ body: String) -> Bool {
        let lowered = body.lowercased()
        return lowered.contains("parse grammar") || lowered.contains("schema conversion")
    }

    /// The `error.message` of an error body, or the body itself when it is not JSON.
    static func serverMessage(in body: String) -> String {
        if let payload = try? JSONDecoder().decode(ErrorPayload.self, from: Data(body.utf8)) {
            return payload.error.message ?? payload.error.type ?? ""
        }
        return body.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func seconds(_ duration: Duration) -> String {
        let value = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}
