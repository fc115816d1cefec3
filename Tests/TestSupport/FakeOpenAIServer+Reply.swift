import Foundation

extension FakeOpenAIServer {
    /// What the server does with one chat-completion request.
    public enum Reply: Sendable {
        /// A chat completion whose message content is `content`: a `chat.completion` object, or SSE chunks
        /// ending in a usage chunk and `[DONE]` when the request asked to stream.
        case completion(
            String, finishReason: String = "stop", promptTokens: Int = 20, completionTokens: Int = 10,
            channel: Channel = .content)
        /// A completion whose content streams as exactly these pieces, one SSE event (and one write) each,
        /// like a server sending a token at a time; a request that does not stream gets them joined.
        case tokenStream([String])
        /// Any status with a raw body, for example 500, 429 with `Retry-After`, or 503 while loading.
        case status(Int, body: String, headers: [String: String] = [:])
        /// A 200 whose body is not JSON at all.
        case garbage(String)
        /// A stream that sends the first `chunkCount` pieces of `content`, then ends cleanly without a
        /// `finish_reason` or `[DONE]`.
        case truncatedStream(String, chunkCount: Int)
        /// A stream that sends the first `chunkCount` pieces of `content`, then drops the connection.
        case disconnect(String, chunkCount: Int)
        /// Sends the response head and `chunkCount` pieces of `content`, then goes silent for `seconds`
        /// (`Reply.untilStopped`: until the server stops, so only the client can end the request).
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
        /// A completion that keeps the request schema's constants, as a grammar-constrained server
        /// must: every property whose schema is a one-value `enum` gets that value (a string, or the
        /// array of fixed choices), and every other property the text given here for it, with
        /// `{word}` and `{answer}` replaced by the constants sent (see `FakeOpenAIServer+Constants`).
        /// The texts of `blankSentence` are used when the fixed answer is the word itself, those of
        /// `meaningQuestion` otherwise.
        case keepingConstants(blankSentence: [String: String], meaningQuestion: [String: String])

        /// Where a completion's text goes: thinking models put it in `reasoning_content`.
        public enum Channel: String, Sendable {
            case content
            case reasoning = "reasoning_content"
        }

        static let loadingBody = #"{"error":{"code":503,"message":"Loading model","type":"unavailable_error"}}"#

