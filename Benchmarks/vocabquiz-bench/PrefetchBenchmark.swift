import Foundation

/// The learner's wait with prefetch: the real REPL binary against llama-server, driven by a simulated
/// learner who reads each question, thinks for 3 s, then answers. The wait is the time from writing the
/// answer until the next question is fully shown (its choices and the `> ` prompt are on screen).
struct PrefetchBenchmark: Benchmark {
    let name = "prefetch"
    let servers: LocalModelServers
    var thinkTime: Duration = .seconds(3)
    var measuredWaits = 5

    func run(quick: Bool) async throws -> [Measurement] {
        let metric = "wait after an answer, learner thinks 3 s"
        guard !quick else { return [skipped(metric, why: "--quick does not start llama-server")] }
        let binary: VocabQuizBinary, server: LocalModelServers.Server
        switch await servers.binaryAndServer(slots: 1) {
        case let .success(found): (binary, server) = found
        case let .failure(why): return [skipped(metric, why: why.description)]
        }
        defer { binary.removeScratch() }
        let count = measuredWaits + 1
        let data = try binary.makeDataDirectory("prefetch")
        let child = try binary.spawn([
            "--endpoint", server.baseURL.absoluteString, "--model", "bench", "--retries", "8", "--level", "A2",
            "--count", "\(count)", "--seed", "5", "--data-dir", data.path, "--unchecked",
        ])
        let clock = ContinuousClock()
        var waits: [Double] = []
        var problem: String?
        if !child.read(timeout: .seconds(300), until: { $0.showsChoices(ofQuestion: 1) }) {
            problem = "question 1 never appeared"
        }
        var number = 1
        while problem == nil, number < count {
            try await Task.sleep(for: thinkTime)
            child.write("a\n")
            let answered = clock.now
            guard child.read(timeout: .seconds(300), until: { $0.showsChoices(ofQuestion: number + 1) }) else {
                problem = "question \(number + 1) never appeared"
                break
            }
            waits.append((clock.now - answered).seconds * 1000)
            number += 1
        }
        if problem == nil {
            try await Task.sleep(for: thinkTime)
            child.write("a\n")
        }
        let exit = child.finish(timeout: .seconds(60))
        let generations = Self.generationSeconds(in: binary.scratch.appendingPathComponent("state"))
        // The tiny model sometimes fails a question outright; the waits timed before that still count.
        let stopped = problem.map { "; stopped early: \($0) (exit \(exit.status): \(binary.lastError()))" } ?? ""
        guard !waits.isEmpty else {
            return [skipped(metric, why: "no answer was timed\(stopped)")]
        }
        let waitList = waits.map { String(format: "%.0f", $0) }.joined(separator: ", ")
        var results = [
            Measurement(
                benchmark: name, metric: "\(metric) (median)", value: median(waits), unit: "ms",
                note:
                    "\(waits.count) answers (\(waitList) ms); REPL binary, --retries 8 --level A2; \(server.description)\(stopped)",
                target: .below(50))
        ]
        if !generations.isEmpty {
            results.append(
                Measurement(
                    benchmark: name, metric: "generation time per question (median)", value: median(generations) * 1000,
                    unit: "ms", note: "\(generations.count) questions, from the transcript: the wait without prefetch"))
        }
        return results
    }

    /// The `generation` timings the REPL wrote to its transcripts under `state`.
    private static func generationSeconds(in state: URL) -> [Double] {
        let folder = state.appendingPathComponent("vocabquiz/transcripts")
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return files.flatMap { file -> [Double] in
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            return text.split(separator: "\n").compactMap { line -> Double? in
                guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                    object["event"] as? String == "timing", object["label"] as? String == "generation"
                else { return nil }
                return object["seconds"] as? Double
            }
        }
    }
}

extension [UInt8] {
    /// Whether question `number` is fully shown: after its last "Q<n>." marker (a revised stem prints it
    /// again) come the choices up to `D)` and then the answer prompt.
    func showsChoices(ofQuestion number: Int) -> Bool {
        guard let marker = lastRange(of: Array("Q\(number).".utf8)),
            let lastChoice = lastRange(of: Array("  D) ".utf8)), lastChoice.lowerBound > marker.lowerBound,
            let prompt = lastRange(of: Array("\n> ".utf8))
        else { return false }
        return prompt.lowerBound > lastChoice.lowerBound
    }

    private func lastRange(of pattern: [UInt8]) -> Range<Int>? {
        guard count >= pattern.count else { return nil }
        for start in stride(from: count - pattern.count, through: 0, by: -1)
        where self[start..<(start + pattern.count)].elementsEqual(pattern) {
            return start..<(start + pattern.count)
        }
        return nil
    }
}
