import Foundation
import LanguageModels
import ModelQuestions
import Quiz
import ScoreHistory

/// The question-and-answer loop of one quiz session.
///
/// Everything it touches is injected: the question source, the learner's lines, the output,
/// the journal (history and transcript), the clock and the seed, so a session replays exactly in tests.
final class QuizLoop: @unchecked Sendable {
    struct Dependencies: Sendable {
        var source: any QuestionSource
        var input: any LineSource
        var output: any TextOutput
        var errors: any TextOutput
        var journal: any QuizJournal
        var style: TerminalStyle
        var now: @Sendable () -> Date
        var seed: UInt64
        /// Repeat each line read after the prompt, so piped sessions read like typed ones.
        var echoesInput = false
        /// Show each stem as the model writes it, erasing one whose reply is rejected (a terminal). Off,
        /// only the accepted stem is printed, whole (piped output).
        var streamsStems = false
    }

    private let dependencies: Dependencies
    private var settings: QuizSettings
    private var generator: SeededGenerator
    private var asked: Set<String> = []
    private var pending: PendingQuestion?
    private let scoreLock = NSLock()
    private var unsafeScore = SessionScore()
    private var isFinished = false
    /// Steps the level after runs of right or wrong answers (`--adaptive`); the prefetched question
    /// keeps the old level, so a change shows one question later.
    private var adaptive: AdaptiveLevel?

    init(settings: QuizSettings, dependencies: Dependencies, adaptive: AdaptiveLevel? = nil) {
        self.settings = settings
        self.adaptive = adaptive
        self.dependencies = dependencies
        generator = SeededGenerator(seed: dependencies.seed)
    }

    var score: SessionScore { scoreLock.withLock { unsafeScore } }
    private var view: QuestionView { QuestionView(style: dependencies.style) }
    private var output: any TextOutput { dependencies.output }

    /// Runs until the learner quits, input ends, `settings.count` questions were asked, or the source fails.
    func run() async -> ExitCode {
        var number = 0
        while hasQuestionsLeft(after: number) {
            number += 1
            let current = pending ?? PendingQuestion(source: dependencies.source, request: nextRequest())
            pending = nil
            var shown = await show(current, number: number)
            // A model that wrote unusable questions may well write a good one next; a dead server will not.
            if case let .failed(error) = shown, ModelQuestionSource.isUnusableReply(error) {
                dependencies.errors.write("Trying another question…\n")
                shown = await show(PendingQuestion(source: dependencies.source, request: nextRequest()), number: number)
            }
            guard case let .shown(question) = shown else { return finish(.failure) }
            if hasQuestionsLeft(after: number) {
                pending = PendingQuestion(source: dependencies.source, request: nextRequest())
            }
            if case let .endSession(code) = await askUntilAnswered(question) { return finish(code) }
        }
        return finish(.success)
    }

    /// The closing summary, printed once however the session ends (also from the Ctrl-C handler).
    func finish(_ code: ExitCode) -> ExitCode {
        let isFirst = scoreLock.withLock {
            defer { isFinished = true }
            return !isFinished
        }
        guard isFirst else { return code }
        pending?.cancel()
        let summary = Self.summary(of: score)
        output.write("\n\(summary)\n")
        return code
    }

    /// The closing line: how the session went.
    static func summary(of score: SessionScore) -> String {
        guard let percentage = score.percentage else { return "No questions answered. Goodbye!" }
        return
            "Session over: \(score.correct)/\(score.answered) correct (\(percentage)%), best streak \(score.bestStreak)."
    }

    /// Whether `--count` allows another question after `number` were asked.
    private func hasQuestionsLeft(after number: Int) -> Bool {
        settings.count.map { number < $0 } ?? true
    }

    private func nextRequest() -> QuestionRequest {
        settings.nextRequest(excluding: asked)
    }

    private enum ShowOutcome {
        case shown(QuizItem)
        case failed(any Error)
    }

    /// Shows `Q<n>.`, streams the stem when the source streams, then the choices.
    private func show(_ pendingQuestion: PendingQuestion, number: Int) async -> ShowOutcome {
        output.write("\n" + dependencies.style.bold("Q\(number).") + " ")
        let output = self.output
        let checking = dependencies.style.dim("checking…")
        if dependencies.streamsStems {
            pendingQuestion.stem.attach { update in
                switch update {
                // Save the cursor where the stem starts, so a rejected stem can be erased back to it.
                case let .started(text): output.write(Self.saveCursor + text)
                case let .text(delta): output.write(delta)
                case .rejected: output.write(Self.eraseStem + checking)
                case let .restarted(delta): output.write(Self.eraseStem + delta)
                }
            }
        }
        let item: QuizItem
        do {
            item = try await pendingQuestion.item
        } catch {
            dependencies.errors.write("\nerror: \(error)\n")
            try? dependencies.journal.record(.sourceFailed("\(error)"))
            return .failed(error)
        }
        let (streamed, wasShown) = pendingQuestion.stem.detach()
        let text = item.question.text
        if !dependencies.streamsStems || !wasShown {
            output.write(text)
        } else if !streamed.isEmpty, text.hasPrefix(streamed) {
            output.write(String(text.dropFirst(streamed.count)))
        } else {
            // What was streamed (or the "checking…" note) is not the accepted stem: replace it.
            output.write(Self.eraseStem + text)
        }
        var shown = item
        shown.question = item.question.shufflingChoices(using: &generator)
        output.write("\n" + view.choices(of: shown.question))
        asked.insert(Question.normalized(item.question.word))
        try? dependencies.journal.record(.questionShown(shown, number: number, request: pendingQuestion.request))
        return .shown(shown)
    }

