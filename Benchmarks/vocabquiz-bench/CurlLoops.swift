import Foundation
import LanguageModels
import Quiz

/// K shell loops of `curl`, in parallel, posting prepared request bodies: the reference for how fast
/// the server answers the export's requests with no client of ours in the way.
struct CurlLoops {
    let folder: URL
    let url: URL
    let loops: Int
    let bodies: [URL]
    /// The export seed each body was recorded with, to judge its reply by the export's own rules.
    let seeds: [UInt64]
    let judge: QuizRequestRecorder.FirstReplyJudge
    /// The CA that signed an https server's certificate, for `--cacert`.
    var caFile: String?

    /// Writes one body per seed: the first-turn request of an export worker seeded so.
    static func prepare(in folder: URL, baseURL: URL, loops: Int, seeds: [UInt64]) async throws -> CurlLoops {
        var bodies: [URL] = []
        for (index, seed) in seeds.enumerated() {
            let body = try await QuizRequestRecorder.firstRequestBody(
                baseURL: baseURL, modelName: "bench", seed: seed, worker: 0, level: .a2)
            let file = folder.appendingPathComponent("body-\(index).json")
            try body.write(to: file)
            bodies.append(file)
        }
        return CurlLoops(
            folder: folder, url: baseURL.appendingPathComponent("chat/completions"), loops: loops, bodies: bodies,
            seeds: seeds, judge: try QuizRequestRecorder.firstReplyJudge())
    }

    /// Sends bodies `requests`, shared round-robin over the loops; times the whole shell run.
    func run(requests: Range<Int>) async throws -> LlamaExportBenchmark.Tally {
        let indices = Array(requests)
        var script = "set -e\n"
        for loop in 0..<loops {
            let mine = indices.enumerated().filter { $0.offset % loops == loop }.map(\.element)
            guard !mine.isEmpty else { continue }
            script +=
                "(for i in \(mine.map(String.init).joined(separator: " ")); do "
                + "curl -sS --fail \(caFile.map { "--cacert '\($0)' " } ?? "")"
                + "-H 'Content-Type: application/json' --data-binary @\"\(folder.path)/body-$i.json\" "
                + "-o \"\(folder.path)/reply-$i.json\" '\(url.absoluteString)'; done) &\n"
        }
        script += "for job in $(jobs -p); do wait $job; done\n"
        let clock = ContinuousClock()
        let start = clock.now
        let status = try ChildProcess.run("/bin/bash", ["-c", script]).status
        let seconds = (clock.now - start).seconds
        guard status == 0 else { throw Curl.CurlFailed(status: status) }
        var valid = 0
        for index in indices
        where await isValidQuestion(reply: folder.appendingPathComponent("reply-\(index).json"), seed: seeds[index]) {
            valid += 1
        }
        return LlamaExportBenchmark.Tally(replies: indices.count, valid: valid, seconds: seconds)
    }

    /// Whether a reply holds a question the export would deliver without re-asking: the export's own
    /// source judges it, as the first reply to the request it was recorded from (`--unchecked`, as the
    /// export side runs), so both sides meet the same rules (schema, the bound choices, wording, giveaways).
    private func isValidQuestion(reply: URL, seed: UInt64) async -> Bool {
        guard let data = try? Data(contentsOf: reply),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let choice = (object["choices"] as? [[String: Any]])?.first,
            let content = (choice["message"] as? [String: Any])?["content"] as? String
        else { return false }
        let finishReason: FinishReason = choice["finish_reason"] as? String == "stop" ? .stop : .length
        return await judge.accepts(
            ModelReply(content: content, finishReason: finishReason), seed: seed, worker: 0, level: .a2)
    }
}
