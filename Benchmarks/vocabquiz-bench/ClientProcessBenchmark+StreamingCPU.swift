import Foundation

/// The CPU the `vocabquiz` process uses while a question streams in over https: the piped REPL
/// (`vocabquiz --count 1 --level A2 --unchecked --retries 1 --endpoint https://… --model bench`: one
/// request, so one reply's time), sampled from
/// `/proc/PID/stat` (user + system time of all its threads, in clock ticks) when "Q1. " is shown (the
/// request is out) and when the choices are (or the process ends, when every reply was rejected): the
/// same span as the in-process row, prompt evaluation included. Piped, the REPL still streams and takes
/// a snapshot per token; it only leaves out writing the stem to the terminal as it grows.
extension ClientProcessBenchmark {
    func cpuWhileStreaming(binary: VocabQuizBinary, proxy: TLSProxy) throws -> [Measurement] {
        let metric = "vocabquiz CPU / wall time while a question streams over https (process)"
        guard FileManager.default.fileExists(atPath: "/proc/self/stat") else {
            return [skipped(metric, why: "no /proc to sample another process's CPU time")]
        }
        let data = try binary.makeDataDirectory("https-stream")
        let clock = ContinuousClock()
        let start = clock.now
        let child = try binary.spawn(
            [
                "--count", "1", "--seed", "1", "--level", "A2", "--unchecked", "--retries", "1", "--timeout", "600",
                "--endpoint", proxy.baseURL.absoluteString, "--model", "bench", "--data-dir", data.path,
            ], environment: ["SSL_CERT_FILE": proxy.caFile])
        let stem = Array("Q1. ".utf8), choices = Array("\n  D) ".utf8)
        guard child.read(timeout: .seconds(900), until: { $0.contains(stem) }), let cpuAtStem = cpu(of: child.pid)
        else {
            let exit = child.finish(timeout: .seconds(10))
            return [skipped(metric, why: "no question shown (exit \(exit.status)): \(binary.lastError())")]
        }
        let stemShown = clock.now
        let sawChoices = child.read(timeout: .seconds(900)) { $0.contains(choices) }
        let streamed = clock.now
        let cpuAtEnd = cpu(of: child.pid) ?? cpuAtStem
        child.write("a\n")
        let exit = child.finish(timeout: .seconds(60))
        let wall = (streamed - stemShown).seconds
        let whole = (clock.now - start).seconds
        return [
            Measurement(
                benchmark: name, metric: metric, value: (cpuAtEnd - cpuAtStem) / wall * 100, unit: "%",
                note: String(
                    format: "%.2f s CPU over %.1f s from \"Q1. \" to %@ (clock ticks of %.0f ms); whole process "
                        + "%.2f s CPU over %.1f s (%.1f%%), exit %d; piped REPL, one request (--unchecked --retries 1)",
                    cpuAtEnd - cpuAtStem, wall, sawChoices ? "the choices" : "the end of output",
                    1000 / Double(sysconf(Int32(_SC_CLK_TCK))), exit.cpuSeconds, whole, exit.cpuSeconds / whole * 100,
                    exit.status),
                target: .atMost(5))
        ]
    }

    /// User plus system seconds `pid` and all its threads have used, from `/proc/PID/stat`.
    private func cpu(of pid: pid_t) -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        // After the command name in parentheses: state is field 3, utime 14 and stime 15.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
