import Foundation
import Quiz

/// The question-and-answer loop of one quiz session: input, output and prefetch around a
/// `QuizSession`, which holds every rule.
///
/// Everything it touches is injected: the question source, the learner's lines, the output,
/// the journal (history and transcript) and the clock, so a session replays exactly in tests.
/// It runs in one task; Ctrl-C cancels that task, and the loop ends with its summary.
struct QuizLoop: Sendable {
    struct Dependencies: Sendable {
        var source: any QuestionSource
        var input: any LineSource
        var output: any TextOutput
        var errors: any TextOutput
        var journal: any QuizJournal
        var style: TerminalStyle
        var now: @Sendable () -> Date
        /// Repeat each line read after the prompt, so piped sessions read like typed ones.
        var echoesInput = false
        /// Show each stem as the model writes it, erasing one whose reply is rejected (a terminal). Off,
        /// only the accepted stem is printed, whole (piped output).
        var streamsStems = false
        /// The advice added to a source's error.
        var hints = FlagHint()
        /// False offline: the lexicon picks words by level, so `:topic` would change nothing.
        var followsTopics = true
        /// The words of a list the lexicon lacks, so `:words` warns as `--words` does.
        var unknownWords: @Sendable ([String]) -> [String] = { _ in [] }
    }

    let dependencies: Dependencies
    var session: QuizSession
    /// The next question, generated while the learner answers this one.
    var pending: PendingQuestion?

    init(settings: QuizSettings, dependencies: Dependencies, adaptive: AdaptiveLevel? = nil) {
        session = QuizSession(settings: settings, adaptive: adaptive)
        self.dependencies = dependencies
    }

    var score: SessionScore { session.score }
    var view: QuestionView { QuestionView(style: dependencies.style) }
    var output: any TextOutput { dependencies.output }

    /// Runs until the learner quits, input ends, the count is reached, the source fails, or the task
    /// is cancelled (Ctrl-C: exit code `interrupted`).
    mutating func run() async -> ExitCode {
        while session.hasQuestionsLeft {
            var outcome = await show(pending ?? prefetch())
            pending = nil
            // Ends: the second time round, nothing was asked, and running out of words is an error.
            while case .newRound = outcome { outcome = await show(prefetch()) }
            // A model that wrote unusable questions may well write a good one next; a dead server will not.
            if case let .failed(error) = outcome, error.isUnusableReply {
                dependencies.errors.write("Trying another question…\n")
                outcome = await show(prefetch())
            }
            let item: QuizItem
            switch outcome {
            case let .shown(shown): item = shown
            case .failed, .newRound: return await finish(.failure)
            case .interrupted: return await finish(.interrupted)
            }
            if session.hasQuestionsLeft { pending = prefetch() }
            if case let .endSession(code) = await askUntilAnswered(item) { return await finish(code) }
        }
        return await finish(.success)
    }

    /// Starts generating the question for the next request.
    mutating func prefetch() -> PendingQuestion {
        PendingQuestion(source: dependencies.source, request: session.nextRequest())
    }

    /// The closing summary, after the prefetch (if any) has been cancelled and has ended.
    private mutating func finish(_ code: ExitCode) async -> ExitCode {
        await pending?.cancel()
        pending = nil
        output.write("\n\(Self.summary(of: score))\n")
        return code
    }

    /// The closing line: how the session went.
    static func summary(of score: SessionScore) -> String {
        guard let percentage = score.percentage else { return "No questions answered. Goodbye!" }
        return
            "Session over: \(score.correct)/\(score.answered) correct (\(percentage)%), best streak \(score.bestStreak)."
    }

    private enum ShowOutcome {
        case shown(QuizItem)
        case failed(any Error)
        case interrupted
        /// The source ran out of unasked words; the session started a new round and said so.
        case newRound
    }

