import Foundation

/// How long a request may wait at each stage before it fails with a clear error.
///
/// A dead server and a stuck generation look the same to a learner (nothing happens), so every
/// stage has its own bound and its own message.
public struct TimeLimits: Sendable, Hashable {
    /// Until the server answers with a response head (also bounds readiness probes).
    public var connect: Duration
    /// From sending the request until the first byte of the body.
    public var firstToken: Duration
    /// The longest silence allowed between two slices of a streamed body.
    public var stall: Duration

    public init(connect: Duration, firstToken: Duration, stall: Duration) {
        self.connect = connect
        self.firstToken = firstToken
        self.stall = stall
    }

    /// Uses one bound for every stage, as `--timeout SECONDS` does.
    public init(seconds: Double) {
        let limit = Duration.milliseconds(Int64((seconds * 1000).rounded()))
        self.init(connect: limit, firstToken: limit, stall: limit)
    }

    /// Sixty seconds per stage: generous for a CPU-only model, short enough to notice a dead server.
    public static let `default` = TimeLimits(seconds: 60)
}

/// The stage at which a request ran out of time.
public enum TimeoutStage: String, Sendable, Hashable {
    case connect = "connecting"
    case firstToken = "waiting for the first token"
    case stall = "waiting for more of a stalled stream"
}
