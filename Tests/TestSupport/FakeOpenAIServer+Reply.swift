import Foundation

extension FakeOpenAIServer {
    /// What the server does with one chat-completion request.
    public enum Reply: Sendable {
        /// A chat completion whose message content is `content`: a `chat.completion` object, or SSE chunks
        /// ending in a usage chunk and `[DONE]` when the request asked to stream.
        case completion(
            String, finishReason: String = "stop", promptTokens: Int = 20, completionTokens: Int = 10,
            channel: Channel = .content)
        /// Any status with a raw body, for example 500, 429 with `Retry-After`, or 503 while loading.
        case status(Int, body: String, headers: [String: String] = [:])
        /// A 200 whose body is not JSON at all.
        case garbage(String)
        /// A stream that sends the first `chunkCount` pieces of `content`, then ends cleanly without a
        /// `finish_reason` or `[DONE]`.
        case truncatedStream(String, chunkCount: Int)
        /// A stream that sends the first `chunkCount` pieces of `content`, then drops the connection.
        case disconnect(String, chunkCount: Int)
        /// Sends the response head and `chunkCount` pieces of `content`, then goes silent for `seconds`.
        case stall(String, chunkCount: Int, seconds: Double)
        /// A refusal instead of content.
        case refusal(String)
        /// Accepts the request and answers nothing at all for `seconds`, like a hung server.
        case silence(seconds: Double)
        /// Waits `seconds` before answering with `reply`, like a server that sends a whole reply at once.
        indirect case delayed(seconds: Double, Reply)
        /// Writes these bytes as they are, then closes: for a server that does not speak HTTP.
        case raw(String)
        /// Starts a 200 stream, sends `chunkCount` pieces of `content`, then an OpenAI `error` event.
        case streamedError(String, chunkCount: Int, message: String)

        /// Where a completion's text goes: thinking models put it in `reasoning_content`.
        public enum Channel: String, Sendable {
            case content
            case reasoning = "reasoning_content"
        }

        static let loadingBody = #"{"error":{"code":503,"message":"Loading model","type":"unavailable_error"}}"#

