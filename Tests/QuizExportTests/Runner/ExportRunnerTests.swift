import Foundation
import Quiz
import Support
import Testing

@testable import QuizExport

@Suite struct ExportRunnerTests {
    private func runner(
        _ target: ExportTarget, concurrency: Int = 4, log: FakeQuestionSource.Log, stuckOnWord: String? = nil,
        favouriteFirst: Bool = false, stallingWorker: Int? = nil,
        fails: @escaping @Sendable (Int, QuestionRequest) -> Bool = { _, _ in false }
    ) -> ExportRunner {
        ExportRunner(target: target, level: .b1, concurrency: concurrency, maxAttempts: 3) { worker in
            FakeQuestionSource(
                log: log, seed: UInt64(worker), stuckOnWord: stuckOnWord, favouriteFirst: favouriteFirst,
                stalls: worker == stallingWorker, fails: fails)
        }
    }

    private func words(_ result: ExportRunResult) -> [String] { result.items.map(\.question.word) }

    @Test func fourWorkersProduceTheRequestedCountWithoutRepeatingAWord() async {
        let log = FakeQuestionSource.Log()
        let result = await runner(.count(40), log: log).run()
        #expect(result.isComplete)
        #expect(result.items.count == 40)
        #expect(Set(words(result)).count == 40)
        #expect(result.items.allSatisfy { $0.level == .b1 })
    }

    @Test func workersThatAllWantTheSameWordNeverProduceADuplicate() async {
        let log = FakeQuestionSource.Log()
        let result = await runner(.count(40), log: log, favouriteFirst: true).run()
        #expect(Set(words(result)).count == result.items.count)
        #expect(result.items.count + result.failures.count == 40)
        #expect(result.failures.allSatisfy { $0.reason.hasSuffix("was already asked") })
    }

    @Test func failuresHalfwayAreRetriedAndTheRunStillYieldsNValidQuestions() async throws {
        let log = FakeQuestionSource.Log()
        let result = await runner(.count(20), log: log, fails: { call, _ in (11...16).contains(call) }).run()
        #expect(result.isComplete)
        #expect(result.failures.isEmpty)
        #expect(Set(words(result)).count == 20)
        #expect(await log.requests.count >= 26)
        let document = try ExportFormat.gift.render(result.items)
        #expect(document.questionCount == 20)
    }

    @Test func aSourceThatDiesHalfwayGivesAClearErrorAndNoOutputFile() async throws {
        let log = FakeQuestionSource.Log()
        let result = await runner(.count(20), log: log, fails: { call, _ in call > 10 }).run()
        #expect(!result.isComplete)
        #expect(result.items.count < 20)
        let reason = try #require(result.stopReason)
        #expect(reason.hasPrefix("12 requests failed in a row; last error: injected failure on call"))
        #expect(result.summary.contains("of 20 questions produced"))
        #expect(!result.ranOutOfWords, "a source that is down did not run out of words")

        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let destination = directory.url.appendingPathComponent("quiz.gift")
        if result.isComplete {
            try AtomicFileWriter().write(ExportFormat.gift.render(result.items).data, to: destination)
        }
        #expect(!FileManager.default.fileExists(atPath: destination.path))
    }

    /// The offline export refuses such a count only here, at the end, naming how many words were asked.
    @Test func aCountAboveWhatTheSourceCanAskStopsWhenItRunsOutHavingAskedEveryWord() async {
        let log = FakeQuestionSource.Log()
        let runner = ExportRunner(target: .count(40), level: .b1, concurrency: 4, maxAttempts: 3) { worker in
            var source = FakeQuestionSource(log: log, seed: UInt64(worker))
            source.poolSize = 30
            return source
        }
        let result = await runner.run()
        #expect(!result.isComplete)
        #expect(result.ranOutOfWords)
        #expect(result.stopReason == "every word has been excluded")
        #expect(words(result).count == 30)
        #expect(Set(words(result)) == Set((0..<30).map { "word\($0)" }))
    }

    @Test func eachListedWordIsRequestedAloneAndUsedOnceInListOrder() async {
        let list = (1...12).map { "w\($0)" } + ["W3", " w5 ", ""]
        let log = FakeQuestionSource.Log()
        let result = await runner(.words(list), log: log).run()
        #expect(result.isComplete)
        #expect(result.requested == 12)
        #expect(words(result) == (1...12).map { "w\($0)" })
        let requests = await log.requests
        #expect(requests.allSatisfy { $0.words?.count == 1 })
        let perWord = Dictionary(grouping: requests, by: { $0.words?.first ?? "" }).mapValues(\.count)
        #expect(perWord.keys.sorted() == (1...12).map { "w\($0)" }.sorted())
        // Idle workers help with open words at the end, but never beyond a word's 3 attempts.
        #expect(perWord.values.allSatisfy { (1...3).contains($0) })
        #expect(requests.allSatisfy { request in !request.excludedWords.contains(request.words?.first ?? "") })
    }

    @Test func aStuckRequestDoesNotHoldUpTheRunWhenAnotherWorkerCanAskTheSameWord() async {
        let log = FakeQuestionSource.Log()
        let result = await runner(.words(["slow", "a", "b", "c"]), concurrency: 2, log: log, stallingWorker: 0).run()
        #expect(result.isComplete)
        #expect(words(result) == ["slow", "a", "b", "c"])
        #expect(await log.cancelledCalls == 1)
        // Whichever word the stalling worker took was asked once more by the other worker.
        let perWord = Dictionary(grouping: await log.requests, by: { $0.words?.first ?? "" }).mapValues(\.count)
        #expect(perWord.values.sorted() == [1, 1, 1, 2], "\(perWord)")
    }

