import Foundation
import Lexicon
import Testing

/// A quiz never runs dry: once every word it can ask has come up, a new round starts. An export of
/// no more questions than the level can ask never repeats a word, and one of more is refused at once.
@Suite("vocabquiz rounds and the export pool (binary, offline)")
struct RoundsBinaryTests {
    static func note(_ count: Int) -> String { "All \(count) words have come up; a new round starts." }

    /// The target words of a session's history, in the order they were asked.
    static func askedWords(in folder: TemporaryDirectory) -> [String] {
        folder.lines(of: "data/history.jsonl").compactMap(jsonObject).compactMap { $0["word"] as? String }
    }

    @Test func aListWithAWordNoQuestionFitsStartsANewRoundInsteadOfFailing() async throws {
        // "be" is in the lexicon, but no correct question can be built for it: the list never runs
        // out on its own, the source does.
        let folder = try TemporaryDirectory()
        let result = try await folder.runner.run(
            ["--words", "be,cook,cheap", "--count", "6", "--seed", "1"], input: String(repeating: "a\n", count: 6))
        #expect(result.status == 0, "\(result.errors)")
        #expect(!result.errors.contains("error:"), "\(result.errors)")
        #expect(result.output.contains(Self.note(2)), "\(result.output)")
        let words = Self.askedWords(in: folder)
        #expect(words.count == 6)
        #expect(Set(words) == ["cook", "cheap"])
        #expect(zip(words, words.dropFirst()).allSatisfy { $0 != $1 }, "no word twice in a row: \(words)")
    }

    /// Whether a marginal word finds three wrong answers depends on the random draw, so a session's
    /// seed can ask a few words more or fewer than `askableWordCount`'s: the count leaves room, and the
    /// round is as long as the note says.
    @Test func aSessionLongerThanItsLevelAsksEveryWordOnceThenStartsAgain() async throws {
        let estimate = QuestionGenerator(lexicon: try Lexicon.bundled()).askableWordCount(at: .a1)
        let count = estimate + 25
        let folder = try TemporaryDirectory()
        let result = try await folder.runner.run(
            ["--level", "A1", "--count", "\(count)", "--seed", "1"], input: String(repeating: "a\n", count: count),
            timeout: 300)
        #expect(result.status == 0, "\(result.errors)")
        #expect(!result.errors.contains("error:"), "\(result.errors)")
        let words = Self.askedWords(in: folder)
        #expect(words.count == count)
        // The first round asks each askable word once, and only then does the note come.
        let rounds = result.output.matches(of: /All (\d+) words have come up; a new round starts\./)
        #expect(rounds.count == 1, "expected one new round after about \(estimate) words")
        let askable = try #require(rounds.first.flatMap { Int($0.1) })
        #expect(abs(askable - estimate) < 20)
        #expect(Set(words.prefix(askable)).count == askable)
        #expect(words[askable] != words[askable - 1])
    }

    @Test func anExportOfEveryAskableWordRepeatsNoneAndOneMoreIsRefusedAtOnce() async throws {
        let folder = try TemporaryDirectory()
        let refused = try await folder.runner.run(
            ["export", "--count", "799", "--level", "A1", "--format", "jsonl", "--out", folder.path("all.jsonl")])
        #expect(refused.status == 2, "\(refused.errors)")
        let lexicon = try Lexicon.bundled()
        // The askable count varies by a few words with the seed (see below), so the set asked is a
        // little smaller than `askableWordCount`'s.
        let estimate = QuestionGenerator(lexicon: lexicon).askableWordCount(at: .a1)
        let message = try #require(
            refused.errors.wholeMatch(
                of: /error: only (\d+) of the (\d+) A1 words in the offline lexicon can be asked; .*\n/),
            "\(refused.errors)")
        #expect(abs((Int(message.1) ?? 0) - estimate) < 20)
        #expect(Int(message.2) == lexicon.wordCount(at: .a1))
        #expect(!FileManager.default.fileExists(atPath: folder.path("all.jsonl")))

        let askable = estimate - 20
        let out = folder.path("set.jsonl")
        let result = try await folder.runner.run(
            ["export", "--count", "\(askable)", "--level", "A1", "--format", "jsonl", "--seed", "2", "--out", out],
            timeout: 300)
        #expect(result.status == 0, "\(result.errors)")
        let words = folder.lines(of: "set.jsonl").compactMap(jsonObject).compactMap { $0["word"] as? String }
        #expect(words.count == askable)
        #expect(Set(words).count == askable, "an export never repeats a word")
    }

    /// A count between the askable words and the level's words is refused when the run runs out,
    /// before anything reaches standard output: nothing of the questions made is printed.
    ///
    /// Whether a marginal word finds three wrong answers depends on the random draw, so another seed
    /// can ask a few words more or fewer than `askableWordCount`'s: the count asked leaves room.
    @Test func aRefusedExportToStandardOutputPrintsNothingButTheError() async throws {
        let folder = try TemporaryDirectory()
        let lexicon = try Lexicon.bundled()
        let askable = QuestionGenerator(lexicon: lexicon).askableWordCount(at: .a1)
        let refused = try await folder.runner.run(
            ["export", "--count", "\(askable + 20)", "--level", "A1", "--format", "jsonl", "--seed", "3", "--partial"])
        #expect(refused.status == 2, "\(refused.errors)")
        #expect(refused.output.isEmpty)
        let message = try #require(
            refused.errors.wholeMatch(
                of: /error: only (\d+) of the (\d+) A1 words in the offline lexicon can be asked; .*\n/),
            "\(refused.errors)")
        #expect(refused.errors.hasSuffix("; use --level, --words or a smaller --count\n"))
        #expect(abs((Int(message.1) ?? 0) - askable) < 20, "\(refused.errors)")
        #expect(Int(message.2) == lexicon.wordCount(at: .a1))
    }
}
