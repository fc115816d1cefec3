import Foundation
import Lexicon
import Quiz

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The offline source's budget: a cold `vocabquiz` process shows its first question in under 150 ms,
/// and the memory the mapped lexicon costs; the generator's in-process rate explains the process
/// figures of the scaling benchmark.
struct OfflineBenchmark: Benchmark {
    let name = "offline"

    func run(quick: Bool) async throws -> [Measurement] {
        try coldStart(runs: 10) + inProcess(quick: quick)
    }

    /// Spawns the release binary `runs` times with a piped stdin, timing from just before the spawn
    /// until "Q1." is on its standard output; each run gets a fresh data directory and seed.
    private func coldStart(runs: Int) throws -> [Measurement] {
        let binary: VocabQuizBinary
        switch VocabQuizBinary.locate() {
        case let .success(found): binary = found
        case let .failure(why): return [skipped("cold start to first question", why: why.description)]
        }
        defer { binary.removeScratch() }
        let clock = ContinuousClock()
        var times: [Double] = []
        for run in 0..<runs {
            let data = try binary.makeDataDirectory("offline-\(run)")
            let start = clock.now
            let child = try binary.spawn(["--count", "1", "--seed", "\(run + 1)", "--data-dir", data.path])
            let shown = child.read(timeout: .seconds(10)) { $0.containsQuestionMarker(1) }
            let elapsed = clock.now - start
            let exit = child.finish(timeout: .seconds(10))
            guard shown, exit.status == 0 else {
                return [
                    skipped(
                        "cold start to first question",
                        why: "run \(run + 1): exit \(exit.status), \(binary.lastError())")
                ]
            }
            times.append(elapsed.seconds * 1000)
        }
        // Memory from separate runs under GNU time, so the timed runs have no wrapper in them.
        var peaks: [Double] = []
        for run in 0..<3 {
            let data = try binary.makeDataDirectory("offline-memory-\(run)")
            let child = try binary.spawn(
                ["--count", "1", "--seed", "\(run + 1)", "--data-dir", data.path], measuresMemory: true)
            _ = child.read(timeout: .seconds(10)) { $0.containsQuestionMarker(1) }
            let exit = child.finish(timeout: .seconds(10))
            if exit.status == 0, exit.maximumResidentKiB > 0 { peaks.append(Double(exit.maximumResidentKiB) / 1024) }
        }
        return [
            Measurement(
                benchmark: name, metric: "cold process start to \"Q1.\" shown (median)", value: median(times),
                unit: "ms",
                note:
                    "\(runs) spawns of release vocabquiz --count 1, stdin a pipe; min \(Self.format(times.min())), max \(Self.format(times.max()))",
                target: .below(150)),
            Measurement(
                benchmark: name, metric: "maximum RSS of that process (median)", value: median(peaks), unit: "MiB",
                note: "\(peaks.count) runs under GNU time (%M), a whole one-question session"),
        ]
    }

    private static func format(_ milliseconds: Double?) -> String {
        milliseconds.map { String(format: "%.1f ms", $0) } ?? "—"
    }

    private func inProcess(quick: Bool) throws -> [Measurement] {
        let clock = ContinuousClock()
        let rssBefore = Self.maximumResidentKilobytes()
        let start = clock.now
        let lexicon = try Lexicon.bundled()
        let loaded = clock.now
        let source = OfflineQuestionSource(lexicon: lexicon, seed: 1)
        _ = try source.makeQuestion(for: QuestionRequest())
        let first = clock.now

        let count = quick ? 20_000 : 100_000
        let generator = QuestionGenerator(lexicon: lexicon)
        var random = SeededGenerator(seed: 2)
        let levels = CEFRLevel.allCases
        let loopStart = clock.now
        let cpuStart = Self.processCPUSeconds()
        for number in 0..<count {
            _ = try generator.makeQuestion(for: QuestionRequest(level: levels[number % levels.count]), using: &random)
        }
        let generatorRate = Double(count) / Self.seconds(clock.now - loopStart)
        let generatorCPURate = Double(count) / (Self.processCPUSeconds() - cpuStart)

        let sessionCount = quick ? 5_000 : 20_000
        let session = OfflineQuestionSource(lexicon: lexicon, seed: 3)
        let sessionStart = clock.now
        for _ in 0..<sessionCount {
            _ = try session.makeQuestion(for: QuestionRequest(level: .b1))
        }
        let sessionRate = Double(sessionCount) / Self.seconds(clock.now - sessionStart)

        return [
            Measurement(
                benchmark: name, metric: "lexicon load", value: Self.seconds(loaded - start) * 1_000, unit: "ms",
                note: "in-process, first load in this process"),
            Measurement(
                benchmark: name, metric: "load + first question", value: Self.seconds(first - start) * 1_000,
                unit: "ms", note: "in-process, for comparison with the cold process"),
            Measurement(
                benchmark: name, metric: "questions per second (generator, all levels)", value: generatorRate,
                unit: "1/s",
                note: "\(count) questions, in-process (explains the process figures: see scaling, export)"),
            Measurement(
                benchmark: name, metric: "questions per CPU second (generator, all levels)", value: generatorCPURate,
                unit: "1/s", note: "same run, process CPU time: robust to a busy machine"),
            Measurement(
                benchmark: name, metric: "questions per second (session at B1, no repeats)", value: sessionRate,
                unit: "1/s", note: "\(sessionCount) questions, B1 pool exhausted and restarted"),
            Measurement(
                benchmark: name, metric: "maximum RSS (this benchmark process)",
                value: Double(Self.maximumResidentKilobytes()) / 1_024,
                unit: "MiB", note: "getrusage; \(rssBefore / 1_024) MiB before loading"),
        ]
    }

    static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }

    /// CPU time this process has used, user and system.
    static func processCPUSeconds() -> Double {
        var time = timespec()
        guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return .nan }
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Peak resident set size in KiB (Linux reports KiB, macOS bytes).
    static func maximumResidentKilobytes() -> Int {
        var usage = rusage()
        #if canImport(Darwin)
            guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
            return Int(usage.ru_maxrss) / 1_024
        #else
            guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
            return Int(usage.ru_maxrss)
        #endif
    }
}

extension [UInt8] {
    /// Whether the output shows question `number`'s marker, "Q<number>.".
    func containsQuestionMarker(_ number: Int) -> Bool {
        let marker = Array("Q\(number).".utf8)
        guard count >= marker.count else { return false }
        return (0...(count - marker.count)).contains { start in
            self[start..<(start + marker.count)].elementsEqual(marker)
        }
    }
}
