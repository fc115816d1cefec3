/// One figure a benchmark measured.
struct Measurement: Sendable, Encodable {
    var benchmark: String
    var metric: String
    var value: Double
    var unit: String
    /// What the figure is compared against, or why it was skipped.
    var note: String = ""
}

/// A group of related measurements, run by `vocabquiz-bench`.
protocol Benchmark: Sendable {
    var name: String { get }
    /// - Parameter quick: Run a reduced version so the whole command finishes in under a minute.
    func run(quick: Bool) async throws -> [Measurement]
}