        /// Writes the reply; `onStart` runs just before its first byte (after a `.delayed` reply's delay).
        func write(
            to connection: Connection, streaming: Bool, isStopped: @Sendable () -> Bool, onStart: () -> Void = {}
        ) {
            if case .delayed(let seconds, let reply) = self {
                Self.wait(seconds, unless: isStopped)
                reply.write(to: connection, streaming: streaming, isStopped: isStopped, onStart: onStart)
                return
            }
            onStart()
            switch self {
            case .completion(let content, let reason, let prompt, let completion, let channel):
                if streaming {
                    streamHead(connection)
                    for piece in Self.pieces(of: content) {
                        connection.sendChunk(Self.event(delta: [channel.rawValue: piece]))
                    }
                    connection.sendChunk(Self.event(delta: [:], finishReason: reason))
                    connection.sendChunk(
                        "data: {\"choices\":[],\"usage\":{\"prompt_tokens\":\(prompt),\"completion_tokens\":"
                            + "\(completion),\"total_tokens\":\(prompt + completion)},\"timings\":"
                            + "{\"predicted_per_second\":50.0}}\n\n")
                    connection.sendChunk("data: [DONE]\n\n")
                    connection.sendChunk("")
                } else {
                    let message = "{\"role\":\"assistant\",\"\(channel.rawValue)\":\(Self.quoted(content))}"
                    let body =
                        "{\"object\":\"chat.completion\",\"choices\":[{\"index\":0,\"message\":\(message),"
                        + "\"finish_reason\":\"\(reason)\"}],\"usage\":{\"prompt_tokens\":\(prompt),"
                        + "\"completion_tokens\":\(completion),\"total_tokens\":\(prompt + completion)}}"
                    Self.plain(200, body: body, headers: [:], to: connection)
                }
            case .status(let code, let body, let headers):
                Self.plain(code, body: body, headers: headers, to: connection)
            case .garbage(let body):
                Self.plain(200, body: body, headers: [:], to: connection)
            case .truncatedStream(let content, let count):
                streamHead(connection)
                for piece in Self.pieces(of: content).prefix(count) {
                    connection.sendChunk(Self.event(delta: ["content": piece]))
                }
                connection.sendChunk("")
            case .disconnect(let content, let count):
                streamHead(connection)
                for piece in Self.pieces(of: content).prefix(count) {
                    connection.sendChunk(Self.event(delta: ["content": piece]))
                }
            case .stall(let content, let count, let seconds):
                streamHead(connection)
                for piece in Self.pieces(of: content).prefix(count) {
                    connection.sendChunk(Self.event(delta: ["content": piece]))
                }
                Self.wait(seconds, unless: isStopped)
            case .silence(let seconds):
                Self.wait(seconds, unless: isStopped)
            case .delayed:
                break  // Written above, after its delay.
            case .raw(let bytes):
                connection.send(Data(bytes.utf8))
            case .streamedError(let content, let count, let message):
                streamHead(connection)
                for piece in Self.pieces(of: content).prefix(count) {
                    connection.sendChunk(Self.event(delta: ["content": piece]))
                }
                connection.sendChunk(
                    "data: {\"error\":{\"message\":\(Self.quoted(message)),\"type\":\"server_error\"}}\n\n")
                connection.sendChunk("")
            case .refusal(let text):
                let body =
                    "{\"choices\":[{\"index\":0,\"message\":{\"role\":\"assistant\",\"content\":null,"
                    + "\"refusal\":\(Self.quoted(text))},\"finish_reason\":\"stop\"}]}"
                if streaming {
                    streamHead(connection)
                    connection.sendChunk(
                        "data: {\"choices\":[{\"index\":0,\"delta\":{\"refusal\":\(Self.quoted(text))},"
                            + "\"finish_reason\":\"stop\"}]}\n\ndata: [DONE]\n\n")
                    connection.sendChunk("")
                } else {
                    Self.plain(200, body: body, headers: [:], to: connection)
                }
            }
        }

        private static func wait(_ seconds: Double, unless isStopped: () -> Bool) {
            let end = Date().addingTimeInterval(seconds)
            while Date() < end, !isStopped() { Thread.sleep(forTimeInterval: 0.02) }
        }

        private func streamHead(_ connection: Connection) {
            connection.send(
                Data(
                    ("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n"
                        + "Connection: close\r\n\r\n").utf8))
        }

        private static func plain(_ code: Int, body: String, headers: [String: String], to connection: Connection) {
            let bytes = Data(body.utf8)
            var head = "HTTP/1.1 \(code) Status\r\nContent-Type: application/json\r\n"
            head += "Content-Length: \(bytes.count)\r\nConnection: close\r\n"
            for (name, value) in headers { head += "\(name): \(value)\r\n" }
            connection.send(Data((head + "\r\n").utf8) + bytes)
        }

        /// Splits text into short pieces so a stream really arrives in many events (at most about 64 for
        /// huge texts, which keeps a 5 MB reply quick to serve).
        static func pieces(of text: String) -> [String] {
            let size = max(6, text.utf8.count / 64)
            var pieces: [String] = []
            var index = text.startIndex
            while index < text.endIndex {
                let end = text.index(index, offsetBy: size, limitedBy: text.endIndex) ?? text.endIndex
                pieces.append(String(text[index..<end]))
                index = end
            }
            return pieces
        }

        private static func event(delta: [String: String], finishReason: String? = nil) -> String {
            let fields = delta.map { "\"\($0.key)\":\(quoted($0.value))" }.joined(separator: ",")
            let reason = finishReason.map { "\"\($0)\"" } ?? "null"
            return "data: {\"choices\":[{\"index\":0,\"delta\":{\(fields)},\"finish_reason\":\(reason)}]}\n\n"
        }

        private static func quoted(_ text: String) -> String {
            (try? String(decoding: JSONEncoder().encode(text), as: UTF8.self)) ?? "\"\""
        }
    }
}
