import Foundation

/// Everything `vocabquiz stats` shows, computed from history; `Encodable` for `--json`.
public struct StatsReport: Sendable, Hashable, Encodable {
    /// When the report was computed (ISO 8601 UTC).
    public var generatedAt: String
    /// Every readable answer in history.
    public var totalAnswers = 0
    /// Right answers among them.
    public var correctAnswers = 0
    /// Right answers over all answers, 0…1; nil without answers.
    public var accuracy: Double?
    /// Right answers in a row ending with the latest answer.
    public var currentStreak = 0
    /// The longest run of right answers ever.
    public var bestStreak = 0
    /// Distinct words ever answered.
    public var wordsSeen = 0
    /// Seen but scheduled less than `WordMemory.masteredInterval` days ahead.
    public var wordsLearning = 0
    /// Scheduled at least `WordMemory.masteredInterval` days ahead.
    public var wordsMastered = 0
    /// `fsrs` or `sm2`.
    public var scheduler = SchedulerKind.fsrs
    /// The learner's target probability of recall (FSRS only).
    public var desiredRetention: Double?
    /// The mean probability of recalling each word seen, now; nil without words.
    public var expectedRetention: Double?
    /// Reviews due on each of the next 7 days, today (with overdue words) first.
    public var dueNextDays: [DueDay] = []
    /// Words missed `WordMemory.leechMisses` times or more, lowest accuracy first.
    public var leeches: [WordAccuracy] = []
    /// One entry per word seen, alphabetical.
    public var words: [WordStatus] = []
    /// Words due today, including overdue ones and ones whose learning step ends later today.
    public var dueToday = 0
    /// Words due now (`ReviewPlan.isDue`): what `review` and `:review` ask first.
    public var dueNow = 0
    /// Words `review` asks now: the due ones, then recently missed ones and leeches.
    public var reviewNow = 0
    /// Words that fall due tomorrow.
    public var dueTomorrow = 0
    /// Lowest accuracy first, among words with enough attempts.
    public var weakestWords: [WordAccuracy] = []
    /// Every day with answers, oldest first.
    public var days: [DayStats] = []
    /// The chart window: one entry per day, oldest first, ending today, days without answers included.
    public var recentDays: [DayStats] = []
}

/// Answers and accuracy on one local calendar day.
public struct DayStats: Sendable, Hashable, Encodable {
    /// `YYYY-MM-DD` in the learner's time zone.
    public var date: String
    /// Answers that day.
    public var answers: Int
    /// Right answers.
    public var correct: Int
    /// 0…1; nil on a day without answers.
    public var accuracy: Double?
}

/// One word's record, for the weakest-words list.
public struct WordAccuracy: Sendable, Hashable, Encodable {
    /// The word as last asked.
    public var word: String
    /// Times it was asked.
    public var attempts: Int
    /// Right answers.
    public var correct: Int
    /// Right over attempts, 0…1.
    public var accuracy: Double
}

/// Knobs for `StatsReport`, with the defaults `vocabquiz stats` uses.
public struct StatsOptions: Sendable, Hashable {
    /// How many weakest words to list.
    public var weakestCount = 10
    /// Words with fewer attempts are too noisy to call weak.
    public var minimumAttempts = 2
    /// Days in the chart.
    public var chartDays = 30
    /// Days in the due forecast.
    public var forecastDays = 7

    /// The defaults `vocabquiz stats` uses.
    public init(weakestCount: Int = 10, minimumAttempts: Int = 2, chartDays: Int = 30, forecastDays: Int = 7) {
        self.weakestCount = weakestCount
        self.minimumAttempts = minimumAttempts
        self.chartDays = chartDays
        self.forecastDays = forecastDays
    }
}

