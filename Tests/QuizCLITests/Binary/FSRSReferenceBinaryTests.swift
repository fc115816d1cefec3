import Foundation
import Quiz
import TestSupport
import Testing

/// `vocabquiz stats --json` on a generated history against py-fsrs replaying the same answers:
/// the whole path (history file, scanner, grading, FSRS, JSON) checked against the reference.
@Suite("vocabquiz stats against py-fsrs (binary)")
struct FSRSReferenceBinaryTests {
    @Test(.enabled(if: FSRSReference.isAvailable)) func everyWordMatchesTheReference() async throws {
        var random = SeededGenerator(seed: 1616)
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        var answers: [(millis: Int64, word: String, correct: Bool, latency: Double)] = []
        for index in 0..<40 {
            var millis: Int64 = 1_790_000_000_000 + Int64.random(in: 0...86_400_000, using: &random)
            for _ in 0..<Int.random(in: 1...15, using: &random) {
                answers.append(
                    (millis, "word\(index)", Bool.random(using: &random), Double.random(in: 1...14, using: &random)))
                let gaps: [Int64] = [
                    90_000, 700_000, 20_000_000, 86_400_000 * Int64.random(in: 1...50, using: &random),
                ]
                millis +=
                    gaps[Int.random(in: 0..<gaps.count, using: &random)] + Int64.random(in: 0...999, using: &random)
            }
        }
        answers.sort { ($0.millis, $0.word) < ($1.millis, $1.word) }
        let lines = answers.map { answer -> String in
            let record: [String: Any] = [
                "time": formatter.string(from: Date(timeIntervalSince1970: Double(answer.millis) / 1000)),
                "session": "s", "word": answer.word, "question": "q", "choices": ["a", "b", "c", "d"], "answer": "a",
                "given": answer.correct ? "a" : "b", "correct": answer.correct, "latency": answer.latency,
                "level": "B1", "source": "offline", "kind": "wordToDefinition", "explanation": "e",
            ]
            let data = (try? JSONSerialization.data(withJSONObject: record, options: [.sortedKeys])) ?? Data()
            return String(decoding: data, as: UTF8.self)
        }
        let reviews: [[String: Any]] = answers.map { answer in
            let rating = !answer.correct ? 1 : answer.latency > 10 ? 2 : answer.latency < 3 ? 4 : 3
            return ["word": answer.word, "millis": answer.millis, "rating": rating]
        }

        let folder = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder.path("data"), withIntermediateDirectories: true)
        try (lines.joined(separator: "\n") + "\n").write(
            toFile: folder.path("data/history.jsonl"), atomically: true, encoding: .utf8)
        let request = try JSONSerialization.data(withJSONObject: ["retention": 0.9, "reviews": reviews])
        var expected: [String: [String: Any]] = [:]
        for line in try FSRSReference.replay(request) {
            let card = try JSONSerialization.jsonObject(with: line) as? [String: Any]
            if let card, let word = card["word"] as? String { expected[word] = card }
        }

        var runner = folder.runner
        runner.environment["VOCABQUIZ_NOW"] = "2027-06-01T00:00:00Z"
        let result = try await runner.run(["stats", "--json"])
        let report = try #require(jsonObject(result.output))
        let words = try #require(report["words"] as? [[String: Any]])
        #expect(words.count == expected.count && words.count == 40)
        for word in words {
            let name = try #require(word["word"] as? String)
            let card = try #require(expected[name])
            #expect(word["state"] as? String == card["state"] as? String, "\(name)")
            for key in ["stability", "difficulty"] {
                let ours = try #require(word[key] as? Double)
                let theirs = try #require(card[key] as? Double)
                #expect(abs(ours - theirs) <= 1e-6 * theirs, "\(name) \(key)")
            }
            let dueText = try #require(word["due"] as? String)
            let due = try #require(formatter.date(from: dueText))
            let theirDue = try #require(card["due"] as? Int64)
            #expect(abs(due.timeIntervalSince1970 * 1000 - Double(theirDue)) < 1000, "\(name) due")
        }
    }
}
