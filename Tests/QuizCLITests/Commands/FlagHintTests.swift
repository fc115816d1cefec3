import LanguageModels
import Lexicon
import ModelQuestions
import Reading
import ScoreHistory
import Testing

@testable import QuizCLI

/// Reading and sense errors describe the fault; the flag or command that fixes it is the command line's
/// to add (issue 24: the CLI alone names flags).
@Suite("Flag hints for reading and sense errors")
struct FlagHintTests {
    @Test func readingAndSenseErrorsNameNoFlagBelowTheCommandLine() {
        let errors: [any Error & CustomStringConvertible] = [
            ReadingError.nothingAtLevel(source: "t.txt", level: .b1, tokens: 9, lemmas: 4),
            ReadingError.noQuestions, ReadingError.notInText("banana"),
            ReadingError.noQuestion("reel", reason: "no distractor fits"), ReadingError.unsureSense("reel"),
            ReadingError.namedSense(.noSuchSense(word: "bank", number: 19, count: 18)),
            WordSenseError.noSuchSense(word: "bank", number: 19, count: 18),
            HistoryError.invalidDirectory(value: "", reason: "an empty value names no folder"),
            HistoryError.invalidPlacement(path: "/h/settings.json", value: "7"),
        ]
        for error in errors {
            #expect(!error.description.contains("--"), "\(error)")
            #expect(!error.description.contains("vocabquiz "), "\(error)")
            #expect(FlagHint.describe(error).count > error.description.count, "no hint for \(error)")
        }
    }

    @Test func theHintFollowsTheFault() {
        #expect(
            FlagHint.describe(ReadingError.namedSense(.noSuchSense(word: "bank", number: 19, count: 18)))
                == "'bank#19': 'bank' has 18 senses (1 to 18); list them with: vocabquiz senses bank")
        #expect(
            FlagHint.describe(ReadingError.unsureSense("reel"))
                == "'reel' is skipped: the text's sense of it is unsure; name the sense to ask as reel#N; "
                + "list them with: vocabquiz senses reel")
        #expect(FlagHint.describe(ReadingError.noQuestions).hasSuffix("; try a lower --level or a longer text"))
        #expect(
            FlagHint.describe(HistoryError.invalidPlacement(path: "/h/settings.json", value: "7"))
                == "the placement '7' in settings '/h/settings.json' is unreadable; run vocabquiz placement again")
        let ineligible = LanguageModelSession.GenerationError.assetsUnavailable(
            .init(debugDescription: "This device cannot run Apple Intelligence.", remedy: .useModelServer))
        #expect(
            FlagHint.describe(ineligible)
                == "This device cannot run Apple Intelligence. Use --endpoint with a model server.")
        // Retrying cannot help a device that cannot run the model: the run stops at the first failure.
        #expect(ModelQuestionError.generation(ineligible).isPermanent)
        #expect(
            FlagHint.describe(WordSenseError.unknownWord("zzz"))
                == "'zzz' is not in the lexicon, so it has no numbered senses")
    }
}