    /// DEC save/restore cursor and "erase to the end of the screen": a rejected stem disappears.
    static let saveCursor = "\u{1B}7"
    static let eraseStem = "\u{1B}8\u{1B}[J"

    /// Reads lines until the learner answers or skips, or the session has to end.
    private func askUntilAnswered(_ item: QuizItem) async -> TurnOutcome {
        let shownAt = dependencies.now()
        while true {
            output.write("> ")
            guard let line = await dependencies.input.nextLine() else { return .endSession(.success) }
            if dependencies.echoesInput { output.write(line + "\n") }
            do {
                if let command = try ReplCommand.parse(line) {
                    let outcome = perform(command, on: item)
                    if case .keepAsking = outcome { continue }
                    return outcome
                }
            } catch {
                output.write("\(error)\n")
                continue
            }
            guard let given = item.question.choiceIndex(forLearnerInput: line) else {
                output.write(QuestionView.answerHint + "\n")
                continue
            }
            return grade(item, given: given, latency: dependencies.now().timeIntervalSince(shownAt))
        }
    }

    private func grade(_ item: QuizItem, given: Int, latency: TimeInterval) -> TurnOutcome {
        guard let answerIndex = item.question.answerIndex else { return .nextQuestion }
        let isCorrect = given == answerIndex
        do {
            try dependencies.journal.record(.answered(item, givenIndex: given, isCorrect: isCorrect, latency: latency))
        } catch {
            dependencies.errors.write("error: \(error)\n")
            return .endSession(.failure)
        }
        let score = scoreLock.withLock {
            unsafeScore.record(isCorrect: isCorrect)
            return unsafeScore
        }
        let levelChange = adaptive?.record(isCorrect: isCorrect)
        if let levelChange { settings.level = levelChange.to }
        output.write(view.feedback(for: item.question, answerIndex: answerIndex, isCorrect: isCorrect))
        output.write(dependencies.style.dim(score.line(levelChange: levelChange)) + "\n")
        return .nextQuestion
    }

    private enum TurnOutcome { case keepAsking, nextQuestion, endSession(ExitCode) }

    private func perform(_ command: ReplCommand, on item: QuizItem) -> TurnOutcome {
        switch command {
        case .quit:
            return .endSession(.success)
        case .skip:
            try? dependencies.journal.record(.skipped(item))
            output.write(view.skipped(item.question, answerIndex: item.question.answerIndex ?? 0))
            return .nextQuestion
        case .help:
            output.write(ReplCommand.helpText + "\n")
        case .score:
            output.write(score.line() + "\n")
        case .stats:
            report { try $0.statsReport() }
        case let .history(count):
            report { try $0.recentAnswers(count: count) }
        case .transcript:
            report { try $0.transcriptText() }
        case let .level(level):
            settings.level = level
            if let current = adaptive {
                adaptive = AdaptiveLevel(
                    level: level, stepUpAfter: current.stepUpAfter, stepDownAfter: current.stepDownAfter)
            }
            changedWhatComesNext("Level \(level.rawValue) from the next question.")
        case let .topic(topic):
            settings.topic = topic
            changedWhatComesNext(topic.map { "Topic \"\($0)\" from the next question." } ?? "Topic cleared.")
        case let .words(argument):
            do {
                settings.words = try argument.map { try WordList.parse($0) }
                changedWhatComesNext(
                    settings.words.map { "Only these \($0.count) words from now on." } ?? "Word list cleared.")
            } catch {
                output.write("\(error)\n")
            }
        case .review:
            queueDueWords()
        }
        return .keepAsking
    }

    private func report(_ text: (any QuizJournal) throws -> String) {
        do {
            output.write(try text(dependencies.journal) + "\n")
        } catch {
            output.write("error: \(error)\n")
        }
    }

    private func queueDueWords() {
        do {
            let due = try dependencies.journal.dueWords()
            guard !due.isEmpty else {
                output.write("Nothing is due for review yet.\n")
                return
            }
            settings.reviewQueue = due
            changedWhatComesNext("Reviewing \(due.count) due word\(due.count == 1 ? "" : "s") from the next question.")
        } catch {
            output.write("error: \(error)\n")
        }
    }

    /// The prefetched question was made for the old settings, so it is thrown away.
    private func changedWhatComesNext(_ message: String) {
        if pending != nil {
            pending?.cancel()
            pending = PendingQuestion(source: dependencies.source, request: nextRequest())
        }
        output.write(message + "\n")
    }
}