extension StatsReport {
    /// Computes the report.
    ///
    /// - Parameters:
    ///   - outcomes: History in file order (from `HistoryStore.loadOutcomes()`).
    ///   - memories: From `Scheduler.memories(from:)` over the same outcomes.
    ///   - now: The injected clock (`VOCABQUIZ_NOW` at the CLI).
    ///   - days: The learner's calendar.
    ///   - scheduler: The scheduler `memories` came from: its kind and desired retention.
    public init(
        outcomes: [AnswerOutcome], memories: [String: WordMemory], now: Date, days: LocalDays,
        scheduler: Scheduler = Scheduler(), options: StatsOptions = StatsOptions()
    ) {
        generatedAt = Timestamp.format(now)
        var perDay: [Int: (answers: Int, correct: Int)] = [:]
        var run = 0
        for outcome in outcomes {
            totalAnswers += 1
            let day = days.day(of: outcome.time)
            perDay[day, default: (0, 0)].answers += 1
            if outcome.isCorrect {
                correctAnswers += 1
                perDay[day, default: (0, 0)].correct += 1
                run += 1
                bestStreak = max(bestStreak, run)
            } else {
                run = 0
            }
        }
        currentStreak = run
        accuracy = totalAnswers == 0 ? nil : Double(correctAnswers) / Double(totalAnswers)
        let stats = { (day: Int) -> DayStats in
            let counts = perDay[day] ?? (0, 0)
            return DayStats(
                date: days.label(ofDay: day), answers: counts.answers, correct: counts.correct,
                accuracy: counts.answers == 0 ? nil : Double(counts.correct) / Double(counts.answers))
        }
        self.days = perDay.keys.sorted().map(stats)
        let today = days.day(of: now)
        recentDays = ((today - max(1, options.chartDays) + 1)...today).map(stats)
        self.scheduler = scheduler.kind
        desiredRetention = scheduler.activeFSRS?.desiredRetention
        countWords(memories, now: now, days: days, scheduler: scheduler, options: options)
    }

    private mutating func countWords(
        _ memories: [String: WordMemory], now: Date, days: LocalDays, scheduler: Scheduler, options: StatsOptions
    ) {
        let today = days.day(of: now)
        let fsrs = scheduler.activeFSRS
        wordsSeen = memories.count
        var candidates: [WordAccuracy] = []
        var forecast = [Int](repeating: 0, count: max(1, options.forecastDays))
        var totalRecall = 0.0
        for memory in memories.values {
            if memory.isMastered { wordsMastered += 1 } else { wordsLearning += 1 }
            let recall = memory.retrievability(at: now, using: fsrs)
            totalRecall += recall
            if let due = memory.due {
                let isDueNow = ReviewPlan.isDue(memory, now: now, days: days, fsrs: fsrs)
                if isDueNow { dueNow += 1 }
                let dueDay = isDueNow ? today : max(today, days.day(of: due))
                if dueDay == today { dueToday += 1 } else if dueDay == today + 1 { dueTomorrow += 1 }
                if dueDay - today < forecast.count { forecast[dueDay - today] += 1 }
            }
            let record = WordAccuracy(memory)
            if memory.attempts >= options.minimumAttempts, memory.correct < memory.attempts {
                candidates.append(record)
            }
            if memory.isLeech { leeches.append(record) }
            words.append(WordStatus(memory, recall: recall))
        }
        let byAccuracy = { (a: WordAccuracy, b: WordAccuracy) in
            (a.accuracy, -a.attempts, a.word) < (b.accuracy, -b.attempts, b.word)
        }
        weakestWords = Array(candidates.sorted(by: byAccuracy).prefix(options.weakestCount))
        leeches.sort(by: byAccuracy)
        words.sort { ($0.word, $0.due ?? "") < ($1.word, $1.due ?? "") }
        expectedRetention = memories.isEmpty ? nil : totalRecall / Double(memories.count)
        reviewNow = ReviewPlan(memories: memories, now: now, days: days, fsrs: fsrs).words.count
        dueNextDays = forecast.enumerated().map { DueDay(date: days.label(ofDay: today + $0), reviews: $1) }
    }
}
