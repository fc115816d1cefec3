import Foundation
import Testing

/// One definition of "due": `stats`, `review` and `:review` agree on how many words a review asks,
/// and a word just missed shows its learning step, not a recall of 100%.
@Suite("vocabquiz agrees on what is due (binary)")
struct DueAgreementBinaryTests {
    typealias Learner = SchedulingBinaryTests.Learner

    /// Two words answered long ago (due now), one missed ten minutes ago (in its learning step).
    static let history = [
        SchedulingBinaryTests.line("zeal", daysAgo: 40, correct: true, latency: 2),
        SchedulingBinaryTests.line("quell", daysAgo: 40, correct: true, latency: 2),
        SchedulingBinaryTests.line("abate", daysAgo: 0, correct: false),
    ]

    @Test func statsReviewAndColonReviewCountTheSameWords() async throws {
        let learner = try Learner(history: Self.history)
        let stats = try await learner.run(["stats"])
        #expect(stats.status == 0, "\(stats.errors)")
        let reviewLine = try #require(stats.output.split(separator: "\n").first { $0.hasPrefix("Review    ") })
        let count = try #require(Int(reviewLine.split(separator: " ")[1]))
        #expect(stats.output.contains("Due       2 now · "), "\(stats.output)")
        #expect(count == 3, "\(reviewLine)")

        // :review first: `review` answers, which changes what is due.
        let colon = try await learner.run(["--seed", "1", "--count", "1", "--level", "B1"], input: ":review\n:quit\n")
        #expect(colon.output.contains("Reviewing \(count) words (due first, then recently missed)"), "\(colon.output)")

        let review = try await learner.run(["review", "--seed", "1"], input: String(repeating: "a\n", count: 10))
        let asked = review.output.split(separator: "\n").filter {
            $0.range(of: #"^Q\d+\. "#, options: .regularExpression) != nil
        }
        #expect(asked.count == count, "\(review.output)")
    }

    @Test func aWordJustMissedShowsItsLearningStepNotItsRecall() async throws {
        let learner = try Learner(history: Self.history)
        let stats = try await learner.run(["stats"])
        let abate = try #require(stats.output.split(separator: "\n").first { $0.hasPrefix("  abate") })
        #expect(abate.contains("learning, due in "), "\(abate)")
        #expect(!abate.contains("%"))
        #expect(stats.output.contains("Words     3 seen · 1 learning · 2 review · 0 relearning"), "\(stats.output)")
    }
}
