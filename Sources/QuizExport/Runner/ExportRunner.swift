import Quiz

/// Produces a question set with several requests in flight, one `QuestionSource` per worker.
///
/// One source per worker because a model source keeps a session, and sessions must not be shared
/// between concurrent requests. Target words are coordinated through `ExportCoordinator`, so none
/// repeats across workers, and no worker idles while a question is still open; failing requests are
/// retried a bounded number of times.
public struct ExportRunner: Sendable {
    public var target: ExportTarget
    public var level: CEFRLevel?
    public var topic: String?
    /// Requests in flight at once.
    public var concurrency: Int
    /// Tries per question (the first try included) that may fail before the question is given up.
    /// For a count, where any new word will do, the budget is shared: the run gives up when failed
    /// tries reach `maxAttempts` times the number of questions asked for.
    public var maxAttempts: Int
    /// Extra tries per question allowed for answers on a word another worker already used.
    ///
    /// Workers asking at the same moment see the same excluded words, so a source with favourite
    /// words returns the same one to several of them; only one can keep it. That is contention,
    /// so it has its own, larger budget instead of using up `maxAttempts`.
    public var maxDuplicates: Int
    /// Failed attempts in a row, across workers, after which the run stops: the source is likely down.
    public var maxConsecutiveFailures: Int
    /// Words an error for the summary; the command line adds its flag hints here.
    public var describe: @Sendable (any Error) -> String
    private let makeSource: @Sendable (Int) throws -> any QuestionSource

    /// - Parameter makeSource: Creates the source for worker `index` (0-based); called once per worker.
    public init(
        target: ExportTarget, level: CEFRLevel? = nil, topic: String? = nil, concurrency: Int = 1,
        maxAttempts: Int = 3, maxDuplicates: Int = 10, maxConsecutiveFailures: Int = 12,
        describe: @escaping @Sendable (any Error) -> String = { "\($0)" },
        makeSource: @escaping @Sendable (Int) throws -> any QuestionSource
    ) {
        self.describe = describe
        self.target = target
        self.level = level
        self.topic = topic
        self.concurrency = concurrency
        self.maxAttempts = maxAttempts
        self.maxDuplicates = maxDuplicates
        self.maxConsecutiveFailures = maxConsecutiveFailures
        self.makeSource = makeSource
    }

    /// Runs to the end, or until cancelled, and returns what was produced; it never throws, because
    /// a partial result is still worth reporting.
    ///
    /// - Parameter progress: Awaited after each question succeeds or is given up.
    public func run(progress: @escaping @Sendable (ExportProgress) async -> Void = { _ in }) async -> ExportRunResult {
        let coordinator = ExportCoordinator(
            target: target, maxAttempts: maxAttempts, maxDuplicates: maxDuplicates,
            maxConsecutiveFailures: maxConsecutiveFailures)
        let workers = max(1, min(concurrency, target.total))
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<workers {
                group.addTask { await work(index: index, coordinator: coordinator, progress: progress) }
            }
            // A worker leaves when it finds nothing left to ask; once the run is finished, requests
            // other workers still have in flight can only be dropped, so they are cancelled.
            for await _ in group where await coordinator.isFinished {
                group.cancelAll()
            }
        }
        let outcome = await coordinator.outcome()
        return ExportRunResult(
            items: outcome.items, failures: outcome.failures, requested: target.total,
            stopReason: await coordinator.stopReason, ranOutOfWords: await coordinator.ranOutOfWords,
            wasCancelled: Task.isCancelled)
    }

    private func work(
        index: Int, coordinator: ExportCoordinator, progress: @Sendable (ExportProgress) async -> Void
    ) async {
        let source: any QuestionSource
        do {
            source = try makeSource(index)
        } catch {
            await coordinator.stop(because: "could not start question source \(index + 1): \(describe(error))")
            return
        }
        var previous: ExportCoordinator.Claim?
        while !Task.isCancelled, let claim = await coordinator.claim(after: previous) {
            previous = claim
            guard let outcome = await ask(source, for: claim, coordinator: coordinator) else { return }
            if let settled = await coordinator.settle(claim, outcome) { await progress(settled) }
        }
    }

    /// One request for `claim`, or nil when it was cancelled.
    ///
    /// The request, which shares the coordinator's set of used words, ends here, before `settle`
    /// adds to that set: otherwise each insertion would copy the whole set, and a long export would
    /// grow quadratic.
    private func ask(
        _ source: any QuestionSource, for claim: ExportCoordinator.Claim, coordinator: ExportCoordinator
    ) async -> ExportCoordinator.Outcome? {
        let request = QuestionRequest(
            level: level, topic: topic, words: claim.word.map { [$0] },
            excludedWords: await coordinator.excludedWords(besides: claim))
        do {
            return .produced(try await source.nextQuestion(for: request, onPartial: { _ in }))
        } catch {
            if Task.isCancelled || error is CancellationError { return nil }
            if error.isPermanentFailure {
                await coordinator.stop(because: describe(error), outOfWords: error.isOutOfWords)
                return .failed(describe(error))
            }
            // An unusable reply (see `QuestionSourceError`) uses up retries but does not count
            // toward `maxConsecutiveFailures`, which stops a run whose source is down.
            return error.isUnusableReply
                ? .unusable(describe(error), fallback: error.fallbackQuestion) : .failed(describe(error))
        }
    }
}
