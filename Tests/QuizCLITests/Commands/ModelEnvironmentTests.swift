import Foundation
import LanguageModels
import ModelQuestions
import ScoreHistory
import Testing

@testable import QuizCLI

@Suite("Model settings from flags and environment")
struct ModelEnvironmentTests {
    @Test func nothingConfiguredMeansOffline() throws {
        #expect(try ModelEnvironment.configuration(environment: [:]) == nil)
        #expect(try ModelEnvironment.configuration(environment: ["VOCABQUIZ_ENDPOINT": "  "]) == nil)
    }

    @Test func flagsBeatVocabQuizVariablesWhichBeatOpenAIOnes() throws {
        let environment = [
            "VOCABQUIZ_ENDPOINT": "http://vq:1/v1", "OPENAI_BASE_URL": "https://api.openai.com/v1",
            "VOCABQUIZ_API_KEY": "vq-key", "OPENAI_API_KEY": "oa-key", "VOCABQUIZ_MODEL": "qwen",
            "VOCABQUIZ_TIMEOUT": "1.5",
        ]
        let fromEnvironment = try #require(try ModelEnvironment.configuration(environment: environment))
        #expect(fromEnvironment.baseURL?.absoluteString == "http://vq:1/v1")
        #expect(fromEnvironment.modelName == "qwen")
        #expect(fromEnvironment.apiKey == APIKey("vq-key"))
        #expect(fromEnvironment.timeLimits.stall == .milliseconds(1500))
        let fromFlags = try #require(
            try ModelEnvironment.configuration(
                endpoint: "http://flag:2/v1/", model: "llama", timeout: 5, contextSize: 8192, environment: environment))
        #expect(fromFlags.baseURL?.absoluteString == "http://flag:2/v1")
        #expect(fromFlags.modelName == "llama")
        #expect(fromFlags.timeLimits == TimeLimits(seconds: 5))
        #expect(fromFlags.contextSize == 8192)
        let openAI = try #require(
            try ModelEnvironment.configuration(
                environment: ["OPENAI_BASE_URL": "https://api.openai.com/v1", "OPENAI_API_KEY": "oa-key"]))
        #expect(openAI.apiKey == APIKey("oa-key"))
        #expect(openAI.modelName == "default")
    }

    @Test(arguments: ["soon", "-3", "0"])
    func aBadTimeoutVariableIsQuoted(_ value: String) {
        let error = #expect(throws: ModelEnvironment.SettingError.self) {
            _ = try ModelEnvironment.configuration(
                environment: ["VOCABQUIZ_ENDPOINT": "http://h/v1", "VOCABQUIZ_TIMEOUT": value])
        }
        #expect(error?.description.hasPrefix("VOCABQUIZ_TIMEOUT='\(value)' is not a timeout") == true)
    }

    @Test func libraryErrorsGetTheirFlagHintHereOnly() {
        let timedOut = LanguageModelSession.GenerationError.timedOut(
            .init(debugDescription: "Timed out after 60 s connecting to http://h/v1.", remedy: .allowMoreTime))
        #expect(
            FlagHint.describe(timedOut)
                == "Timed out after 60 s connecting to http://h/v1. Raise --timeout if it needs longer.")
        #expect(
            FlagHint.describe(ModelQuestionError.generation(timedOut)) == FlagHint.describe(timedOut))
        #expect(
            FlagHint.describe(ModelQuestionError.repeatedWords(attempts: 4)).hasSuffix(
                "; try --words or a larger model"))
        #expect(
            FlagHint.describe(ModelConfiguration.ConfigurationError.invalidEndpoint("x")).hasSuffix(
                "; check --endpoint (or VOCABQUIZ_ENDPOINT, OPENAI_BASE_URL)"))
        #expect(
            FlagHint.describe(HistoryError.notWritable(path: "/d", reason: "mode 500"))
                == "data directory '/d' is not writable (mode 500); choose another with --data-dir or VOCABQUIZ_HOME")
        let refused = LanguageModelSession.GenerationError.assetsUnavailable(
            .init(debugDescription: "Cannot reach http://h/v1: the connection was refused.", remedy: .startServer))
        #expect(
            FlagHint(endpointOrigin: "--endpoint").describe(refused)
                == "Cannot reach http://h/v1: the connection was refused. Start the model server, or correct --endpoint."
        )
        #expect(
            FlagHint(endpointOrigin: "OPENAI_BASE_URL", hasLocalModelScript: true).describe(refused).hasSuffix(
                "Start one (scripts/local-model start), or correct OPENAI_BASE_URL."))
        struct Plain: Error, CustomStringConvertible { var description: String { "plain" } }
        #expect(FlagHint.describe(Plain()) == "plain")
    }
}
