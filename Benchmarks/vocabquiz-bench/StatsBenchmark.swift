import Foundation
import Quiz
import QuizCLI
import ScoreHistory

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `vocabquiz stats` over a generated 1,000,000-line history: wall time per stage and peak memory,
/// plus the fast line scanner against `JSONDecoder` on the same lines.
struct StatsBenchmark: Benchmark {
    let name = "stats"

    func run(quick: Bool) async throws -> [Measurement] {
        let lineCount = quick ? 100_000 : 1_000_000
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("vocabquiz-stats-bench-\(getpid())", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("history.jsonl")
        let now = Date(timeIntervalSince1970: 1_795_996_800)
        let bytes = try Self.generateHistory(lines: lineCount, endingAt: now, into: file)
        var results: [Measurement] = []
        func record(_ metric: String, _ value: Double, _ unit: String, _ note: String = "") {
            results.append(Measurement(benchmark: name, metric: metric, value: value, unit: unit, note: note))
        }
        record("history size", Double(bytes) / 1_048_576, "MiB", "\(lineCount) lines")
        results += spawned(dataDirectory: directory, lines: lineCount)
        record("peak RSS before stats", Self.peakResidentMiB(), "MiB", "in-process, after generating the file")

        let cpuStart = Self.cpuSeconds()
        let start = Date()
        let load = try HistoryStore(file: file).loadOutcomes()
        let loaded = Date()
        let memories = Scheduler().memories(from: load.items)
        let scheduled = Date()
        let days = LocalDays(timeZone: TimeZone(identifier: "UTC") ?? .current, at: now)
        let report = StatsReport(outcomes: load.items, memories: memories, now: now, days: days)
        let text = report.rendered(style: .plain)
        let json = try JSONEncoder().encode(report)
        let done = Date()
        let cpu = Self.cpuSeconds() - cpuStart
        guard load.items.count == lineCount, load.skipped == nil, !text.isEmpty, !json.isEmpty else {
            throw StatsBenchmarkFailure(message: "loaded \(load.items.count) of \(lineCount) lines")
        }
        record(
            "stats total", done.timeIntervalSince(start) * 1000, "ms",
            "in-process: load + FSRS replay + report + render")
        record("stats CPU time", cpu * 1000, "ms", "user + system; wall time suffers when other jobs share the cores")
        record("load outcomes", loaded.timeIntervalSince(start) * 1000, "ms")
        record("FSRS replay", scheduled.timeIntervalSince(loaded) * 1000, "ms", "\(memories.count) words")
        record("report + render", done.timeIntervalSince(scheduled) * 1000, "ms")
        let sm2Start = Date()
        let sm2 = Scheduler(kind: .sm2).memories(from: load.items)
        let sm2Time = Date().timeIntervalSince(sm2Start)
        let fsrsStart = Date()
        let again = Scheduler().memories(from: load.items)
        let fsrsTime = Date().timeIntervalSince(fsrsStart)
        guard sm2.count == again.count else {
            throw StatsBenchmarkFailure(message: "SM-2 and FSRS saw different words")
        }
        record("SM-2 replay", sm2Time * 1000, "ms", "same outcomes, measured right before the FSRS row below")
        record("FSRS replay / SM-2 replay", fsrsTime / sm2Time, "x", "side by side, one run")
        record("peak RSS after stats", Self.peakResidentMiB(), "MiB", "getrusage ru_maxrss")

        let sample = directory.appendingPathComponent("sample.jsonl")
        try Self.generateHistory(lines: lineCount / 10, endingAt: now, into: sample)
        let fastStart = Date()
        let fast = try HistoryStore(file: sample).loadRecords()
        let fastTime = Date().timeIntervalSince(fastStart)
        let slowTime = try Self.decodeWithJSONDecoder(sample, expecting: fast.items.count)
        record("full records, fast scanner", fastTime * 1000, "ms", "\(lineCount / 10) lines")
        record("full records, JSONDecoder", slowTime * 1000, "ms", "same lines, one decode per line")
        record("JSONDecoder / fast scanner", slowTime / fastTime, "x", "measured side by side")
        return results
    }

    /// `vocabquiz stats --data-dir` on the generated file, as a user runs it: wall time from spawn to exit
    /// and the child's peak memory. Median of 3 runs (1 in quick mode).
    private func spawned(dataDirectory: URL, lines: Int) -> [Measurement] {
        let binary: VocabQuizBinary
        switch VocabQuizBinary.locate() {
        case let .success(found): binary = found
        case let .failure(why): return [skipped("vocabquiz stats (process)", why: why.description)]
        }
        defer { binary.removeScratch() }
        let clock = ContinuousClock()
        var times: [Double] = []
        var peaks: [Double] = []
        for _ in 0..<(lines >= 1_000_000 ? 3 : 1) {
            let start = clock.now
            guard let child = try? binary.spawn(["stats", "--data-dir", dataDirectory.path], measuresMemory: true)
            else {
                return [skipped("vocabquiz stats (process)", why: "could not spawn \(binary.path)")]
            }
            let exit = child.finish(timeout: .seconds(300))
            times.append((clock.now - start).seconds * 1000)
            if exit.maximumResidentKiB > 0 { peaks.append(Double(exit.maximumResidentKiB) / 1024) }
            guard exit.status == 0, child.text.contains("%") else {
                return [skipped("vocabquiz stats (process)", why: "exit \(exit.status): \(binary.lastError())")]
            }
        }
        return [
            Measurement(
                benchmark: name, metric: "vocabquiz stats wall time (process, median)", value: median(times),
                unit: "ms",
                note:
                    "\(times.count) spawn(s) of the release binary under GNU time on \(lines) lines; min \(String(format: "%.0f", times.min() ?? 0)) ms",
                target: lines == 1_000_000 ? .below(1000) : nil),
            Measurement(
                benchmark: name, metric: "vocabquiz stats maximum RSS (process, median)", value: median(peaks),
                unit: "MiB", note: "GNU time %M of the child"),
        ]
    }

    /// Writes a plausible history: 5,000 words over a year, 70% right, latencies 1–15 s.
    @discardableResult
    static func generateHistory(lines: Int, endingAt now: Date, into file: URL) throws -> Int {
        guard FileManager.default.createFile(atPath: file.path, contents: nil),
            let handle = FileHandle(forWritingAtPath: file.path)
        else { throw StatsBenchmarkFailure(message: "cannot create \(file.path)") }
        defer { try? handle.close() }
        var generator = SeededGenerator(seed: 7)
        let span = 365.0 * 86_400
        var chunk: [UInt8] = []
        var total = 0
        for index in 0..<lines {
            let word = "word\(generator.next() % 5_000)"
            let isCorrect = generator.next() % 10 < 7
            let record = HistoryRecord(
                time: now.addingTimeInterval(-span + span * Double(index) / Double(lines)),
                session: "20261130T000000Z-\(index / 20)", word: word,
                text: "Which word best completes the sentence: the storm began to ___ by evening (\(word))?",
                choices: [word, "flourish", "intensify", "linger"], answer: word,
                given: isCorrect ? word : "linger", isCorrect: isCorrect,
                latency: 1 + Double(generator.next() % 14_000) / 1000, level: .b2, source: "offline",
                kind: .fillInTheBlank,
                explanation: "\"\(word)\" means to become less intense; the other choices mean the opposite or to stay."
            )
            chunk.append(contentsOf: record.jsonLine())
            if chunk.count > 1 << 20 || index == lines - 1 {
                handle.write(Data(chunk))
                total += chunk.count
                chunk.removeAll(keepingCapacity: true)
            }
        }
        // On disk before any timing: otherwise the kernel writes the 474 MB back while `stats` runs.
        try handle.synchronize()
        return total
    }

    private static func decodeWithJSONDecoder(_ file: URL, expecting count: Int) throws -> TimeInterval {
        let data = try Data(contentsOf: file)
        let start = Date()
        let decoder = JSONDecoder()
        var decoded = 0
        for line in data.split(separator: UInt8(ascii: "\n")) {
            _ = try decoder.decode(HistoryRecord.self, from: Data(line))
            decoded += 1
        }
        guard decoded == count else {
            throw StatsBenchmarkFailure(message: "JSONDecoder read \(decoded) records, the scanner \(count)")
        }
        return Date().timeIntervalSince(start)
    }

    /// User plus system CPU time of this process so far.
    private static func cpuSeconds() -> Double {
        var usage = rusage()
        #if canImport(Darwin)
            getrusage(RUSAGE_SELF, &usage)
        #else
            getrusage(RUSAGE_SELF.rawValue, &usage)
        #endif
        let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        return user + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    }

    /// Peak resident set size of this process so far.
    private static func peakResidentMiB() -> Double {
        var usage = rusage()
        #if canImport(Darwin)
            getrusage(RUSAGE_SELF, &usage)
            return Double(usage.ru_maxrss) / 1_048_576
        #else
            getrusage(RUSAGE_SELF.rawValue, &usage)
            return Double(usage.ru_maxrss) / 1024
        #endif
    }
}

/// A benchmark whose own sanity check failed, so its figures would mean nothing.
struct StatsBenchmarkFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { "stats benchmark: \(message)" }
}
