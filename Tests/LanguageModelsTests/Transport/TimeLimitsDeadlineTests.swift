import Testing

@testable import LanguageModels

/// Which bound applies at each stage of a request, decided from instants the test makes up: the
/// transports' real waits only carry this decision out, so the rules are checked without a clock.
@Suite("TimeLimits deadlines")
struct TimeLimitsDeadlineTests {
    let start = ContinuousClock.now
    let limits = TimeLimits(connect: .seconds(2), firstToken: .seconds(5), stall: .seconds(1))

    func bound(
        hasHead: Bool = false, hasBody: Bool = false, isHeadDelayed: Bool = false, after silence: Duration = .zero
    )
        -> (stage: TimeoutStage, limit: Duration, deadline: ContinuousClock.Instant)
    {
        limits.deadline(
            start: start, lastActivity: start + silence, hasHead: hasHead, hasBody: hasBody,
            isHeadDelayedUntilReply: isHeadDelayed)
    }

    @Test func beforeTheHeadOfAStreamTheConnectBoundRuns() {
        let bound = bound()
        #expect(bound.stage == .connect && bound.limit == .seconds(2) && bound.deadline == start + .seconds(2))
    }

    @Test func aWholeReplyWhoseHeadComesWithItIsBoundOnlyByTheFirstToken() {
        // What `aWholeReplySlowerThanTheConnectBoundStillArrives` checks through a socket.
        let bound = bound(isHeadDelayed: true)
        #expect(bound.stage == .firstToken && bound.deadline == start + .seconds(5))
    }

    @Test func theShorterOfConnectAndFirstTokenWinsBeforeTheHead() {
        let short = TimeLimits(connect: .seconds(9), firstToken: .seconds(3), stall: .seconds(1))
        let bound = short.deadline(
            start: start, lastActivity: start, hasHead: false, hasBody: false, isHeadDelayedUntilReply: false)
        #expect(bound.stage == .firstToken && bound.deadline == start + .seconds(3))
    }

    @Test func afterTheHeadTheFirstTokenBoundRunsFromTheStart() {
        let bound = bound(hasHead: true, after: .seconds(4))
        #expect(bound.stage == .firstToken && bound.deadline == start + .seconds(5))
    }

    @Test func onceTheBodyFlowsOnlyAStallFromTheLastActivityEndsIt() {
        let bound = bound(hasHead: true, hasBody: true, after: .seconds(30))
        #expect(bound.stage == .stall && bound.deadline == start + .seconds(31))
    }
}
