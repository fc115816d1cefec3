import Foundation
import GuidedGeneration
import Quiz

/// K shell loops of `curl`, in parallel, posting prepared request bodies: the reference for how fast
/// the server answers the export's requests with no client of ours in the way.
struct CurlLoops {
    let folder: URL
    let url: URL
    let loops: Int
    let bodies: [URL]
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
            folder: folder, url: baseURL.appendingPathComponent("chat/completions"), loops: loops, bodies: bodies)
    }

    /// Sends bodies `requests`, shared round-robin over the loops; times the whole shell run.
    func run(requests: Range<Int>) throws -> LlamaExportBenchmark.Tally {
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
        let valid = indices.filter { isValidQuestion(reply: folder.appendingPathComponent("reply-\($0).json")) }.count
        return LlamaExportBenchmark.Tally(replies: indices.count, valid: valid, seconds: seconds)
    }

    /// Whether a reply holds a question our client would accept without re-asking.
    private func isValidQuestion(reply: URL) -> Bool {
        guard let data = try? Data(contentsOf: reply),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let choice = (object["choices"] as? [[String: Any]])?.first,
            choice["finish_reason"] as? String == "stop",
            let content = (choice["message"] as? [String: Any])?["content"] as? String
        else { return false }
        // Decoding a `Question` checks its rules too.
        return (try? Question(GeneratedContent(json: content))) != nil
    }
}
