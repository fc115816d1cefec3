import Foundation

/// Whether a question costs the same at the 10,000th as at the first, timed through the `vocabquiz`
/// process with the arguments users give it: an offline `export` at 1× and 10× the count, and a piped
/// REPL session at 1× and 4× the answers (history appends and their `fsync` included).
///
/// The small and large runs alternate, so a busy disk or CPU weighs on both sides of each ratio alike.
struct ScalingBenchmark: Benchmark {
    let name = "scaling"

    /// An export never repeats a word, and the default level (B1) holds about 2,100 words, so sets of
    /// 10,000 questions come from the largest band.
    static let largestLevel = ["--level", "C2"]

    /// Why a run did not count, for a skipped row.
    struct RunFailure: Error, CustomStringConvertible {
        var description: String
    }

    func run(quick: Bool) async throws -> [Measurement] {
        let binary: VocabQuizBinary
        switch VocabQuizBinary.locate() {
        case let .success(found): binary = found
        case let .failure(why): return [skipped("export and session scaling", why: why.description)]
        }
        defer { binary.removeScratch() }
        let repeats = quick ? 1 : 5
        return try exportScaling(binary, repeats: repeats) + sessionScaling(binary, repeats: repeats)
    }

    private func exportScaling(_ binary: VocabQuizBinary, repeats: Int) throws -> [Measurement] {
        let medians: [Int: ProcessTiming]
        do {
            medians = try alternating([1_000, 10_000], repeats: repeats) { count, run in
                let arguments =
                    ["export", "--count", "\(count)"] + Self.largestLevel + [
                        "--format", "jsonl", "--seed", "\(run + 1)",
                    ]
                let (timing, child, exit) = try binary.timedRun(arguments, input: "")
                let lines = child.output.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
                guard exit.status == 0, lines == count else {
                    throw RunFailure(description: "exit \(exit.status), \(lines) lines, \(binary.lastError())")
                }
                return timing
            }
        } catch let failure as RunFailure {
            return [skipped("export --count N --level C2 --format jsonl", why: failure.description)]
        }
        return scalingRows(
            small: medians[1_000], large: medians[10_000],
            metrics: (
                "export --count 1000 --level C2 --format jsonl (process)",
                "export --count 10000 --level C2 --format jsonl (process)",
                "export time ratio, 10,000 to 1,000 questions"
            ),
            note: "offline, release binary, stdout a pipe; median of \(repeats)", workRatio: 10,
            largeTarget: .below(1), ratioTarget: .atMost(12))
    }

    private func sessionScaling(_ binary: VocabQuizBinary, repeats: Int) throws -> [Measurement] {
        let medians: [Int: ProcessTiming]
        do {
            medians = try alternating([500, 2_000], repeats: repeats) { answers, run in
                let data = try binary.makeDataDirectory("session-\(answers)-\(run)")
                let arguments = ["--count", "\(answers)", "--seed", "\(run + 1)", "--data-dir", data.path]
                let (timing, child, exit) = try binary.timedRun(
                    arguments, input: String(repeating: "a\n", count: answers))
                let history = try? String(contentsOf: data.appendingPathComponent("history.jsonl"), encoding: .utf8)
                let recorded = history?.split(separator: "\n").count ?? 0
                guard exit.status == 0, recorded == answers, child.text.contains("Session over: ") else {
                    throw RunFailure(
                        description: "exit \(exit.status), \(recorded) answers recorded, \(binary.lastError())")
                }
                return timing
            }
        } catch let failure as RunFailure {
            return [skipped("piped N-answer session", why: failure.description)]
        }
        return scalingRows(
            small: medians[500], large: medians[2_000],
            metrics: (
                "piped 500-answer session (process)", "piped 2000-answer session (process)",
                "session time ratio, 2,000 to 500 answers"
            ),
            note: "offline REPL, answers piped, every answer appended and fsynced; median of \(repeats)",
            workRatio: 4, largeTarget: nil, ratioTarget: .atMost(5))
    }

    /// The small run, the large run and their ratio, each with the child's CPU time in the note.
    private func scalingRows(
        small: ProcessTiming?, large: ProcessTiming?, metrics: (small: String, large: String, ratio: String),
        note: String,
        workRatio: Int, largeTarget: Target?, ratioTarget: Target
    ) -> [Measurement] {
        let cpuRatio = format(ratio(large?.cpu, small?.cpu))
        return [
            Measurement(
                benchmark: name, metric: metrics.small, value: small?.wall ?? .nan, unit: "s",
                note: note + cpuNote(small)),
            Measurement(
                benchmark: name, metric: metrics.large, value: large?.wall ?? .nan, unit: "s",
                note: note + cpuNote(large), target: largeTarget),
            Measurement(
                benchmark: name, metric: metrics.ratio, value: ratio(large?.wall, small?.wall), unit: "×",
                note: "\(workRatio)× the work; \(workRatio) would be perfectly linear; CPU time ratio \(cpuRatio)",
                target: ratioTarget),
        ]
    }

    private func ratio(_ numerator: Double?, _ denominator: Double?) -> Double {
        guard let numerator, let denominator, denominator > 0 else { return .nan }
        return numerator / denominator
    }

    private func format(_ value: Double) -> String { String(format: "%.2f", value) }

    private func cpuNote(_ timing: ProcessTiming?) -> String {
        timing.map { "; \(format($0.cpu)) s CPU (user + system)" } ?? ""
    }

    /// Runs every size once per repeat, in turn, and returns each size's median time.
    private func alternating(_ sizes: [Int], repeats: Int, _ measure: (Int, Int) throws -> ProcessTiming) throws
        -> [Int: ProcessTiming]
    {
        var times: [Int: [ProcessTiming]] = [:]
        for run in 0..<repeats {
            for size in sizes { times[size, default: []].append(try measure(size, run)) }
        }
        return times.mapValues { ProcessTiming(wall: median($0.map(\.wall)), cpu: median($0.map(\.cpu))) }
    }

}
