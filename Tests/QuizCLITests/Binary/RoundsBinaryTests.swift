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
            ["--words", "be,very,well", "--count", "6", "--seed", "1"], input: String(repeating: "a\n", count: 6))
        #expect(result.status == 0, "\(result.errors)")
        #expect(!result.errors.contains("error:"), "\(result.errors)")
        #expect(result.output.contains(Self.note(2)), "\(result.output)")
        let words = Self.askedWords(in: folder)
        #expect(words.count == 6)
        #expect(Set(words) == ["very", "well"])
        #expect(zip(words, words.dropFirst()).allSatisfy { $0 != $1 }, "no word twice in a row: \(words)")
    }

    @Test func aSessionLongerThanItsLevelAsksEveryWordOnceThenStartsAgain() async throws {
        let askable = QuestionGenerator(lexicon: try Lexicon.bundled()).askableWordCount(at: .a1)
        let count = askable + 3
        let folder = try TemporaryDirectory()
        let result = try await folder.runner.run(
            ["--level", "A1", "--count", "\(count)", "--seed", "1"], input: String(repeating: "a\n", count: count),
            timeout: 300)
        #expect(result.status == 0, "\(result.errors)")
        #expect(!result.errors.contains("error:"), "\(result.errors)")
        let words = Self.askedWords(in: folder)
        #expect(words.count == count)
        // The first round asks each askable word once, and only then does the note come.
        let notes = result.output.components(separatedBy: Self.note(askable)).count - 1
        #expect(notes == 1, "expected one new round after \(askable) words")
        #expect(Set(words.prefix(askable)).count == askable)
        #expect(words[askable] != words[askable - 1])
    }

    @Test func anExportOfEveryAskableWordRepeatsNoneAndOneMoreIsRefusedAtOnce() async throws {
        let folder = try TemporaryDirectory()
        let refused = try await folder.runner.run(
            ["export", "--count", "799", "--level", "A1", "--format", "jsonl", "--out", folder.path("all.jsonl")])
        #expect(refused.status == 2, "\(refused.errors)")
        let lexicon = try Lexicon.bundled()
        let askable = QuestionGenerator(lexicon: lexicon).askableWordCount(at: .a1)
        #expect(
            refused.errors
                == "error: only \(askable) of the \(lexicon.wordCount(at: .a1)) A1 words in the offline lexicon can be asked; "
                + "use --level, --words or a smaller --count\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path("all.jsonl")))

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
    @Test func aRefusedExportToStandardOutputPrintsNothingButTheError() async throws {
        let folder = try TemporaryDirectory()
        let lexicon = try Lexicon.bundled()
        let askable = QuestionGenerator(lexicon: lexicon).askableWordCount(at: .a1)
        let refused = try await folder.runner.run(
            ["export", "--count", "\(askable + 1)", "--level", "A1", "--format", "jsonl", "--seed", "3", "--partial"])
        #expect(refused.status == 2, "\(refused.errors)")
        #expect(refused.output.isEmpty)
        #expect(
            refused.errors
                == "error: only \(askable) of the \(lexicon.wordCount(at: .a1)) A1 words in the offline lexicon can be asked; "
                + "use --level, --words or a smaller --count\n")
    }
}
