import Quiz

/// The one place workers agree on what each asks next, which words are taken, and when the run is done.
///
/// Workers never wait on one another: a worker whose question is done takes the next one and, when
/// none is left, helps with one still open (for a count, any open question; for a word list, the
/// word with the fewest helpers). So every request slot stays busy until the last question is in,
/// instead of idling while one worker re-asks. The first valid answer settles a question; the
/// others are dropped, and the runner cancels whatever is still in flight once the run is finished.
actor ExportCoordinator {
    /// One request a worker has taken on.
    struct Claim: Sendable {
        /// The word-list position this request is for; nil for a count, where any new word will do.
        var slot: Int?
        /// The word this question must be about, for word lists.
        var word: String?
    }

    /// What became of one request.
    enum Outcome: Sendable {
        case produced(QuizItem)
        /// The source wrote something unusable: asking again may well work. `fallback` is the question
        /// the source holds for the request, taken once the question's retries are used up.
        case unusable(String, fallback: QuizItem?)
        /// The source could not be reached or failed outright.
        case failed(String)

        /// A produced question about another word than `wanted` is unusable. (One that breaks a rule
        /// cannot exist: a `Question` checks its rules when it is made.)
        func screened(wanted: String?) -> Outcome {
            guard case let .produced(item) = self else { return self }
            if let wanted, Question.normalized(wanted) != Question.normalized(item.question.word) {
                return .unusable(
                    "asked for \"\(wanted)\" but got a question about \"\(item.question.word)\"", fallback: nil)
            }
            return self
        }
    }

    private let words: [String]?
    private let total: Int
    private let maxAttempts: Int
    private let maxDuplicates: Int
    private let maxConsecutiveFailures: Int
    private var usedWords: Set<String> = []
    private var consecutiveFailures = 0
    private(set) var stopReason: String?
    /// Whether the first stop was the source having no new word left (`isOutOfWords`).
    private(set) var ranOutOfWords = false

    // A count: questions in the order they were accepted, and the attempts spent.
    private var accepted: [QuizItem] = []
    private var failedAttempts = 0
    private var duplicates = 0
    private var lastReason = ""
    /// Unusable replies since the last question accepted, and the latest fallback among them.
    private var rejectedSinceAccepted = 0
    private var pendingFallback: QuizItem?

    // A word list: per position.
    private var nextUnclaimed = 0
    private var helpers: [Int: Int] = [:]
    private var failedAttemptsBySlot: [Int: Int] = [:]
    private var results: [Int: QuizItem] = [:]
    private var failures: [Int: ExportFailure] = [:]
    /// Per position: unusable replies, and the latest fallback about its word.
    private var fallbacksBySlot: [Int: (rejected: Int, item: QuizItem?)] = [:]

    init(target: ExportTarget, maxAttempts: Int, maxDuplicates: Int, maxConsecutiveFailures: Int) {
        switch target {
        case .count: words = nil
        case let .words(list): words = ExportTarget.unique(list)
        }
        total = target.total
        self.maxAttempts = max(1, maxAttempts)
        self.maxDuplicates = max(0, maxDuplicates)
        self.maxConsecutiveFailures = max(1, maxConsecutiveFailures)
        // Room for a count's questions and words up front: grown by doubling, the list was copied and the
        // set rehashed a dozen times, at 10,000 questions 1,300 page faults. Capped, so that an outsized
        // count asks for no more memory than a large run uses.
        if words == nil {
            accepted.reserveCapacity(min(total, Self.reservedQuestions))
            usedWords.reserveCapacity(min(total, Self.reservedQuestions))
        }
    }

    /// The most questions a count's list makes room for before the first is in.
    static let reservedQuestions = 50_000

    /// True once every question is settled or the run has stopped; what is still in flight is moot.
    var isFinished: Bool {
        if stopReason != nil { return true }
        guard let words else { return accepted.count >= total }
        return results.count + failures.count >= words.count
    }

    /// The next request to make, or nil when there is nothing this worker can usefully ask.
    ///
    /// - Parameter previous: The worker's last claim: a word whose request failed is asked again
    ///   first, so a word list settles in order.
    func claim(after previous: Claim? = nil) -> Claim? {
        guard !isFinished else { return nil }
        guard let words else { return Claim(slot: nil, word: nil) }
        if let slot = previous?.slot, canHelp(with: slot) { return claim(slot: slot, of: words) }
        if nextUnclaimed < words.count {
            defer { nextUnclaimed += 1 }
            return claim(slot: nextUnclaimed, of: words)
        }
        let open = words.indices.filter(canHelp)
        guard let slot = open.min(by: { helpers[$0, default: 0] < helpers[$1, default: 0] }) else { return nil }
        return claim(slot: slot, of: words)
    }

    /// Whether one more request may go to this word: it is open, and asking it again stays within its attempts.
    private func canHelp(with slot: Int) -> Bool {
        results[slot] == nil && failures[slot] == nil
            && failedAttemptsBySlot[slot, default: 0] + helpers[slot, default: 0] < maxAttempts
    }

    private func claim(slot: Int, of words: [String]) -> Claim {
        helpers[slot, default: 0] += 1
        usedWords.insert(Question.normalized(words[slot]))
        return Claim(slot: slot, word: words[slot])
    }

    /// Words no new question may target: for a count, every word claimed or produced so far.
    ///
    /// A listed word's request names its one word already, so nothing needs excluding; copying the
    /// whole set minus that word for every claim made a long list quadratic.
    func excludedWords(besides claim: Claim) -> Set<String> {
        claim.word == nil ? usedWords : []
    }

    /// Records what `claim`'s request came to, and returns the progress to report when it settled a
    /// question (produced it, or used up its last attempt); nil when the question was already settled.
    func settle(_ claim: Claim, _ outcome: Outcome) -> ExportProgress? {
        guard let slot = claim.slot, let word = claim.word else { return settleCounted(outcome) }
        helpers[slot, default: 1] -= 1
        guard results[slot] == nil, failures[slot] == nil, stopReason == nil else { return nil }
        switch outcome.screened(wanted: word) {
        case let .produced(item):
            results[slot] = item
            consecutiveFailures = 0
            return progress
        case let .unusable(reason, fallback):
            var noted = fallbacksBySlot[slot] ?? (0, nil)
            noted.rejected += 1
            if let fallback, Question.normalized(fallback.question.word) == Question.normalized(word) {
                noted.item = fallback
            }
            fallbacksBySlot[slot] = noted
            return failListed(slot: slot, word: word, reason: reason, isUnusable: true)
        case let .failed(reason):
            return failListed(slot: slot, word: word, reason: reason, isUnusable: false)
        }
    }

    private func failListed(slot: Int, word: String, reason: String, isUnusable: Bool) -> ExportProgress? {
        noteFailedAttempt(reason, isUnusable: isUnusable)
        failedAttemptsBySlot[slot, default: 0] += 1
        let attempts = failedAttemptsBySlot[slot, default: 0]
        guard attempts >= maxAttempts else { return nil }
        if let noted = fallbacksBySlot[slot], var fallback = noted.item {
            // Its retries are used up on rejected replies: the source's own question for the word.
            fallback.rejectedReplies = noted.rejected
            results[slot] = fallback
            consecutiveFailures = 0
            return progress
        }
        failures[slot] = ExportFailure(word: word, attempts: attempts, reason: reason)
        return progress
    }

    private func settleCounted(_ outcome: Outcome) -> ExportProgress? {
        guard accepted.count < total, stopReason == nil else { return nil }
        switch outcome.screened(wanted: nil) {
        case let .produced(item):
            if usedWords.contains(Question.normalized(item.question.word)) {
                // Workers asking at the same moment see the same excluded words: contention, not a
                // fault of the source, so it has its own, larger budget.
                duplicates += 1
                noteFailedAttempt("\"\(item.question.word)\" was already asked", isUnusable: false)
            } else {
                accept(item)
                return progress
            }
        case let .unusable(reason, fallback):
            failedAttempts += 1
            noteFailedAttempt(reason, isUnusable: true)
            rejectedSinceAccepted += 1
            if let fallback, !usedWords.contains(Question.normalized(fallback.question.word)) {
                pendingFallback = fallback
            }
            // A question's share of the retries used up on rejected replies: the source's own question.
            if rejectedSinceAccepted >= maxAttempts, var fallback = pendingFallback {
                fallback.rejectedReplies = rejectedSinceAccepted
                accept(fallback)
                return progress
            }
        case let .failed(reason):
            failedAttempts += 1
            noteFailedAttempt(reason, isUnusable: false)
        }
        if failedAttempts >= maxAttempts * total || duplicates > maxDuplicates * total {
            stop(because: "the retries ran out (\(failedAttempts + duplicates) attempts failed)")
        }
        return nil
    }

    /// Takes `item` as the next question of a count.
    private func accept(_ item: QuizItem) {
        usedWords.insert(Question.normalized(item.question.word))
        accepted.append(item)
        consecutiveFailures = 0
        rejectedSinceAccepted = 0
        pendingFallback = nil
    }

    /// Counts one failed attempt; after too many failures in a row the run stops instead of hammering a
    /// dead server. An unusable reply says the server works, so it does not count toward that stop,
    /// only toward the question's retries: a weak model may write several in a row.
    private func noteFailedAttempt(_ reason: String, isUnusable: Bool) {
        lastReason = reason
        guard !isUnusable else { return }
        consecutiveFailures += 1
        if consecutiveFailures >= maxConsecutiveFailures {
            stop(because: "\(consecutiveFailures) requests failed in a row; last error: \(reason)")
        }
    }

    /// Stops the run, keeping the first reason given.
    ///
    /// - Parameter outOfWords: The source had no word left that the run has not used.
    func stop(because reason: String, outOfWords: Bool = false) {
        guard stopReason == nil else { return }
        stopReason = reason
        ranOutOfWords = outOfWords
    }

    var progress: ExportProgress {
        if words != nil { return ExportProgress(completed: results.count, failed: failures.count, total: total) }
        return ExportProgress(completed: accepted.count, failed: 0, total: total)
    }

    /// The results in list (or acceptance) order, and what is missing: for a word list, every word
    /// not produced, in list order, with its last error; for a count, one entry per missing question.
    func outcome() -> (items: [QuizItem], failures: [ExportFailure]) {
        guard let words else {
            let missing = max(0, total - accepted.count)
            let reason = failedAttempts + duplicates == 0 ? notAttempted : lastReason
            let failure = ExportFailure(word: nil, attempts: failedAttempts + duplicates, reason: reason)
            return (accepted, Array(repeating: failure, count: missing))
        }
        let items = words.indices.compactMap { results[$0] }
        let missing = words.indices.filter { results[$0] == nil }.map { slot in
            let attempts = failedAttemptsBySlot[slot, default: 0]
            return failures[slot]
                ?? ExportFailure(
                    word: words[slot], attempts: attempts, reason: attempts == 0 ? notAttempted : unfinished)
        }
        return (items, missing)
    }

    private var whyUnfinished: String { stopReason ?? "the run was cancelled" }
    private var notAttempted: String { "not attempted (\(whyUnfinished))" }
    private var unfinished: String { "unfinished (\(whyUnfinished))" }
}
