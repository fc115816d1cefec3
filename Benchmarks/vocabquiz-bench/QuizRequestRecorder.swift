import Foundation
import LanguageModels
import Lexicon
import ModelQuestions
import Prompts
import Quiz
import ResourceLocation
import Support

/// The exact HTTP body `vocabquiz` sends for the first question of a model session, so `curl` can
/// send the very same request: teacher instructions, the turn prompt, the run-time `anyOf` of
/// candidate words from the lexicon, the same sampling, seed and `max_tokens`.
///
/// It drives the export's own source (`ConfiguredSource.ModelSetup`, as `vocabquiz export` builds it) against a model that records the request and declines to
/// answer, then renders that request with the real `OpenAICompatibleModel`.
enum QuizRequestRecorder {
    /// The request body worker `worker` of `vocabquiz export --seed seed --level level` sends first.
    static func firstRequestBody(
        baseURL: URL, modelName: String, seed: UInt64, worker: Int, level: CEFRLevel
    ) async throws -> Data {
        let setup = try exportSetup(baseURL: baseURL, modelName: modelName)
        let request = try await firstRequest(of: setup, seed: seed, worker: worker, level: level)
        let configuration = setup.configuration
        let model = OpenAICompatibleModel(
            baseURL: baseURL, name: configuration.modelName, apiKey: configuration.apiKey,
            timeLimits: configuration.timeLimits, contextSize: configuration.contextSize)
        return try model.makeChatRequest(request, streaming: false).httpBody ?? Data()
    }

    /// The request worker `worker` of `vocabquiz export --seed seed --level level` makes first.
    static func firstRequest(seed: UInt64, worker: Int, level: CEFRLevel) async throws -> ModelRequest {
        let setup = try exportSetup(baseURL: URL(string: "http://127.0.0.1:9/v1")!, modelName: "recorder")
        return try await firstRequest(of: setup, seed: seed, worker: worker, level: level)
    }

    /// Judges model replies by the export's own source: whether, given a reply to the first request of
    /// `vocabquiz export --seed seed --level level` (worker `worker`), it delivers a question without
    /// asking again. The rules a curl reply is judged by are the export's, not a stand-in's; the setup
    /// (lexicon, prompts) is loaded once for every reply judged.
    struct FirstReplyJudge {
        fileprivate let setup: ConfiguredSource.ModelSetup

        func accepts(_ reply: ModelReply, seed: UInt64, worker: Int, level: CEFRLevel) async -> Bool {
            let replay = ReplayingModel(first: reply)
            let source = setup.makeSource(model: replay, seed: seed, for: .export(worker: worker))
            let question = try? await source.nextQuestion(for: QuestionRequest(level: level)) { _ in }
            return question != nil && replay.requestCount == 1
        }
    }

    static func firstReplyJudge() throws -> FirstReplyJudge {
        FirstReplyJudge(setup: try exportSetup(baseURL: URL(string: "http://127.0.0.1:9/v1")!, modelName: "replay"))
    }

    /// The model setup `vocabquiz export --endpoint baseURL --model modelName --unchecked` builds, bundled
    /// prompts and all (the throughput benchmarks compare with curl, which checks nothing).
    private static func exportSetup(baseURL: URL, modelName: String) throws -> ConfiguredSource.ModelSetup {
        let configuration = try ModelConfiguration(endpoint: baseURL.absoluteString, modelName: modelName)
        return ConfiguredSource.ModelSetup(
            configuration: configuration, templates: try PromptTemplates(contentsOf: try promptsDirectory()),
            attempts: 3, lexicon: try Lexicon.bundled(), isChecked: false)
    }

    /// Drives the export's own source for `worker` against a model that records and declines.
    private static func firstRequest(
        of setup: ConfiguredSource.ModelSetup, seed: UInt64, worker: Int, level: CEFRLevel
    ) async throws -> ModelRequest {
        let recorder = RecordingModel()
        let source = setup.makeSource(model: recorder, seed: seed, for: .export(worker: worker))
        _ = try? await source.nextQuestion(for: QuestionRequest(level: level)) { _ in }
        guard let request = recorder.requests.first else { throw RecorderFailure.nothingRecorded }
        return request
    }

    private static func promptsDirectory() throws -> URL {
        try BundledPrompts.locate(with: .live(environment: ProcessInfo.processInfo.environment)).directory
    }

    enum RecorderFailure: Error, CustomStringConvertible {
        case nothingRecorded, declined

        var description: String {
            switch self {
            case .nothingRecorded: "the question source sent no request"
            case .declined: "recording only"
            }
        }
    }
}

/// Records each request and answers none of them.
private final class RecordingModel: LanguageModel, Sendable {
    private let recorded = Locked<[ModelRequest]>([])

    var requests: [ModelRequest] { recorded.value }
    var displayName: String { "recorder @ memory" }
    func contextSize() async -> Int { 4096 }
    func prewarm() async throws {}

    func complete(_ request: ModelRequest) async throws -> ModelReply {
        recorded.withLock { $0.append(request) }
        throw QuizRequestRecorder.RecorderFailure.declined
    }

    func stream(_ request: ModelRequest) -> AsyncThrowingStream<ModelStreamEvent, Error> {
        recorded.withLock { $0.append(request) }
        return AsyncThrowingStream { $0.finish(throwing: QuizRequestRecorder.RecorderFailure.declined) }
    }
}

/// Answers the first request with a reply recorded elsewhere (curl's), and declines every later one,
/// so a rejected reply shows as a second request.
private final class ReplayingModel: LanguageModel, Sendable {
    private let first: ModelReply
    private let requests = Locked(0)

    init(first: ModelReply) { self.first = first }

    var requestCount: Int { requests.value }
    var displayName: String { "replay @ memory" }
    func contextSize() async -> Int { 4096 }
    func prewarm() async throws {}

    func complete(_ request: ModelRequest) async throws -> ModelReply {
        let count = requests.withLock { count in
            count += 1
            return count
        }
        guard count == 1 else { throw QuizRequestRecorder.RecorderFailure.declined }
        return first
    }

    func stream(_ request: ModelRequest) -> AsyncThrowingStream<ModelStreamEvent, Error> {
        streamingWholeReply(request)
    }
}
