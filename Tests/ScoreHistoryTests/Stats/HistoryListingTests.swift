import Testing

@testable import ScoreHistory

@Suite("HistoryListing")
struct HistoryListingTests {
    @Test func recentShowsTheLastNAnswers() {
        let expected = """
            When                 Word    Time  Answered
            2026-11-30 11:00  ✅ quell  5.0 s  right quell
            2026-11-30 12:00  ✅ quell  5.0 s  right quell

            """
        #expect(HistoryListing.recent(statsHistory, count: 2, days: utcDays) == expected)
        #expect(HistoryListing.recent([], count: 5, days: utcDays) == "No answers yet.\n")
    }

    @Test func missedShowsTheQuestionAnswerAndExplanation() {
        let expected = """
            2026-11-29 10:00  ❌ zeal (B1)
              What does "zeal" mean?
                A) right zeal
                B) wrong 1
                C) wrong 2
                D) wrong 3
              You answered: wrong 1
              Answer: right zeal
              Zeal is great energy.

            2026-11-30 09:00  ❌ abate (B1)
              What does "abate" mean?
                A) right abate
                B) wrong 1
                C) wrong 2
                D) wrong 3
              You answered: wrong 1
              Answer: right abate
              Abate means to lessen.

            """
        #expect(HistoryListing.missed(statsHistory, days: utcDays) == expected)
        #expect(HistoryListing.missed(statsHistory, limit: 1, days: utcDays).hasPrefix("2026-11-30 09:00  ❌ abate"))
        #expect(HistoryListing.missed([], days: utcDays) == "No missed questions.\n")
    }
}
