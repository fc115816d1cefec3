/// The rules of one quiz session, without input, output or waiting: what to ask next, how an answer
/// scores, and what a learner's command changes.
///
/// A value with pure methods, so every rule is tested without a terminal or a model; the REPL is
/// input, output and prefetch around it.
public struct QuizSession: Sendable, Equatable {
    /// What the learner asked for: level, topic, word list, count, review queue.
    public private(set) var settings: QuizSettings
    /// Normalized target words shown this round; none is asked again until the round ends, when
    /// every word of the list, or every word the source can ask, has come up.
    public private(set) var asked: Set<String> = []
    /// Questions shown this round.
    private var shownThisRound = 0
    /// The last word shown, and the one a new round keeps out of its first question (so no word
    /// comes twice in a row), until that question is shown.
    private var lastWord = "", heldBack: String?
    /// Right answers, answers and streaks so far.
    public private(set) var score = SessionScore()
    /// Steps the level after runs of right or wrong answers (`--adaptive`).
    public private(set) var adaptive: AdaptiveLevel?
    /// Questions shown so far; the next one is number `shown + 1`.
    public private(set) var shown = 0

    public init(settings: QuizSettings, adaptive: AdaptiveLevel? = nil) {
        self.settings = settings
        self.adaptive = adaptive
    }

    /// Whether the count (if any) allows another question.
    public var hasQuestionsLeft: Bool {
        settings.count.map { shown < $0 } ?? true
    }

    /// The request for the next question; takes the head of the review queue when there is one.
    public mutating func nextRequest() -> QuestionRequest {
        // Once every listed word was asked, a new round starts rather than running dry.
        if settings.hasListed(allOf: asked) { beginRound() }
        return settings.nextRequest(excluding: asked)
    }

    /// Starts a new round when the source has no word left that was not asked (`isOutOfWords`), so a
    /// long session goes on as a learner expects rather than ending in an error. Returns how many
    /// words the round asked; nil when it asked none, so a source with no word at all stays an error.
    public mutating func startNewRound() -> Int? {
        guard shownThisRound > 0 else { return nil }
        defer { beginRound() }
        return asked.count
    }

    private mutating func beginRound() {
        heldBack = asked.count > 1 ? lastWord : nil
        asked = heldBack.map { [$0] } ?? []
        shownThisRound = 0
    }

    /// Counts `question` as shown and returns its number (from 1).
    public mutating func didShow(_ question: Question) -> Int {
        shown += 1
        shownThisRound += 1
        lastWord = Question.normalized(question.word)
        if let word = heldBack {
            asked.remove(word)
            heldBack = nil
        }
        asked.insert(lastWord)
        return shown
    }

    /// How one answer went.
    public struct Grade: Sendable, Hashable {
        public var isCorrect: Bool
        /// The index of the right choice.
        public var answerIndex: Int
        /// The score after this answer.
        public var score: SessionScore
        /// The level step this answer caused (`--adaptive`), if any.
        public var levelChange: LevelChange?
    }

    /// Grades the choice at `given`.
    public mutating func grade(_ question: Question, given: Int) -> Grade {
        let answerIndex = question.answerIndex
        let isCorrect = given == answerIndex
        score.record(isCorrect: isCorrect)
        let levelChange = adaptive?.record(isCorrect: isCorrect)
        if let levelChange { settings.level = levelChange.to }
        return Grade(isCorrect: isCorrect, answerIndex: answerIndex, score: score, levelChange: levelChange)
    }

    /// A change the learner asks for between questions.
    public enum Change: Sendable, Hashable {
        case level(CEFRLevel)
        case topic(String?)
        case words([String]?)
        /// Drill these words next, in order (empty: nothing is due).
        case review([String])
    }

    /// Applies `change` and says what it did; `changesWhatComesNext` means a question made for the
    /// old settings (a prefetch) is stale.
    public mutating func apply(_ change: Change) -> (message: String, changesWhatComesNext: Bool) {
        switch change {
        case let .level(level):
            settings.level = level
            if let current = adaptive {
                adaptive = AdaptiveLevel(
                    level: level, stepUpAfter: current.stepUpAfter, stepDownAfter: current.stepDownAfter)
            }
            return ("Level \(level.rawValue) from the next question.", true)
        case let .topic(topic):
            settings.topic = topic
            return (topic.map { "Topic \"\($0)\" from the next question." } ?? "Topic cleared.", true)
        case let .words(words):
            settings.words = words
            return (words.map { "Only these \($0.count) words from now on." } ?? "Word list cleared.", true)
        case let .review(due):
            guard !due.isEmpty else { return ("Nothing is due for review yet.", false) }
            settings.reviewQueue = due
            return (
                "Reviewing \(due.count) word\(due.count == 1 ? "" : "s") (due first, then recently missed) from the next question.",
                true
            )
        }
    }
}
