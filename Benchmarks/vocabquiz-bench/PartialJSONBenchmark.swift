import Foundation
import GuidedGeneration

/// Streams a 4 KB generated document through `PartialJSONDecoder` in token-sized chunks, taking a
/// snapshot after every chunk as `streamResponse` does, and compares it with parsing the document once
/// and with the quadratic alternative of re-parsing every prefix from scratch.
///
/// Goal from the issue: the whole stream costs under 5 ms in a release build. The rows holding that
/// target are timed through the `vocabquiz` process (`PartialJSONBenchmark+Process.swift`); these
/// in-process rows explain them.
struct PartialJSONBenchmark: Benchmark {
    let name = "partial-json"

    func run(quick: Bool) async throws -> [Measurement] {
        let document = Self.document(minimumBytes: 4096)
        let chunks = Self.tokenChunks(of: document)
        let repetitions = quick ? 20 : 200

        let stream = try Self.medianSeconds(repetitions) { try Self.stream(chunks) }
        let parse = try Self.medianSeconds(repetitions) { _ = try GeneratedContent(json: document) }
        let prefixes = chunks.indices.map { chunks[...$0].joined() }
        let reparse = try Self.medianSeconds(quick ? 2 : 10) {
            for prefix in prefixes {
                var decoder = PartialJSONDecoder()
                _ = try decoder.append(prefix)
            }
        }
        let words = Self.wordList(minimumBytes: 4096)
        let wordChunks = Self.tokenChunks(of: words)
        let flat = try Self.medianSeconds(repetitions) { try Self.stream(wordChunks) }
        let flatParse = try Self.medianSeconds(repetitions) { _ = try GeneratedContent(json: words) }
        let deck16 = Self.tokenChunks(of: Self.document(minimumBytes: 16384))
        let words16 = Self.tokenChunks(of: Self.wordList(minimumBytes: 16384))
        let deckScaling = try Self.medianSeconds(repetitions / 4) { try Self.stream(deck16) } / stream
        let flatScaling = try Self.medianSeconds(repetitions / 4) { try Self.stream(words16) } / flat
        let size = "\(document.utf8.count) bytes in \(chunks.count) chunks"
        return try throughTheProcess(quick: quick) + [
            Measurement(
                benchmark: name, metric: "stream a question deck, snapshot per chunk (in-process)",
                value: stream * 1000, unit: "ms", note: "\(size) (1 token each); median of \(repetitions)"),
            Measurement(
                benchmark: name, metric: "parse the question deck once", value: parse * 1000, unit: "ms",
                note: "\(document.utf8.count) bytes"),
            Measurement(
                benchmark: name, metric: "question deck: stream / one parse", value: stream / parse, unit: "x",
                note: "the price of a snapshot after every chunk"),
            Measurement(
                benchmark: name, metric: "question deck: re-parse every prefix / stream", value: reparse / stream,
                unit: "x", note: "what incremental parsing saves"),
            Measurement(
                benchmark: name, metric: "stream a flat array of words, snapshot per chunk", value: flat * 1000,
                unit: "ms", note: "\(words.utf8.count) bytes in \(wordChunks.count) chunks; worst shape for copying"),
            Measurement(
                benchmark: name, metric: "flat array: stream / one parse", value: flat / flatParse, unit: "x",
                note: "compare with the question deck's ratio"),
            Measurement(
                benchmark: name, metric: "question deck: 16 KB stream / 4 KB stream", value: deckScaling, unit: "x",
                note: "4 means linear"),
            Measurement(
                benchmark: name, metric: "flat array: 16 KB stream / 4 KB stream", value: flatScaling, unit: "x",
                note: "4 means linear; completed elements are copied while a snapshot is held"),
        ]
    }

    /// Streams `chunks`, keeping the latest snapshot alive as a UI does, so copy-on-write costs are counted.
    @discardableResult
    private static func stream(_ chunks: [String]) throws -> GeneratedContent {
        var decoder = PartialJSONDecoder()
        var latest = decoder.snapshot
        for chunk in chunks { latest = try decoder.append(chunk) }
        latest = try decoder.finish()
        return latest
    }

    /// A flat JSON array of short words, at least `minimumBytes` long.
    static func wordList(minimumBytes: Int) -> String {
        var words: [String] = []
        while GeneratedContent(kind: .array(words.map(\.generatedContent))).jsonString.utf8.count < minimumBytes {
            words.append("word\(words.count)")
        }
        return GeneratedContent(kind: .array(words.map(\.generatedContent))).jsonString
    }

    /// A deck of questions with escapes, non-ASCII text and numbers, at least `minimumBytes` long.
    static func document(minimumBytes: Int) -> String {
        var questions: [GeneratedContent] = []
        var index = 0
        repeat {
            questions.append(
                GeneratedContent(properties: [
                    "word": "naïve-\(index)",
                    "text":
                        "Which word best completes the sentence: \"It was \u{2014} frankly \u{2014} a ___ plan\"?\n",
                    "choices": ["naïve", "shrewd", "candid", "😀 emoji"],
                    "answer": "naïve",
                    "explanation": "\"Naïve\" means lacking experience; score \(index) of 1.5e3.",
                    "difficulty": Double(index) * 0.25,
                ]))
            index += 1
        } while GeneratedContent(properties: ["questions": GeneratedContent(kind: .array(questions))])
            .jsonString.utf8.count < minimumBytes
        return GeneratedContent(properties: ["questions": GeneratedContent(kind: .array(questions))]).jsonString
    }

    /// Splits `text` into chunks of 1 to 6 characters, about the size of model tokens.
    static func tokenChunks(of text: String) -> [String] {
        let sizes = [1, 3, 4, 5, 2, 6, 4, 3]
        var chunks: [String] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            let size = sizes[chunks.count % sizes.count]
            chunks.append(String(rest.prefix(size)))
            rest = rest.dropFirst(size)
        }
        return chunks
    }

    /// The median wall-clock seconds of `repetitions` runs of `body`.
    static func medianSeconds(_ repetitions: Int, _ body: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock()
        var seconds: [Double] = []
        for _ in 0..<repetitions {
            let elapsed = try clock.measure(body)
            seconds.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        return seconds.sorted()[seconds.count / 2]
    }
}
