import Foundation

extension Double {
    /// The `seconds` of a fake server's `.stall` or `.silence` that lasts until the server stops
    /// (`stop()` ends every pause): a test of a client-side time limit then passes however loaded the
    /// machine, since nothing but that limit (or the test's cancellation) can end the request.
    public static let untilStopped: Double = 3_600
}

extension FakeOpenAIServer.Reply {
    /// This reply for `request`: a `.keepingConstants` reply becomes the completion a grammar-
    /// constrained server would write under the request's schema; any other reply is itself.
    func resolved(for request: FakeOpenAIServer.RecordedRequest) -> Self {
        guard case let .keepingConstants(blankSentence, meaningQuestion) = self else { return self }
        let format = request.json?["response_format"] as? [String: Any]
        let schema = (format?["json_schema"] as? [String: Any])?["schema"] as? [String: Any]
        let properties = schema?["properties"] as? [String: Any] ?? [:]
        let order = (schema?["required"] as? [String]) ?? properties.keys.sorted()
        var constants: [String: Any] = [:]
        for name in order {
            let property = properties[name] as? [String: Any] ?? [:]
            if let values = property["enum"] as? [Any], values.count == 1 { constants[name] = values[0] }
        }
        var object = constants
        let written = constants["word"] as? String == constants["answer"] as? String ? blankSentence : meaningQuestion
        for (name, text) in written where constants[name] == nil {
            object[name] =
                text
                .replacingOccurrences(of: "{word}", with: constants["word"] as? String ?? "")
                .replacingOccurrences(of: "{answer}", with: constants["answer"] as? String ?? "")
        }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return .completion(String(decoding: data, as: UTF8.self))
    }
}
