import Foundation
import Lexicon
import Quiz
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The offline source's budget: lexicon load plus first question under 150 ms, at least 20,000
/// questions per second, and the memory the mapped lexicon costs.
struct OfflineBenchmark: Benchmark {
    let name = "offline"

    func run(quick: Bool) async throws -> [Measurement] {
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
                unit: "ms", note: "target < 150 ms"),
            Measurement(
                benchmark: name, metric: "questions per second (generator, all levels)", value: generatorRate,
                unit: "1/s", note: "target >= 20,000; \(count) questions"),
            Measurement(
                benchmark: name, metric: "questions per CPU second (generator, all levels)", value: generatorCPURate,
                unit: "1/s", note: "same run, process CPU time: robust to a busy machine"),
            Measurement(
                benchmark: name, metric: "questions per second (session at B1, no repeats)", value: sessionRate,
                unit: "1/s", note: "\(sessionCount) questions, B1 pool exhausted and restarted"),
            Measurement(
                benchmark: name, metric: "maximum RSS", value: Double(Self.maximumResidentKilobytes()) / 1_024,
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
