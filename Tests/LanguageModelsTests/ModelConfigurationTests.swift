import Foundation
import LanguageModels
import Support
import TestSupport
import Testing

@Suite("ModelConfiguration")
struct ModelConfigurationTests {
    @Test func theEndpointIsTheAPIRootWithoutATrailingSlash() throws {
        let configuration = try ModelConfiguration(endpoint: "http://flag:2/v1/", modelName: "llama", contextSize: 8192)
        #expect(configuration.backend == .openAICompatible(baseURL: try #require(URL(string: "http://flag:2/v1"))))
        #expect(configuration.baseURL?.absoluteString == "http://flag:2/v1")
        #expect(configuration.modelName == "llama")
        #expect(configuration.timeLimits == .default)
        #expect(configuration.contextSize == 8192)
    }

    @Test(arguments: [
        ("http://127.0.0.1:8080/v1", true), ("http://localhost:11434/v1", true), ("http://[::1]:8080/v1", true),
        ("http://127.1.2.3/v1", true), ("https://api.openai.com/v1", false), ("http://192.0.2.2:8098/v1", false),
        ("http://localhost.example.com/v1", false), ("http://10.0.0.5:8000/v1", false),
    ])
    func aLoopbackEndpointIsOnThisMachine(endpoint: String, isLocal: Bool) throws {
        #expect(try ModelConfiguration(endpoint: endpoint).isOnThisMachine == isLocal)
    }

    @Test func aHostedAPIGetsNoServerExtensions() throws {
        let openAI = try ModelConfiguration(endpoint: "https://api.openai.com/v1", apiKey: APIKey("oa-key"))
        let model = try #require(openAI.makeModel() as? OpenAICompatibleModel)
        #expect(model.sendsServerExtensions == false)
    }

    @Test func theModelItMakesWaitsForALoadingServerThroughTheLanguageModelSeam() async throws {
        let server = try FakeOpenAIServer(healthStatuses: [503])
        defer { server.stop() }
        let sleeps = SleepRecorder()
        let model: any LanguageModel = try ModelConfiguration(endpoint: server.baseURL.absoluteString)
            .makeModel(sleep: sleeps.sleep, now: sleeps.now)
        let messages = Locked<[String]>([])
        try await model.waitUntilReady { message in messages.withLock { $0.append(message) } }
        #expect(messages.value.count == 1)
        #expect(messages.value.first?.contains("finish loading") == true)
        #expect(sleeps.delays == [.milliseconds(500)])
    }

    @Test func theKeyNeverShowsWhenPrinted() throws {
        let configuration = try ModelConfiguration(endpoint: "http://h/v1", apiKey: APIKey("sk-x"))
        var dumped = ""
        dump(configuration, to: &dumped)
        for text in ["\(configuration)", String(reflecting: configuration), dumped] {
            #expect(!text.contains("sk-x"))
        }
    }

    @Test(arguments: ["localhost:8080", "ftp://h/v1", "http://"])
    func anEndpointThatIsNoHTTPURLIsQuotedWithoutNamingAFlag(_ value: String) {
        let error = #expect(throws: ModelConfiguration.ConfigurationError.self) {
            _ = try ModelConfiguration(endpoint: value)
        }
        #expect(error == .invalidEndpoint(value))
        #expect(error?.description.hasPrefix("'\(value)' is not an http(s) URL") == true)
        #expect(error?.description.contains("--") == false)
    }
}