    @Test func aCountFinishesOnOtherWorkersAndCancelsTheStuckRequest() async {
        let log = FakeQuestionSource.Log()
        let result = await runner(.count(5), concurrency: 3, log: log, stallingWorker: 1).run()
        #expect(result.isComplete)
        #expect(Set(words(result)).count == 5)
        #expect(await log.cancelledCalls >= 1)
    }

    @Test func aCountThatRunsOutOfRetriesSaysHowManyAttemptsFailed() async {
        let log = FakeQuestionSource.Log()
        let result = await ExportRunner(target: .count(4), concurrency: 1, maxAttempts: 2, maxConsecutiveFailures: 100)
        {
            worker in FakeQuestionSource(log: log, seed: UInt64(worker), fails: { call, _ in call > 2 })
        }.run()
        #expect(words(result).count == 2)
        #expect(await log.requests.count == 10)
        #expect(result.stopReason == "the retries ran out (8 attempts failed)")
        #expect(
            result.failureLines == [
                "  failed ×2: a question was not produced; 8 attempt(s) failed in all, the last because: "
                    + "injected failure on call 10"
            ])
    }

    @Test func unusableRepliesInARowUseUpRetriesButDoNotStopTheRunAsADeadServerWould() async {
        let log = FakeQuestionSource.Log()
        let runner = ExportRunner(
            target: .count(4), concurrency: 1, maxAttempts: 5, maxConsecutiveFailures: 12
        ) { worker in
            FakeQuestionSource(
                log: log, seed: UInt64(worker), failsAsUnusable: true, fails: { call, _ in (2...16).contains(call) })
        }
        let result = await runner.run()
        #expect(result.isComplete, "\(result.summary)")
        #expect(result.stopReason == nil)
        #expect(await log.requests.count == 19)
    }

    @Test func wordsThatKeepFailingAreListedWithTheirLastError() async {
        let log = FakeQuestionSource.Log()
        let result = await runner(
            .words(["good", "bad", "fine", "worse"]), log: log,
            fails: { _, request in ["bad", "worse"].contains(request.words?.first ?? "") }
        ).run()
        #expect(!result.isComplete)
        #expect(words(result) == ["good", "fine"])
        #expect(result.failures.map(\.word) == ["bad", "worse"])
        #expect(result.failures.allSatisfy { $0.attempts == 3 })
        #expect(
            result.failures.first?.description.hasPrefix("word \"bad\" failed after 3 attempt(s): injected failure")
                == true)
    }

    @Test func aQuestionAboutTheWrongWordIsRejectedAndRetried() async {
        let log = FakeQuestionSource.Log()
        let result = await runner(.words(["apple"]), log: log, stuckOnWord: "pear").run()
        #expect(result.items.isEmpty)
        #expect(
            result.failures == [
                ExportFailure(
                    word: "apple", attempts: 3, reason: "asked for \"apple\" but got a question about \"pear\"")
            ])
    }

    @Test func aSourceRepeatingItselfCannotSneakInADuplicate() async {
        let log = FakeQuestionSource.Log()
        let result = await runner(.count(3), concurrency: 2, log: log, stuckOnWord: "same").run()
        #expect(words(result) == ["same"])
        #expect(!result.isComplete)
        #expect(result.failures.allSatisfy { $0.reason == "\"same\" was already asked" })
        #expect(result.stopReason?.hasSuffix("last error: \"same\" was already asked") == true)
    }

    @Test func aSourceThatCannotStartStopsTheRunWithItsError() async {
        struct Unreachable: Error, CustomStringConvertible {
            var description: String { "connection refused" }
        }
        let result = await ExportRunner(target: .count(5), concurrency: 2) { _ in throw Unreachable() }.run()
        #expect(result.items.isEmpty)
        #expect(
            result.stopReason == "could not start question source 1: connection refused"
                || result.stopReason == "could not start question source 2: connection refused")
    }

    @Test func progressIsReportedOncePerSettledQuestionEndingAtTheTotal() async {
        let log = FakeQuestionSource.Log()
        let seen = Locked<[ExportProgress]>([])
        let result = await runner(
            .words(["a", "b", "c", "d", "e"]), log: log,
            fails: { _, request in
                request.words == ["c"]
            }
        ).run { progress in seen.withLock { $0.append(progress) } }
        #expect(result.items.count == 4)
        #expect(seen.value.map(\.settled).sorted() == [1, 2, 3, 4, 5])
        #expect(seen.value.contains(ExportProgress(completed: 4, failed: 1, total: 5)))
    }

    @Test func cancellingReturnsWhatWasDoneAndIsNeverComplete() async {
        let log = FakeQuestionSource.Log()
        let (settled, settling) = AsyncStream<Void>.makeStream()
        let task = Task {
            await runner(.count(1_000), concurrency: 2, log: log).run { _ in settling.yield() }
        }
        for await _ in settled { break }
        task.cancel()
        let result = await task.value
        #expect(result.wasCancelled)
        #expect(!result.isComplete)
        #expect(result.items.count < 1_000)
        #expect(result.summary.contains("cancelled"))
    }
}
