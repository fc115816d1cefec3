import Foundation
import TestSupport
import Testing

/// A model puts the key at A nearly every time; the questions it writes are shuffled where they are
/// made, so both the quiz and an export show the key spread over A–D.
@Suite("Answer positions of model questions (binary, fake server)")
struct AnswerPositionBinaryTests {
    static let words = (0..<40).map { "word\($0)" }

    /// A server that answers each request with the next word's question, the key always first.
    static func keyAlwaysFirstServer() throws -> FakeOpenAIServer {
        try FakeOpenAIServer(replies: words.map { .completion(questionJSON(word: $0)) })
    }

    /// Pearson's chi-square against a uniform spread over the four positions.
    static func chiSquare(_ positions: [Int]) -> Double {
        let expected = Double(positions.count) / 4
        return (0..<4).map { position in
            let observed = Double(positions.filter { $0 == position }.count)
            return (observed - expected) * (observed - expected) / expected
        }.reduce(0, +)
    }

    /// Chi-square with 3 degrees of freedom exceeds this with probability 0.001 for a uniform spread.
    static let criticalValue = 16.27

    @Test func anExportSpreadsTheKeysOverAllFourChoices() async throws {
        let server = try Self.keyAlwaysFirstServer()
        defer { server.stop() }
        let folder = try TemporaryDirectory()
        let result = try await folder.runner.run(
            [
                "export", "--words", Self.words.joined(separator: ","), "--format", "jsonl", "--out",
                folder.path("set.jsonl"), "--seed", "5", "--choices", "model", "--endpoint",
                server.baseURL.absoluteString,
            ], timeout: 120)
        #expect(result.status == 0, "\(result.errors)")
        let positions = folder.lines(of: "set.jsonl").compactMap { line -> Int? in
            guard let object = jsonObject(line), let choices = object["choices"] as? [String],
                let answer = object["answer"] as? String
            else { return nil }
            return choices.firstIndex(of: answer)
        }
        #expect(positions.count == Self.words.count)
        #expect(Self.chiSquare(positions) < Self.criticalValue, "key positions \(positions)")
    }

    @Test func aQuizSpreadsTheKeysOverAllFourChoices() async throws {
        let server = try Self.keyAlwaysFirstServer()
        defer { server.stop() }
        let folder = try TemporaryDirectory()
        let result = try await folder.runner.run(
            [
                "--count", "\(Self.words.count)", "--words", Self.words.joined(separator: ","), "--seed", "5",
                "--choices", "model", "--endpoint", server.baseURL.absoluteString,
            ],
            input: String(repeating: "a\n", count: Self.words.count), timeout: 120)
        #expect(result.status == 0, "\(result.errors)")
        // Answering "a" every time: right when the key is at A, else the feedback names its letter.
        let positions = result.output.components(separatedBy: "\n").compactMap { line -> Int? in
            if line.hasPrefix("✅") { return 0 }
            guard let range = line.range(of: "Wrong: the answer is ") else { return nil }
            return line[range.upperBound...].first.flatMap { "ABCD".firstIndex(of: $0) }.map {
                "ABCD".distance(from: "ABCD".startIndex, to: $0)
            }
        }
        #expect(positions.count == Self.words.count)
        #expect(Self.chiSquare(positions) < Self.criticalValue, "key positions \(positions)")
    }
}
