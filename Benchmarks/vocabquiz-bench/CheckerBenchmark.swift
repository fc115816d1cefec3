import Foundation
import Lexicon
import Prompts
import Quiz
import ResourceLocation

/// The lexicon check on known truth, and on a real small model.
///
/// Known truth: 2,000 correct questions from the offline generator, and the same broken four ways
/// (`CheckerCorpus`); the issue's targets are ≥ 99% of the correct ones accepted and ≥ 95% of each
/// broken kind rejected. The model: `vocabquiz export --count 12` from SmolLM2 with the checks on,
/// with the bundled (grounded) prompts and with the same prompts minus the `{{facts}}` line; every
/// delivered question is checked again here, and replies per accepted question are compared.
struct CheckerBenchmark: Benchmark {
    let name = "checker"
    let servers: LocalModelServers
    var corpusSize = 2000
    var exportCount = 12

    func run(quick: Bool) async throws -> [Measurement] {
        try corpus(size: corpusSize) + (quick ? [] : await liveExports())
    }

    private func corpus(size: Int) throws -> [Measurement] {
        let lexicon = try Lexicon.bundled()
        let checker = QuestionChecker(lexicon: lexicon)
        let corpus = CheckerCorpus(lexicon: lexicon, count: size, seed: 2026)
        let clock = ContinuousClock()
        var results: [Measurement] = []
        var checked = 0
        let start = clock.now
        for breakage in CheckerCorpus.Breakage.allCases {
            let questions = corpus.questions[breakage] ?? []
            var reasons: [QuestionRejection.Reason: Int] = [:]
            var passed = 0
            var partial = 0
            for question in questions {
                switch checker.verdict(on: question) {
                case .passed: passed += 1
                case .partial:
                    passed += 1
                    partial += 1
                case let .rejected(rejection), let .rekeyed(_, was: rejection):
                    reasons[rejection.reason, default: 0] += 1
                case .unchecked: break
                }
            }
            checked += questions.count
            let total = Double(max(1, questions.count))
            let order = { QuestionRejection.Reason.lexiconReasons.firstIndex(of: $0) ?? 0 }
            let why = reasons.sorted { order($0.key) < order($1.key) }.map { "\($0.value) \($0.key.rawValue)" }
                .joined(separator: ", ")
            results.append(
                breakage == .correct
                    ? Measurement(
                        benchmark: name, metric: "accepted: \(breakage.rawValue) questions",
                        value: Double(passed) / total * 100, unit: "%",
                        note:
                            "\(passed) of \(questions.count) (\(partial) partial); rejected: \(why.isEmpty ? "none" : why); "
                            + "\(corpus.leakySkipped) generated questions left out as key/word stem giveaways",
                        target: .atLeast(99))
                    : Measurement(
                        benchmark: name, metric: "rejected: \(breakage.rawValue)",
                        value: Double(questions.count - passed) / total * 100, unit: "%",
                        note:
                            "\(questions.count - passed) of \(questions.count) (\(partial) passed as partial): \(why)",
                        target: .atLeast(95)))
        }
        let seconds = (clock.now - start).seconds
        results.append(
            Measurement(
                benchmark: name, metric: "checks per second", value: Double(checked) / seconds, unit: "1/s",
                note: "\(checked) questions, one thread"))
        return results
    }

    private func liveExports() async throws -> [Measurement] {
        let metric = "SmolLM2 export --count \(exportCount), checks on"
        let binary: VocabQuizBinary, server: LocalModelServers.Server
        switch await servers.binaryAndServer(slots: 4) {
        case let .success(found): (binary, server) = found
        case let .failure(why): return [skipped(metric, why: why.description)]
        }
        defer { binary.removeScratch() }
        let ungrounded = try ungroundedPrompts(in: binary.scratch)
        var results: [Measurement] = []
        for (label, prompts) in [("grounded", nil), ("ungrounded", ungrounded.path)] as [(String, String?)] {
            let out = binary.scratch.appendingPathComponent("checked-\(label).jsonl")
            let errors = "checked-\(label).txt"
            let clock = ContinuousClock()
            let start = clock.now
            let child = try binary.spawn(
                [
                    "export", "--count", "\(exportCount)", "--concurrency", "4", "--format", "jsonl", "--endpoint",
                    server.baseURL.absoluteString, "--model", "bench", "--retries", "8", "--level", "A2", "--seed",
                    "77",
                    "--out", out.path, "--timeout", "300",
                ] + (prompts.map { ["--prompts", $0] } ?? []), errorName: errors)
            let exit = child.finish(timeout: .seconds(1800))
            let seconds = (clock.now - start).seconds
            let text = (try? String(contentsOf: binary.scratch.appendingPathComponent(errors), encoding: .utf8)) ?? ""
            let replies = LlamaExportBenchmark.modelReplies(in: text) ?? 0
            let delivered = try deliveredFailingCheck(out)
            let produced =
                text.split(separator: "\n").first { $0.contains("questions produced") }.map(String.init) ?? ""
            let rejected =
                text.split(separator: "\n").first { $0.hasPrefix("rejected replies:") }.map(String.init) ?? ""
            results.append(
                Measurement(
                    benchmark: name, metric: "\(metric), \(label): replies per accepted question",
                    value: Double(replies) / Double(max(1, delivered.accepted)), unit: "replies",
                    note: "exit \(exit.status); \(produced); \(rejected); delivered questions failing the check "
                        + "when re-checked: \(delivered.failing); \(String(format: "%.0f", seconds)) s; \(server)"))
        }
        return results
    }

    /// How many questions the export wrote, and how many of them the checker rejects on a second look.
    private func deliveredFailingCheck(_ file: URL) throws -> (accepted: Int, failing: Int) {
        let checker = QuestionChecker(lexicon: try Lexicon.bundled())
        let lines = ((try? String(contentsOf: file, encoding: .utf8)) ?? "").split(separator: "\n")
        var failing = 0
        for line in lines {
            guard let question = try? JSONDecoder().decode(Question.self, from: Data(line.utf8)) else { continue }
            if checker.verdict(on: question) != .passed { failing += 1 }
        }
        return (lines.count, failing)
    }

    /// The bundled prompts with the `{{facts}}` line removed: the same requests, ungrounded.
    private func ungroundedPrompts(in scratch: URL) throws -> URL {
        let bundled = try BundledPrompts.locate(with: .live(environment: ProcessInfo.processInfo.environment)).directory
        let folder = scratch.appendingPathComponent("ungrounded-prompts", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["instructions.md", "question.md"] {
            let text = try String(contentsOf: bundled.appendingPathComponent(name), encoding: .utf8)
            try text.replacingOccurrences(of: "{{facts}}\n", with: "").write(
                to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder
    }
}
