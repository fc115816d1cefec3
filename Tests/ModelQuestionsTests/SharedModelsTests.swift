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
        let first = models.model(for: writer)
        let second = models.model(for: writer)
        #expect(first.urlSession === second.urlSession)
        #expect(models.model(for: judge).urlSession !== first.urlSession)
        #expect(models.model(for: judge).name == "judge")
    }
}
