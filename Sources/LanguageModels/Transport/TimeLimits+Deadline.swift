extension TimeLimits {
    /// The limit that applies to a request now, and when it runs out. Before the head, the connect and
    /// first-token bounds both run and the first to expire wins, unless the head only comes with the
    /// whole reply; after the first body bytes only a stall can end it.
    func deadline(
        start: ContinuousClock.Instant, lastActivity: ContinuousClock.Instant, hasHead: Bool, hasBody: Bool,
        isHeadDelayedUntilReply: Bool
    ) -> (stage: TimeoutStage, limit: Duration, deadline: ContinuousClock.Instant) {
        if !hasHead, !isHeadDelayedUntilReply, connect <= firstToken {
            return (.connect, connect, start + connect)
        }
        if !hasBody { return (.firstToken, firstToken, start + firstToken) }
        return (.stall, stall, lastActivity + stall)
    }
}
