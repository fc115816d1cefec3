// Apple's on-device model, written against Foundation Models' documented API. It compiles only with
// `swift build -Xswiftc -DVOCABQUIZ_FOUNDATION_MODELS` on a macOS 26 SDK, so code nobody can compile on
// Linux never breaks a default build. UNTESTED: the project's machines have no Foundation Models.
#if VOCABQUIZ_FOUNDATION_MODELS
    import Foundation
    import FoundationModels
    import GuidedGeneration

    /// `SystemLanguageModel.default` behind the `LanguageModel` seam, so the session's checks, retries
    /// and transcript budget work as they do against a server.
    ///
    /// Each request gets a fresh Foundation Models session: our `LanguageModelSession` already sends the
    /// transcript it budgets for the 4,096-token window, so Apple's session must not keep a second one.
    public struct AppleOnDeviceModel: LanguageModel {
        public let timeLimits: TimeLimits

        public init(timeLimits: TimeLimits = .default) {
            self.timeLimits = timeLimits
        }

        public var displayName: String { "Apple on-device model" }

        /// Apple's documented on-device window: instructions, prompt, schema and reply together.
        public func contextSize() async -> Int { 4096 }

        /// Apple updates the model with the OS, so availability is checked when a run starts.
        public func prewarm() async throws {
            guard #available(macOS 26.0, iOS 26.0, visionOS 26.0, *) else { throw Self.tooOld }
            switch SystemLanguageModel.default.availability {
            case .available: return
            case .unavailable(.deviceNotEligible):
                throw Self.unavailable("This device cannot run Apple Intelligence.", remedy: .useModelServer)
            case .unavailable(.appleIntelligenceNotEnabled):
                throw Self.unavailable("Apple Intelligence is off; turn it on in System Settings, then retry.")
            case .unavailable(.modelNotReady):
                throw Self.unavailable("Apple's on-device model is still downloading; retry when it is ready.")
            case .unavailable(let other):
                throw Self.unavailable("Apple's on-device model is unavailable (\(other)).")
            }
        }

        public func complete(_ request: ModelRequest) async throws -> ModelReply {
            guard #available(macOS 26.0, iOS 26.0, visionOS 26.0, *) else { throw Self.tooOld }
            try await prewarm()
            let instructions = request.messages.filter { $0.role == .system }.map(\.content).joined(separator: "\n\n")
            let session = FoundationModels.LanguageModelSession(
                model: SystemLanguageModel.default, instructions: instructions)
            let options = Self.options(request.options)
            do {
                guard let format = request.responseFormat else {
                    let response = try await session.respond(to: Self.prompt(request), options: options)
                    return ModelReply(content: response.content)
                }
                let schema = try AppleSchema.make(fromJSONSchema: format.schemaJSON, named: format.name)
                let response = try await session.respond(to: Self.prompt(request), schema: schema, options: options)
                return ModelReply(content: response.content.jsonString)
            } catch let error as FoundationModels.LanguageModelSession.GenerationError {
                throw Self.mapped(error)
            }
        }

        /// Foundation Models streams snapshots, not deltas; the reply is handed over whole, as one delta.
        public func stream(_ request: ModelRequest) -> AsyncThrowingStream<ModelStreamEvent, Error> {
            streamingWholeReply(request)
        }

        /// Every message after the instructions, labelled, as one prompt.
        static func prompt(_ request: ModelRequest) -> String {
            request.messages.filter { $0.role != .system }.map { message in
                message.role == .assistant ? "Your earlier reply: \(message.content)" : message.content
            }.joined(separator: "\n\n")
        }

        @available(macOS 26.0, iOS 26.0, visionOS 26.0, *)
        static func options(_ options: GenerationOptions) -> FoundationModels.GenerationOptions {
            let sampling: FoundationModels.GenerationOptions.SamplingMode? =
                switch options.sampling {
                case .greedy: .greedy
                case .topK(let k, let seed): .random(top: k, seed: seed)
                case .topP(let threshold, let seed): .random(probabilityThreshold: threshold, seed: seed)
                case nil: nil
                }
            return FoundationModels.GenerationOptions(
                sampling: sampling, temperature: options.temperature,
                maximumResponseTokens: options.maximumResponseTokens)
        }

        @available(macOS 26.0, iOS 26.0, visionOS 26.0, *)
        static func mapped(_ error: FoundationModels.LanguageModelSession.GenerationError) -> GenerationError {
            let context = GenerationError.Context(debugDescription: "Apple's on-device model: \(error)")
            return switch error {
            case .exceededContextWindowSize: .exceededContextWindowSize(context)
            case .assetsUnavailable: .assetsUnavailable(context)
            case .rateLimited: .rateLimited(context)
            case .concurrentRequests: .concurrentRequests(context)
            case .refusal, .guardrailViolation: .refusal(context)
            default: .decodingFailure(context)
            }
        }

        static func unavailable(_ message: String, remedy: GenerationError.Remedy? = nil) -> GenerationError {
            .assetsUnavailable(.init(debugDescription: message, remedy: remedy))
        }

        static var tooOld: GenerationError {
            unavailable("Apple's on-device model needs macOS 26 or later.")
        }
    }
#endif
