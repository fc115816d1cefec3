import Support
import Testing

@testable import QuizExport

@Suite struct ProgressRendererTests {
    private let clock = Locked(100.0)
    private let output = Locked<[String]>([])

    private func renderer(isTerminal: Bool) -> ProgressRenderer {
        ProgressRenderer(
            isTerminal: isTerminal, width: 10, minimumInterval: 0.5, now: { [clock] in clock.value },
            write: { [output] text in output.withLock { $0.append(text) } })
    }

    @Test func aTerminalGetsABarWithRateAndETA() async {
        let progress = renderer(isTerminal: true)
        await progress.begin()
        clock.withLock { $0 += 2 }
        await progress.update(ExportProgress(completed: 4, failed: 0, total: 10))
        #expect(output.value == ["\r[####------] 4/10 · 2.0 q/s · ETA 0:03\u{1B}[K"])
    }

    @Test func redrawsAreThrottledButTheLastOneAlwaysShows() async {
        let progress = renderer(isTerminal: true)
        await progress.begin()
        clock.withLock { $0 += 1 }
        await progress.update(ExportProgress(completed: 1, failed: 0, total: 3))
        clock.withLock { $0 += 0.1 }
        await progress.update(ExportProgress(completed: 2, failed: 0, total: 3))
        await progress.update(ExportProgress(completed: 2, failed: 1, total: 3))
        #expect(output.value.count == 2)
        #expect(output.value.last?.contains("3/3") == true)
        #expect(output.value.last?.contains("1 failed") == true)
        #expect(output.value.last?.contains("ETA") == false)
    }

    @Test func aTerminalsFinishEndsTheBarWithALineBreak() async {
        let progress = renderer(isTerminal: true)
        await progress.begin()
        clock.withLock { $0 += 4 }
        await progress.finish(ExportProgress(completed: 8, failed: 0, total: 8))
        #expect(output.value == ["\r[##########] 8/8 · 2.0 q/s\u{1B}[K\n"])
    }

    @Test func anythingElseGetsNothingUntilOneSummaryLine() async {
        let progress = renderer(isTerminal: false)
        await progress.begin()
        clock.withLock { $0 += 1 }
        await progress.update(ExportProgress(completed: 1, failed: 0, total: 4))
        clock.withLock { $0 += 1 }
        await progress.update(ExportProgress(completed: 3, failed: 1, total: 4))
        #expect(output.value.isEmpty)
        await progress.finish(ExportProgress(completed: 3, failed: 1, total: 4))
        #expect(output.value == ["3 of 4 questions in 2.0 s (2.0 q/s), 1 failed\n"])
    }

    @Test func etaPastAnHourShowsHours() {
        #expect(ProgressRenderer.clock(3_725) == "1:02:05")
        #expect(ProgressRenderer.clock(59.2) == "1:00")
    }
}