        /// Writes the reply; `onStart` runs just before its first byte (after a `.delayed` reply's delay).
        /// `pause` waits up to so many seconds, less when the server stops.
        func write(
            to connection: Connection, streaming: Bool, pause: (Double) -> Void, onStart: () -> Void = {}
        ) {
            if case .delayed(let seconds, let reply) = self {
                pause(seconds)
                reply.write(to: connection, streaming: streaming, pause: pause, onStart: onStart)
                return
            }
            onStart()
            switch self {
            case .completion(let content, let reason, let prompt, let completion, let channel):
                if streaming {
                    Self.stream(
                        Self.pieces(of: content), channel: channel, finishReason: reason,
                        tokens: (prompt, completion), to: connection)
                } else {
                    let message = "{\"role\":\"assistant\",\"\(channel.rawValue)\":\(Self.quoted(content))}"
                    let body =
                        "{\"object\":\"chat.completion\",\"choices\":[{\"index\":0,\"message\":\(message),"
                        + "\"finish_reason\":\"\(reason)\"}],\"usage\":{\"prompt_tokens\":\(prompt),"
                        + "\"completion_tokens\":\(completion),\"total_tokens\":\(prompt + completion)}}"
                    Self.plain(200, body: body, headers: [:], to: connection)
                }
            case .tokenStream(let pieces):
                let whole = Reply.completion(pieces.joined(), completionTokens: pieces.count)
                guard streaming else { return whole.write(to: connection, streaming: false, pause: pause) }
                Self.stream(pieces, channel: .content, finishReason: "stop", tokens: (20, pieces.count), to: connection)
            case .status(let code, let body, let headers):
                Self.plain(code, body: body, headers: headers, to: connection)
            case .garbage(let body):
                Self.plain(200, body: body, headers: [:], to: connection)
            case .truncatedStream(let content, let count):
                Self.streamHead(connection)
                for piece in Self.pieces(of: content).prefix(count) {
                    connection.sendChunk(Self.event(delta: ["content": piece]))
                }
                connection.sendChunk("")
            case .disconnect(let content, let count):
                Self.streamHead(connection)
                for piece in Self.pieces(of: content).prefix(count) {
                    connection.sendChunk(Self.event(delta: ["content": piece]))
                }
            case .stall(let content, let count, let seconds):
                Self.streamHead(connection)
                for piece in Self.pieces(of: content).prefix(count) {
                    connection.sendChunk(Self.event(delta: ["content": piece]))
                }
                pause(seconds)
            case .silence(let seconds):
                pause(seconds)
            case .delayed:
                break  // Written above, after its delay.
            case .raw(let bytes):
                connection.send(Data(bytes.utf8))
            case .streamedError(let content, let count, let message):
                Self.streamHead(connection)
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
                    Self.streamHead(connection)
                    connection.sendChunk(
                        "data: {\"choices\":[{\"index\":0,\"delta\":{\"refusal\":\(Self.quoted(text))},"
                            + "\"finish_reason\":\"stop\"}]}\n\ndata: [DONE]\n\n")
                    connection.sendChunk("")
                } else {
                    Self.plain(200, body: body, headers: [:], to: connection)
                }
            case .keepingConstants:
                // `serve` resolves it against the request first; unresolved, it is a server fault.
                Self.plain(
                    500, body: #"{"error":{"message":"keepingConstants was not resolved"}}"#, headers: [:],
                    to: connection)
            }
        }

        /// Whether the reply ends by its own framing, so the connection could carry another request.
        var isFramed: Bool {
            switch self {
            case .disconnect, .stall, .silence, .raw: return false
            case .delayed(_, let reply): return reply.isFramed
            default: return true
            }
        }

        /// A 200 event stream of `pieces`, then the finish reason, a usage chunk and `[DONE]`.
        private static func stream(
            _ pieces: [String], channel: Channel, finishReason: String, tokens: (prompt: Int, completion: Int),
            to connection: Connection
        ) {
            streamHead(connection)
            for piece in pieces {
                connection.sendChunk(event(delta: [channel.rawValue: piece]))
            }
            connection.sendChunk(event(delta: [:], finishReason: finishReason))
            connection.sendChunk(
                "data: {\"choices\":[],\"usage\":{\"prompt_tokens\":\(tokens.prompt),\"completion_tokens\":"
                    + "\(tokens.completion),\"total_tokens\":\(tokens.prompt + tokens.completion)},\"timings\":"
                    + "{\"predicted_per_second\":50.0}}\n\n")
            connection.sendChunk("data: [DONE]\n\n")
            connection.sendChunk("")
        }

        private static func streamHead(_ connection: Connection) {
            connection.send(
                Data(
                    ("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n"
                        + connection.connectionHeader + "\r\n").utf8))
        }

        private static func plain(_ code: Int, body: String, headers: [String: String], to connection: Connection) {
            let bytes = Data(body.utf8)
            var head = "HTTP/1.1 \(code) Status\r\nContent-Type: application/json\r\n"
            head += "Content-Length: \(bytes.count)\r\n" + connection.connectionHeader
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

        /// `text` as a JSON string: quotes, backslashes and control characters escaped, the rest as it
        /// is (RFC 8259, section 7). Written out rather than asking `JSONEncoder`, which cost about 7 µs
        /// per SSE event: the 10× reply's 735 events took the harness some 5 ms to write, as long as the
        /// partial-JSON bench row's whole target for what the client adds (BENCHMARKS.md, session 17).
        package static func quoted(_ text: String) -> String {
            var out = "\""
            out.reserveCapacity(text.utf8.count + 2)
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                case _ where scalar.value < 0x20:
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out + "\""
        }
    }
}
