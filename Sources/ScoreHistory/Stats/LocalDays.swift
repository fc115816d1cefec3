import Foundation

/// Numbers calendar days in the learner's time zone, for per-day statistics and "due today".
///
/// Uses the zone's offset at one instant (`now`) for every date, which is exact except across
/// a daylight-saving change, and costs one addition per record instead of a `Calendar` call.
public struct LocalDays: Sendable, Hashable {
    /// Seconds east of UTC.
    public var offset: Int

    /// Days in `timeZone`, using its offset at `now`.
    public init(timeZone: TimeZone, at now: Date) {
        offset = timeZone.secondsFromGMT(for: now)
    }

    /// Days since 1970-01-01 in local time.
    public func day(of date: Date) -> Int {
        Int(((date.timeIntervalSince1970 + Double(offset)) / 86_400).rounded(.down))
    }

    /// The instant the local day `day` begins.
    public func start(ofDay day: Int) -> Date {
        Date(timeIntervalSince1970: Double(day) * 86_400 - Double(offset))
    }

    /// `YYYY-MM-DD` for a day number.
    public func label(ofDay day: Int) -> String {
        let (year, month, dayOfMonth) = Timestamp.civil(fromDays: day)
        return String(format: "%04d-%02d-%02d", year, month, dayOfMonth)
    }
}
