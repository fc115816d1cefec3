import Foundation
import LanguageModels
import Testing

@Suite("ModelConfiguration")
struct ModelConfigurationTests {
    @Test func nothingConfiguredMeansOffline() throws {
        #expect(try ModelConfiguration.resolve(environment: [:]) == nil)
        #expect(try ModelConfiguration.resolve(environment: ["VOCABQUIZ_ENDPOINT": "  "]) == nil)
    }

    @Test func flagsBeatVocabQuizVariablesWhichBeatOpenAIOnes() throws {
        let environment = [
            "VOCABQUIZ_ENDPOINT": "http://vq:1/v1", "OPENAI_BASE_URL": "https://api.openai.com/v1",
            "VOCABQUIZ_API_KEY": "vq-key", "OPENAI_API_KEY": "oa-key", "VOCABQUIZ_MODEL": "qwen",
            "VOCABQUIZ_TIMEOUT": "5",
        ]
        let fromEnvironment = try #require(try ModelConfiguration.resolve(environment: environment))
        #expect(fromEnvironment.baseURL.absoluteString == "http://vq:1/v1")
        #expect(fromEnvironment.modelName == "qwen")
        #expect(fromEnvironment.apiKey == APIKey("vq-key"))
        #expect(fromEnvironment.timeLimits == TimeLimits(seconds: 5))
        let fromFlags = try #require(
            try ModelConfiguration.resolve(
                endpoint: "http://flag:2/v1/", model: "llama", timeout: "1.5", contextSize: "8192",
                environment: environment))
        #expect(fromFlags.baseURL.absoluteString == "http://flag:2/v1")
        #expect(fromFlags.modelName == "llama")
        #expect(fromFlags.timeLimits.stall == .milliseconds(1500))
        #expect(fromFlags.contextSize == 8192)
        let openAI = try #require(
            try ModelConfiguration.resolve(
                environment: ["OPENAI_BASE_URL": "https://api.openai.com/v1", "OPENAI_API_KEY": "oa-key"]))
        #expect(openAI.apiKey == APIKey("oa-key"))
        #expect(openAI.modelName == "default")
        #expect(openAI.makeModel().sendsServerExtensions == false)
    }

    @Test func theKeyNeverShowsWhenPrinted() throws {
        let configuration = try #require(
            try ModelConfiguration.resolve(environment: ["VOCABQUIZ_ENDPOINT": "http://h/v1", "OPENAI_API_KEY": "sk-x"])
        )
        var dumped = ""
        dump(configuration, to: &dumped)
        for text in ["\(configuration)", String(reflecting: configuration), dumped] {
            #expect(!text.contains("sk-x"))
        }
    }

    @Test(arguments: [
        (["--endpoint", "localhost:8080"], "'localhost:8080' is not an http(s) URL"),
        (["--timeout", "soon"], "'soon' is not a timeout"),
        (["--timeout", "-3"], "'-3' is not a timeout"),
        (["--context", "big"], "'big' is not a context size"),
    ])
    func badValuesAreQuotedInTheError(flag: [String], message: String) throws {
        let value = flag[1]
        let error = #expect(throws: ModelConfiguration.ResolutionError.self) {
            _ = try ModelConfiguration.resolve(
                endpoint: flag[0] == "--endpoint" ? value : "http://h/v1",
                timeout: flag[0] == "--timeout" ? value : nil,
                contextSize: flag[0] == "--context" ? value : nil, environment: [:])
        }
        #expect(error?.localizedDescription.hasPrefix(message) == true)
    }
}
