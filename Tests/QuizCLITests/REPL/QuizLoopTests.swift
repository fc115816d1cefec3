import Foundation
import Quiz
import Testing

@testable import QuizCLI

@Suite("Quiz loop")
struct QuizLoopTests {
    let output = BufferedOutput()
    let errors = BufferedOutput()
    let journal = MemoryJournal()

    func run(
        _ lines: [String], count: Int? = nil, source: any QuestionSource = FixedQuestionSource()
    ) async -> ExitCode {
        var loop = QuizLoop(
            settings: QuizSettings(count: count),
            dependencies: .init(
                source: source, input: ScriptedLines(lines), output: output, errors: errors,
                journal: journal, style: .plain, now: { Date(timeIntervalSince1970: 0) }))
        return await loop.run()
    }

    /// The letter of the right choice in the most recently shown question.
    static func rightLetter(in output: String, word: String) -> String {
        let line = output.split(separator: "\n").last { $0.contains("right \(word)") } ?? ""
        return String(line.trimmingCharacters(in: .whitespaces).prefix(1)).lowercased()
    }

    @Test func aRightAnswerIsGradedCorrectAndExplained() async {
        let source = FixedQuestionSource()
        let probe = QuizLoopTests()
        _ = await probe.run([], count: 1, source: source)
        let letter = Self.rightLetter(in: probe.output.text, word: "word1")
        let code = await run([letter], count: 1)
        #expect(code == .success)
        #expect(output.text.contains("Q1. What does \"word1\" mean?"))
        #expect(output.text.contains("✅ Correct!"))
        #expect(output.text.contains("word1 means right."))
        #expect(output.text.contains("Score 1/1 (100%) · streak 1"))
        #expect(journal.answers.map(\.isCorrect) == [true])
    }

    @Test func aWrongAnswerNamesTheRightChoice() async {
        _ = await run(["wrong one"], count: 1)
        #expect(output.text.contains("❌ Wrong: the answer is "))
        #expect(output.text.contains(") right word1"))
        #expect(output.text.contains("Score 0/1 (0%) · streak 0"))
        #expect(journal.answers.map(\.isCorrect) == [false])
    }

    @Test func invalidAnswersRePromptWithoutPenalty() async {
        _ = await run(["e", "7", "maybe", "wrong two"], count: 1)
        let hints = output.text.components(separatedBy: QuestionView.answerHint).count - 1
        let pastTheLast = output.text.components(separatedBy: "There are four choices").count - 1
        #expect(hints == 1)
        #expect(pastTheLast == 2, "e and 7 name choices that do not exist")
        #expect(journal.answers.count == 1)
    }

    @Test func skipMovesOnWithoutScoring() async {
        _ = await run([":skip", "wrong one"], count: 2)
        #expect(output.text.contains("Skipped: the answer is"))
        #expect(output.text.contains("Q2."))
        #expect(journal.answers.count == 1)
    }

    @Test func quitAndEndOfInputPrintTheSummary() async {
        #expect(await run([":quit"]) == .success)
        #expect(output.text.contains("No questions answered. Goodbye!"))
        let second = QuizLoopTests()
        #expect(await second.run(["wrong one"]) == .success)
        #expect(second.output.text.contains("Session over: 0/1 correct (0%), best streak 0."))
    }

    @Test func noWordRepeatsWithinASession() async {
        let source = FixedQuestionSource()
        _ = await run(["a", "b", "c"], count: 3, source: source)
        let requests = source.requests.all
        #expect(requests.count == 3)
        #expect(requests[1].excludedWords == ["word1"])
        #expect(requests[2].excludedWords == ["word1", "word2"])
    }

    @Test func unknownCommandsSuggestTheNearestOne() async {
        _ = await run([":scor", ":level Z9", ":quit"])
        #expect(output.text.contains("unknown command :scor; did you mean :score?"))
        #expect(output.text.contains(":level takes one of A1, A2, B1, B2, C1, C2"))
    }

    @Test func changingTheLevelRegeneratesThePrefetchedQuestion() async {
        let source = FixedQuestionSource()
        _ = await run([":level b2", "a", "a"], count: 2, source: source)
        #expect(source.requests.all.last?.level == .b2)
        #expect(output.text.contains("Level B2 from the next question."))
    }

    @Test func reviewQueuesDueWordsAhead() async {
        journal.due = ["abate"]
        let source = FixedQuestionSource()
        _ = await run([":review", "a", "a"], count: 2, source: source)
        #expect(source.requests.all.last?.words == ["abate"])
    }

    @Test func aFailingSourceEndsWithAClearErrorAndFailureStatus() async {
        let code = await run(["a"], source: FailingQuestionSource())
        #expect(code == .failure)
        #expect(errors.text.contains("error: the model server at http://127.0.0.1:9 refused the connection"))
    }

    @Test func sameSeedSameChoiceOrder() async {
        _ = await run(["a"], count: 1)
        let again = QuizLoopTests()
        _ = await again.run(["a"], count: 1)
        #expect(output.text == again.output.text)
    }

    /// Asks the words of `pool` not yet excluded, then says it is out of words.
    struct PoolSource: QuestionSource {
        struct OutOfWords: QuestionSourceError {
            var isUnusableReply: Bool { false }
            var isOutOfWords: Bool { true }
        }
        let pool: [String]
        var sourceName: String { "pool" }

        func nextQuestion(
            for request: QuestionRequest, onPartial: @escaping @Sendable (QuestionProgress) -> Void
        ) async throws -> QuizItem {
            guard let word = pool.first(where: { !request.excludedWords.contains($0) }) else { throw OutOfWords() }
            return try await FixedQuestionSource().nextQuestion(
                for: QuestionRequest(words: [word]), onPartial: onPartial)
        }
    }

    @Test(arguments: [false, true])
    func aSourceOutOfWordsStartsANewRoundAndSaysSo(streamsStems: Bool) async {
        var dependencies = QuizLoop.Dependencies(
            source: PoolSource(pool: ["ebb", "flow"]), input: ScriptedLines(Array(repeating: "a", count: 5)),
            output: output, errors: errors, journal: journal, style: .plain, now: { Date(timeIntervalSince1970: 0) })
        dependencies.streamsStems = streamsStems
        var loop = QuizLoop(settings: QuizSettings(count: 5), dependencies: dependencies)
        #expect(await loop.run() == .success, "\(errors.text)")
        #expect(journal.answers.map(\.word) == ["ebb", "flow", "ebb", "flow", "ebb"])
        let note = QuizLoop.newRoundNote(after: 2)
        #expect(output.text.components(separatedBy: note).count - 1 == 2)
        // Streamed, the label already shown gives its line to the note.
        #expect(output.text.contains(QuizLoop.eraseLine + note) == streamsStems)
        #expect(errors.text.isEmpty)
    }

    @Test func aSourceWithNoWordAtAllIsStillAnError() async {
        let code = await run([], count: 1, source: PoolSource(pool: []))
        #expect(code == .failure)
        #expect(errors.text.contains("error: "))
        #expect(!output.text.contains("new round"))
    }
}
