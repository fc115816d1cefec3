import Foundation
import Testing

@testable import ScoreHistory

@Suite("InjectedClock")
struct InjectedClockTests {
    @Test func environmentOverridesTheRealClock() throws {
        let real = Date(timeIntervalSince1970: 5)
        #expect(try InjectedClock.now(environment: [:], fallback: real) == real)
        #expect(try InjectedClock.now(environment: ["VOCABQUIZ_NOW": ""], fallback: real) == real)
        #expect(
            try InjectedClock.now(environment: ["VOCABQUIZ_NOW": "2026-11-30T00:00:00Z"], fallback: real) == dayZero)
        #expect(try InjectedClock.now(environment: ["VOCABQUIZ_NOW": "1795996800"], fallback: real) == dayZero)
    }

    @Test func aMalformedValueIsAnErrorQuotingIt() {
        #expect(throws: HistoryError.invalidTime(variable: "VOCABQUIZ_NOW", value: "tomorrow")) {
            try InjectedClock.now(environment: ["VOCABQUIZ_NOW": "tomorrow"], fallback: Date())
        }
        #expect(
            HistoryError.invalidTime(variable: "VOCABQUIZ_NOW", value: "tomorrow").description
                == "VOCABQUIZ_NOW='tomorrow' is not a time; use ISO 8601 UTC such as 2026-12-01T09:00:00Z")
    }
}
