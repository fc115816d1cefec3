import Quiz

/// The one place workers agree on which question each produces and which words are taken.
///
/// Words are reserved when claimed (word lists) or when accepted (counts), so no word is asked twice
/// and every request carries the latest set of words to avoid.
actor ExportCoordinator {
    /// One question a worker has taken on.
    struct Claim: Sendable {
        var slot: Int
        /// The word this question must be about, for word lists.
        var word: String?
    }

    enum Verdict: Sendable, Equatable {
        case accepted
        /// Malformed, or about the wrong word: the source failed.
        case rejected(String)
        /// A valid question on a word another worker got first: contention, not a fault of the source.
        case duplicate(String)
    }

    private let words: [String]?
    private let total: Int
    private let maxConsecutiveFailures: Int
    private var nextSlot = 0
    private var usedWords: Set<String> = []
    private var results: [Int: QuizItem] = [:]
    private var failures: [(slot: Int, failure: ExportFailure)] = []
    private var consecutiveFailures = 0
    private var progressWhenSettled: [Int: ExportProgress] = [:]
    private(set) var stopReason: String?

    init(target: ExportTarget, maxConsecutiveFailures: Int) {
        switch target {
        case .count: words = nil
        case let .words(list): words = ExportTarget.unique(list)
        }
        total = target.total
        self.maxConsecutiveFailures = max(1, maxConsecutiveFailures)
    }

    /// The next question to produce, or nil when every question is taken or the run has stopped.
    func claim() -> Claim? {
        guard stopReason == nil, nextSlot < total else { return nil }
        defer { nextSlot += 1 }
        guard let words else { return Claim(slot: nextSlot, word: nil) }
        let word = words[nextSlot]
        usedWords.insert(Question.normalized(word))
        return Claim(slot: nextSlot, word: word)
    }

    /// Words no new question may target: every word claimed or produced so far.
    func excludedWords(besides claim: Claim) -> Set<String> {
        guard let word = claim.word else { return usedWords }
        return usedWords.subtracting([Question.normalized(word)])
    }

    /// Keeps `item` for `claim` unless it is malformed, about the wrong word, or repeats a word.
    func accept(_ item: QuizItem, for claim: Claim) -> Verdict {
        let question = item.question
        let word = Question.normalized(question.word)
        let verdict: Verdict
        if word.isEmpty || question.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            verdict = .rejected("the question has no word or no text")
        } else if question.choices.count != Question.choiceCount {
            verdict = .rejected("the question has \(question.choices.count) choices instead of \(Question.choiceCount)")
        } else if question.answerIndex == nil {
            verdict = .rejected("the answer \"\(question.answer)\" is not one of the choices")
        } else if let wanted = claim.word, Question.normalized(wanted) != word {
            verdict = .rejected("asked for \"\(wanted)\" but got a question about \"\(question.word)\"")
        } else if claim.word == nil, usedWords.contains(word) {
            verdict = .duplicate("\"\(question.word)\" was already asked")
        } else {
            verdict = .accepted
        }
        if verdict == .accepted {
            usedWords.insert(word)
            results[claim.slot] = item
            consecutiveFailures = 0
            progressWhenSettled[claim.slot] = progress
        }
        return verdict
    }

    /// Counts one failed attempt; after too many in a row the run stops instead of hammering a dead server.
    func noteFailedAttempt(_ reason: String) {
        consecutiveFailures += 1
        if consecutiveFailures >= maxConsecutiveFailures, stopReason == nil {
            stopReason = "\(consecutiveFailures) requests failed in a row; last error: \(reason)"
        }
    }

    func giveUp(on claim: Claim, attempts: Int, reason: String) {
        failures.append((claim.slot, ExportFailure(word: claim.word, attempts: attempts, reason: reason)))
        progressWhenSettled[claim.slot] = progress
    }

    /// The progress at the moment `claim` settled, so concurrent workers report each count once.
    func progress(whenSettled claim: Claim) -> ExportProgress {
        progressWhenSettled[claim.slot] ?? progress
    }

    /// Stops the run because a worker could not even start.
    func stop(because reason: String) {
        if stopReason == nil { stopReason = reason }
    }

    var progress: ExportProgress {
        ExportProgress(completed: results.count, failed: failures.count, total: total)
    }

    /// The results in slot order, and the failures in slot order; for a word list, words the run never
    /// got to (it stopped or was cancelled) count as failures too, so none goes unreported.
    func outcome() -> (items: [QuizItem], failures: [ExportFailure]) {
        let items = results.keys.sorted().compactMap { results[$0] }
        var all = failures
        if let words {
            let settled = Set(results.keys).union(failures.map(\.slot))
            for slot in words.indices where !settled.contains(slot) {
                let reason = stopReason.map { "not attempted (\($0))" } ?? "not attempted (the run was cancelled)"
                all.append((slot, ExportFailure(word: words[slot], attempts: 0, reason: reason)))
            }
        }
        return (items, all.sorted { $0.slot < $1.slot }.map(\.failure))
    }
}
