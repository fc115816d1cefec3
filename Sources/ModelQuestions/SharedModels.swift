import LanguageModels
import Support

/// One model per configuration for a whole run, shared by the quiz, its prefetch and every export
/// worker: a model owns its HTTP client (on macOS one `URLSession` with a gate on requests in
/// flight), which then bounds the run's requests as a whole rather than one worker's.
final class SharedModels: Sendable {
    private let models = Locked([ModelConfiguration: any LanguageModel]())

    /// The model for `configuration`, made on first use.
    func model(for configuration: ModelConfiguration) -> any LanguageModel {
        models.withLock { models in
            if let model = models[configuration] { return model }
            let model = configuration.makeModel()
            models[configuration] = model
            return model
        }
    }
}
