import Foundation

extension LanguageModelSession {
    /// Why a request produced no usable response, after Apple's `LanguageModelSession.GenerationError`.
    ///
    /// Every message names the endpoint and says what the user can do; none ever contains the API key.
    public enum GenerationError: Error, Sendable, LocalizedError, CustomStringConvertible {
        /// The prompt and response together do not fit the model's context window.
        case exceededContextWindowSize(Context)
        /// The server cannot be reached, is still loading, or rejects our credentials or model name.
        case assetsUnavailable(Context)
        /// Every attempt produced output that failed to parse, match the schema, or build the type.
        case decodingFailure(Context)
        /// The server asked us to slow down (HTTP 429).
        case rateLimited(Context)
        /// A second request was made while one was still in flight on the same session.
        case concurrentRequests(Context)
        /// The model declined to answer.
        case refusal(Context)
        /// A stage of the request ran out of time.
        case timedOut(Context)
        /// The server kept failing (HTTP 5xx) or answered with something that is not a chat completion.
        case serverError(Context)

        /// What went wrong, in words a user can act on, plus what the caller may need to react.
        public struct Context: Sendable {
            public var debugDescription: String
            /// For `rateLimited`: how long the server asked us to wait, when it said.
            public var retryAfter: Duration?
            /// What the user can change to fix it, for an application to word in its own terms
            /// (a flag, a setting); the description itself names no application's options.
            public var remedy: Remedy?

            public init(debugDescription: String, retryAfter: Duration? = nil, remedy: Remedy? = nil) {
                self.debugDescription = debugDescription
                self.retryAfter = retryAfter
                self.remedy = remedy
            }
        }

        /// What the user can change so the next request may work.
        public enum Remedy: Sendable, Equatable {
            /// Give the server longer (the time limits).
            case allowMoreTime
            /// Provide a valid API key.
            case provideAPIKey
            /// Check the endpoint (the API root) and the model name.
            case checkEndpointAndModel
            /// Check that the endpoint is an OpenAI-compatible API root.
            case checkEndpoint
            /// Start a server, or point at one that runs.
            case startServer
            /// Use a server that can constrain replies to the JSON schema sent, or a simpler schema:
            /// the server could not build its grammar, and will fail the same request every time.
            case checkSchemaSupport
            /// This model cannot run here at all (an on-device model on an ineligible device): use a
            /// model server instead.
            case useModelServer
        }

        /// The context of whichever case this is.
        public var context: Context {
            switch self {
            case .exceededContextWindowSize(let context), .assetsUnavailable(let context),
                .decodingFailure(let context), .rateLimited(let context), .concurrentRequests(let context),
                .refusal(let context), .timedOut(let context), .serverError(let context):
                return context
            }
        }

        public var errorDescription: String? { context.debugDescription }
        public var description: String { context.debugDescription }
    }
}