    /// Shows `Q<n>.`, streams the stem when the source streams, then the choices.
    private mutating func show(_ pendingQuestion: PendingQuestion) async -> ShowOutcome {
        let label = dependencies.style.bold("Q\(session.shown + 1).")
        // Piped, the number goes out with the accepted stem, so a rejected reply leaves nothing behind.
        if dependencies.streamsStems { output.write("\n" + label + " ") }
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
            guard let fallback = error.fallbackQuestion, !Task.isCancelled else {
                return failed(error, pendingQuestion: pendingQuestion)
            }
            // The session used up its tries on rejected replies: the dictionary's own question instead.
            item = fallback
        }
        let (streamed, wasShown) = pendingQuestion.stem.detach()
        let text = item.question.text
        if !dependencies.streamsStems {
            output.write("\n" + label + " " + text)
        } else if !wasShown {
            output.write(text)
        } else if !streamed.isEmpty, text.hasPrefix(streamed) {
            output.write(String(text.dropFirst(streamed.count)))
        } else {
            // What was streamed (or the "checking…" note) is not the accepted stem: replace it.
            output.write(Self.eraseStem + text)
        }
        output.write("\n" + (view.uncheckedNote(for: item) ?? "") + view.choices(of: item.question))
        // After the choices, so a streamed stem's cursor handling is untouched.
        if let note = view.fallbackNote(for: item) { dependencies.errors.write(note) }
        let number = session.didShow(item.question)
        try? dependencies.journal.record(.questionShown(item, number: number, request: pendingQuestion.request))
        return .shown(item)
    }

    /// What a question that could not be made comes to: a new round when the words ran out, else an
    /// error line (and the transcript's note).
    private mutating func failed(_ error: any Error, pendingQuestion: PendingQuestion) -> ShowOutcome {
        _ = pendingQuestion.stem.detach()
        if Task.isCancelled { return .interrupted }
        if error.isOutOfWords, let count = session.startNewRound() {
            // A streamed label is out already: the note takes its line.
            output.write((dependencies.streamsStems ? Self.eraseLine : "\n") + Self.newRoundNote(after: count) + "\n")
            return .newRound
        }
        dependencies.errors.write("\nerror: \(dependencies.hints.describe(error))\n")
        try? dependencies.journal.record(.sourceFailed("\(error)"))
        return .failed(error)
    }

    /// DEC save/restore cursor and "erase to the end of the screen": a rejected stem disappears.
    static let saveCursor = "\u{1B}7"
    static let eraseStem = "\u{1B}8\u{1B}[J"
    /// Back to the start of the line, then "erase the line".
    static let eraseLine = "\r\u{1B}[2K"

    /// What the learner reads when every word has come up and the words start again.
    static func newRoundNote(after count: Int) -> String {
        "All \(count) word\(count == 1 ? " has" : "s have") come up; a new round starts."
    }

    /// Reads lines until the learner answers or skips, or the session has to end.
    private mutating func askUntilAnswered(_ item: QuizItem) async -> TurnOutcome {
        let shownAt = dependencies.now()
        while true {
            output.write("> ")
            guard let line = await dependencies.input.nextLine(), !Task.isCancelled else {
                return .endSession(Task.isCancelled ? .interrupted : .success)
            }
            if dependencies.echoesInput { output.write(line + "\n") }
            do {
                if let command = try ReplCommand.parse(line) {
                    let outcome = await perform(command, on: item)
                    if case .keepAsking = outcome { continue }
                    return outcome
                }
            } catch {
                output.write("\(error)\n")
                continue
            }
            guard let given = item.question.choiceIndex(forLearnerInput: line) else {
                output.write(QuestionView.hint(for: line.trimmingCharacters(in: .whitespaces)) + "\n")
                continue
            }
            return grade(item, given: given, latency: dependencies.now().timeIntervalSince(shownAt))
        }
    }

    private mutating func grade(_ item: QuizItem, given: Int, latency: TimeInterval) -> TurnOutcome {
        var graded = session
        let grade = graded.grade(item.question, given: given)
        do {
            try dependencies.journal.record(
                .answered(item, givenIndex: given, isCorrect: grade.isCorrect, latency: latency))
        } catch {
            dependencies.errors.write("error: \(error)\n")
            return .endSession(.failure)
        }
        session = graded
        output.write(
            view.feedback(for: item, given: given, answerIndex: grade.answerIndex, isCorrect: grade.isCorrect))
        output.write(dependencies.style.dim(grade.score.line(levelChange: grade.levelChange)) + "\n")
        return .nextQuestion
    }

    enum TurnOutcome { case keepAsking, nextQuestion, endSession(ExitCode) }
}
