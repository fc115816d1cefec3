/// One figure a benchmark measured.
struct Measurement: Sendable, Encodable {
    var benchmark: String
    var metric: String
    var value: Double
    var unit: String
    /// What the figure is compared against, or why it was skipped.
    var note: String = ""
    /// The target for this figure, when it has one.
    var target: Target?

    /// Whether the figure meets its target; nil without a target or without a figure.
    var passed: Bool? {
        guard let target, !value.isNaN else { return nil }
        return target.isMet(by: value)
    }

    private enum CodingKeys: String, CodingKey {
        case benchmark, metric, value, unit, note, target, passed
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(benchmark, forKey: .benchmark)
        try container.encode(metric, forKey: .metric)
        // JSON has no NaN: a skipped figure is null.
        try container.encode(value.isNaN ? nil : value, forKey: .value)
        try container.encode(unit, forKey: .unit)
        try container.encode(note, forKey: .note)
        try container.encode(target?.description, forKey: .target)
        try container.encode(passed, forKey: .passed)
    }
}

/// A bound a figure must stay within, from the issue that asked for it.
enum Target: Sendable, CustomStringConvertible {
    case below(Double)
    case atMost(Double)
    case atLeast(Double)
    case between(Double, Double)

    func isMet(by value: Double) -> Bool {
        switch self {
        case let .below(bound): value < bound
        case let .atMost(bound): value <= bound
        case let .atLeast(bound): value >= bound
        case let .between(low, high): value >= low && value <= high
        }
    }

    var description: String {
        switch self {
        case let .below(bound): "< \(Self.format(bound))"
        case let .atMost(bound): "≤ \(Self.format(bound))"
        case let .atLeast(bound): "≥ \(Self.format(bound))"
        case let .between(low, high): "\(Self.format(low))–\(Self.format(high))"
        }
    }

    private static func format(_ bound: Double) -> String {
        bound == bound.rounded() ? String(Int(bound)) : String(bound)
    }
}

/// A group of related measurements, run by `vocabquiz-bench`.
protocol Benchmark: Sendable {
    var name: String { get }
    /// - Parameter quick: Run a reduced version so the whole command finishes in under a minute.
    func run(quick: Bool) async throws -> [Measurement]
}

extension Benchmark {
    /// A row saying why a figure could not be measured in this run.
    func skipped(_ metric: String, why: String) -> Measurement {
        Measurement(benchmark: name, metric: metric, value: .nan, unit: "", note: "skipped: \(why)")
    }
}
