import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension OpenAICompatibleModel {
    /// Builds the one `POST /chat/completions` request both the streamed and the plain path send.
    ///
    /// Public so tools (the benchmark's `curl` comparison, a `--dry-run`) can send exactly what we send.
    public func makeChatRequest(_ request: ModelRequest, streaming: Bool) throws -> URLRequest {
        let sampling = request.options.sampling ?? .topP(0.95, seed: nil)
        let limit = request.options.maximumResponseTokens ?? defaultMaximumResponseTokens
        let usesCompletionTokens = usesMaxCompletionTokens.withLock { $0 }
        var wire = ChatCompletionRequest(
            model: name,
            messages: request.messages.map { .init(role: $0.role.rawValue, content: $0.content) },
            temperature: request.options.temperature ?? (sampling == .greedy ? 0 : 0.7),
            topP: 1, topK: nil,
            maxTokens: usesCompletionTokens ? nil : limit, maxCompletionTokens: usesCompletionTokens ? limit : nil,
            seed: makeSeed(), frequencyPenalty: request.options.frequencyPenalty, stream: streaming,
            streamOptions: streaming ? .init(includeUsage: true) : nil,
            chatTemplateKwargs: sendsServerExtensions ? .init(enableThinking: false) : nil)
        switch sampling {
        case .greedy:
            wire.topK = sendsServerExtensions ? 1 : nil
            wire.seed = 0
        case .topK(let k, let seed):
            wire.topK = sendsServerExtensions ? k : nil
            if let seed { wire.seed = Int(truncatingIfNeeded: seed & 0x7fff_ffff) }
        case .topP(let threshold, let seed):
            wire.topP = threshold
            if let seed { wire.seed = Int(truncatingIfNeeded: seed & 0x7fff_ffff) }
        }
        var urlRequest = URLRequest(url: baseURL.appendingPathComponent("chat/completions"))
        urlRequest.httpMethod = "POST"
        urlRequest.setValue("application/json", forHTTPHeaderField: "Content-Type")
        urlRequest.setValue(streaming ? "text/event-stream" : "application/json", forHTTPHeaderField: "Accept")
        if let apiKey { urlRequest.setValue(apiKey.bearerHeader, forHTTPHeaderField: "Authorization") }
        urlRequest.httpBody = try Self.body(wire, responseFormat: request.responseFormat)
        return urlRequest
    }

    /// Encodes `wire` and splices in `response_format` with the schema text verbatim.
    ///
    /// Round-tripping the schema through `JSONEncoder` would lose its property order, and the order is
    /// the order in which llama.cpp's grammar makes the model write the fields.
    static func body(_ wire: ChatCompletionRequest, responseFormat: ModelRequest.ResponseFormat?) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var body = try encoder.encode(wire)
        guard let format = responseFormat else { return body }
        let name = String(decoding: try encoder.encode(format.name), as: UTF8.self)
        let splice =
            #","response_format":{"type":"json_schema","json_schema":{"name":"#
            + name + #","strict":true,"schema":"# + format.schemaJSON + "}}}"
        body.removeLast()
        body.append(Data(splice.utf8))
        return body
    }
}
