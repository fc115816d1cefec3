import Foundation

/// How the model samples its reply, after Apple's `GenerationOptions`.
public struct GenerationOptions: Sendable, Hashable {
    /// The sampling strategy; each random strategy takes a seed for reproducible questions.
    public enum SamplingMode: Sendable, Hashable {
        /// Always the most likely token.
        case greedy
        /// Sample among the `k` most likely tokens.
        case topK(Int, seed: UInt64? = nil)
        /// Sample from the smallest set of tokens whose probability reaches `threshold`.
        case topP(Double, seed: UInt64? = nil)
    }

    /// `nil` lets the backend choose (top-p 0.95 with a fresh seed).
    public var sampling: SamplingMode?
    /// `nil` lets the backend choose (0 for greedy, 0.7 otherwise).
    public var temperature: Double?
    /// Caps the reply so a runaway generation cannot fill the context; `nil` uses the backend's default.
    public var maximumResponseTokens: Int?
    /// OpenAI's `frequency_penalty` (-2 to 2): lowers a token's odds by this much for each time it
    /// already occurs, so a small model copies its prompt and repeats itself less. `nil` sends none.
    /// Not in Apple's API (its on-device model ignores it).
    public var frequencyPenalty: Double?

    public init(
        sampling: SamplingMode? = nil, temperature: Double? = nil, maximumResponseTokens: Int? = nil,
        frequencyPenalty: Double? = nil
    ) {
        self.sampling = sampling
        self.temperature = temperature
        self.maximumResponseTokens = maximumResponseTokens
        self.frequencyPenalty = frequencyPenalty
    }
}
