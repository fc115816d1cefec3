import Foundation
import GuidedGeneration
import TestSupport

/// What streaming costs a learner, through the `vocabquiz` process: the piped REPL
/// (`vocabquiz --count 1 --words abate --endpoint … --model bench`) gets the same question reply from a
/// loopback server either as one SSE event or a token or so per event (each its own write, as
/// llama-server sends them), and the median paired difference in wall time from spawn to exit is the
/// price of reading the stream and taking a snapshot per chunk. Once for one question's reply, once for
/// a reply 10× the size (about the in-process deck's 4 KB).
extension PartialJSONBenchmark {
    func throughTheProcess(quick: Bool) throws -> [Measurement] {
        let metric = "question reply streamed ~1 token per event, through the process"
        let binary: VocabQuizBinary
        switch VocabQuizBinary.locate() {
        case let .success(found): binary = found
        case let .failure(why): return [skipped(metric, why: why.description)]
        }
        defer { binary.removeScratch() }
        let repetitions = quick ? 11 : 21
        var results: [Measurement] = []
        var perEvent: [Int: Double] = [:]
        for size in [1, 10] {
            let reply = Self.questionReply(size: size)
            let chunks = Self.tokenChunks(of: reply)
            let streamed = try FakeOpenAIServer(fallback: .tokenStream(chunks))
            let whole = try FakeOpenAIServer(fallback: .tokenStream([reply]))
            defer { [streamed, whole].forEach { $0.stop() } }
            var walls: [Double] = [], cpus: [Double] = []
            var medians: [Bool: [ProcessTiming]] = [:]
            do {
                for run in 0..<repetitions {
                    // Which variant goes first alternates, so drifting load weighs on both alike.
                    let order = run.isMultiple(of: 2) ? [true, false] : [false, true]
                    var timings: [Bool: ProcessTiming] = [:]
                    for isStreamed in order {
                        timings[isStreamed] = try quizRun(binary, server: isStreamed ? streamed : whole, run: run)
                        medians[isStreamed, default: []].append(timings[isStreamed]!)
                    }
                    walls.append(timings[true]!.wall - timings[false]!.wall)
                    cpus.append(timings[true]!.cpu - timings[false]!.cpu)
                }
            } catch let failure as ScalingBenchmark.RunFailure {
                return results + [skipped(metric, why: failure.description)]
            }
            let added = median(walls)
            perEvent[size] = median(cpus) / Double(chunks.count)
            results.append(
                Measurement(
                    benchmark: name,
                    metric: "\(metric), \(size == 1 ? "one question" : "10× reply"): added wall time",
                    value: added * 1000, unit: "ms",
                    note: String(
                        format: "%d bytes in %d events vs 1 event, piped REPL, loopback server; runs %.1f vs %.1f ms, "
                            + "added CPU %.2f ms (medians of %d alternated pairs)",
                        reply.utf8.count, chunks.count, median(medians[true]!.map(\.wall)) * 1000,
                        median(medians[false]!.map(\.wall)) * 1000, median(cpus) * 1000, repetitions),
                    target: .below(5)))
        }
        if let small = perEvent[1], let large = perEvent[10] {
            results.append(
                Measurement(
                    benchmark: name, metric: "added CPU per event through the process, 10× reply / one question",
                    value: large / small, unit: "x",
                    note: String(
                        format: "%.1f vs %.1f µs per event; 1 means linear in the reply's length",
                        large * 1e6, small * 1e6)))
        }
        return results
    }

    /// One piped quiz of one question against `server`, which must be asked exactly once.
    private func quizRun(_ binary: VocabQuizBinary, server: FakeOpenAIServer, run: Int) throws -> ProcessTiming {
        let data = try binary.makeDataDirectory("partial-json-\(server.port)-\(run)")
        let asked = server.chatRequests.count
        let (timing, child, exit) = try binary.timedRun(
            [
                "--count", "1", "--seed", "\(run + 1)", "--words", "abate", "--endpoint", server.baseURL.absoluteString,
                "--model", "bench", "--choices", "model", "--data-dir", data.path,
            ], input: "a\n")
        let requests = server.chatRequests.count - asked
        guard exit.status == 0, requests == 1, child.text.contains("Q1. "), child.text.contains("Session over: ")
        else {
            throw ScalingBenchmark.RunFailure(
                description: "exit \(exit.status), \(requests) model requests, \(binary.lastError())")
        }
        return timing
    }

    /// A question about "abate" that passes the quiz's checks; `size` 10 repeats its explanation until
    /// the reply is ten times as long.
    static func questionReply(size: Int) -> String {
        func reply(sentences: Int) -> String {
            GeneratedContent(properties: [
                "word": "abate",
                "text": "What does \"abate\" mean?",
                "choices": ["to become less intense", "to grow stronger", "to wait patiently", "to leave a place"],
                "answer": "to become less intense",
                "explanation": Array(
                    repeating: "When a storm or a pain abates, it becomes less strong.", count: sentences
                ).joined(separator: " "),
            ]).jsonString
        }
        let single = reply(sentences: 1)
        var sentences = 1
        while reply(sentences: sentences).utf8.count < single.utf8.count * size { sentences += 1 }
        return reply(sentences: sentences)
    }
}
