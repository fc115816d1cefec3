import Foundation
import Testing

@testable import ScoreHistory

@Suite("Timestamp")
struct TimestampTests {
    @Test func formatsUTCWithMilliseconds() {
        #expect(Timestamp.format(dayZero.addingTimeInterval(3723.125)) == "2026-11-30T01:02:03.125Z")
        #expect(Timestamp.format(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00.000Z")
    }

    @Test func parsesWhatItFormatsAndAgreesWithFoundation() throws {
        let formatter = ISO8601DateFormatter()
        for seconds in [0.0, 951_782_400, 1_795_996_800.5, 4_102_444_799] {
            let date = Date(timeIntervalSince1970: seconds)
            let text = Timestamp.format(date)
            let parsed = try #require(Timestamp.parse(Array(text.utf8)))
            #expect(abs(parsed.timeIntervalSince(date)) < 0.001)
            #expect(formatter.string(from: date) == String(text.prefix(19)) + "Z")
        }
        #expect(Timestamp.parse(Array("2026-11-30T01:02:03Z".utf8)) == dayZero.addingTimeInterval(3723))
    }

    @Test func rejectsMalformedTimes() {
        for text in [
            "", "2026-11-30", "2026-13-30T01:02:03Z", "2026-11-30T01:02:03", "2026-11-30T01:02:03.Z",
            "2026-11-30 01:02:03Z", "2026-11-30T01:02:0xZ",
        ] {
            #expect(Timestamp.parse(Array(text.utf8)) == nil, "\(text)")
        }
    }
}
