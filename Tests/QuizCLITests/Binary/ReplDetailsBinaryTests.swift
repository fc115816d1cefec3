import Foundation
import TestSupport
import Testing

/// Small things at the prompt: the hint for a choice that does not exist, the question shown again
/// after a long command, `:topic` offline, `:words` with unknown words, a rejected reply piped, and
/// placement's `:help`, `:skip` and Ctrl-C.
@Suite("vocabquiz at the prompt (binary)")
struct ReplDetailsBinaryTests {
    static let quiz = ["--seed", "1", "--count", "1", "--level", "B1"]

    @Test func aChoiceThatDoesNotExistIsToldThereAreFour() async throws {
        let folder = try TemporaryDirectory()
        let result = try await folder.runner.run(Self.quiz, input: "5\ne\nabsolutely not\n:quit\n")
        let hints = result.output.split(separator: "\n").filter { $0.hasPrefix("There are four choices") }
        #expect(hints.count == 2, "\(result.output)")
        #expect(result.output.contains("Please answer with a–d, 1–4 or the text of a choice"))
    }

    @Test func theQuestionComesBackAfterHelpAndStats() async throws {
        let folder = try TemporaryDirectory()
        let result = try await folder.runner.run(Self.quiz, input: ":help\n:stats\n:quit\n")
        #expect(result.output.components(separatedBy: "Q1. ").count == 4, "shown, then after each: \(result.output)")
        #expect(result.output.components(separatedBy: "  A) ").count == 4)
    }

    @Test func aTopicOfflineSaysItNeedsAModelAndChangesNothing() async throws {
        let folder = try TemporaryDirectory()
        let result = try await folder.runner.run(Self.quiz, input: ":topic cooking\n:quit\n")
        #expect(result.output.contains("Topics need a model: offline questions come from the lexicon by level"))
        #expect(!result.output.contains("Topic \"cooking\""))
    }

    @Test func wordsNamesTheUnknownOnesAndKeepsTheRest() async throws {
        let folder = try TemporaryDirectory()
        let result = try await folder.runner.run(
            ["--seed", "1", "--count", "2", "--level", "B1"], input: ":words abate,qqqzz\na\n:quit\n")
        #expect(result.output.contains("note: not in the offline lexicon, so never asked: qqqzz\n"))
        #expect(
            result.output.contains("Only these 1 words from now on.") || result.output.contains("Only these 1 word"))
        let none = try await folder.runner.run(Self.quiz, input: ":words zzq,qqqzz\n:quit\n")
        #expect(none.output.contains("None of those words is in the offline lexicon; the list is unchanged."))
    }

    @Test func pipedOutputShowsOnlyTheAcceptedQuestionsNumber() async throws {
        let server = try FakeOpenAIServer(replies: [
            .completion(questionJSON(word: "abate", choices: ["a", "b", "c"])),
            .completion(questionJSON(word: "abate")),
        ])
        defer { server.stop() }
        let folder = try TemporaryDirectory()
        let result = try await folder.runner.run(
            [
                "--count", "1", "--words", "abate", "--retries", "1", "--choices", "model", "--endpoint",
                server.baseURL.absoluteString,
            ],
            input: "a\n")
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.contains("Trying another question"), "the first reply was rejected: \(result.errors)")
        #expect(result.output.components(separatedBy: "Q1.").count == 2, "\(result.output)")
    }

    @Test func placementAnswersHelpAndSkip() async throws {
        let folder = try TemporaryDirectory()
        let input = ":help\n:skip\n" + String(repeating: "a\n", count: 40)
        let result = try await folder.runner.run(["placement", "--seed", "2"], input: input)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("Placement commands:\n  :skip"))
        #expect(result.output.contains("Skipped: the answer is "))
        #expect(!result.output.contains("> :help\nPlease answer"))
        #expect(result.output.contains("Saved as your default level"))
    }

    @Test func ctrlCDuringPlacementSaysNothingWasSaved() async throws {
        let folder = try TemporaryDirectory()
        let placement = try RunningBinary(["placement", "--seed", "2"], environment: folder.runner.environment)
        #expect(await placement.waitFor { $0.contains("Q1. (") && $0.hasSuffix("> ") })
        placement.write("a")
        #expect(await placement.waitFor { $0.contains("Q2. (") && $0.hasSuffix("> ") })
        #expect(await placement.signal(SIGINT) == 130, "\(placement.text)")
        #expect(placement.text.contains("Placement stopped after 1 of "), "\(placement.text)")
        #expect(placement.text.contains("nothing was saved"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("data/placement.json")))
    }
}
