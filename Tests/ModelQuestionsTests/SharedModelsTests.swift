import LanguageModels
import Testing

@testable import ModelQuestions

/// A run's sources share one model per configuration, and with it one HTTP client (on macOS one
/// URLSession and its gate), instead of one per export worker.
@Suite("shared models")
struct SharedModelsTests {
    @Test func everyAskerOfOneConfigurationGetsTheSameClient() throws {
        let models = SharedModels()
        let writer = try ModelConfiguration(endpoint: "https://api.example.com/v1", modelName: "writer")
        let judge = try ModelConfiguration(endpoint: "https://api.example.com/v1", modelName: "judge")
        let first = try #require(models.model(for: writer) as? OpenAICompatibleModel)
        let second = try #require(models.model(for: writer) as? OpenAICompatibleModel)
        let third = try #require(models.model(for: judge) as? OpenAICompatibleModel)
        #expect(first.urlSession === second.urlSession)
        #expect(third.urlSession !== first.urlSession)
        #expect(third.name == "judge")
    }
}
