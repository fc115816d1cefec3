import Foundation
import Testing

@testable import ScoreHistory

@Suite("LineReader")
struct LineReaderTests {
    /// Every line of `url` as the chunks see it, in order, for a given split.
    func lines(of url: URL, maxChunks: Int, chunkBytes: off_t) throws -> (lines: [String], chunks: Int) {
        try LineReader.withChunks(of: url, maxChunks: maxChunks, chunkBytes: chunkBytes) { chunks in
            var lines: [String] = []
            for chunk in chunks {
                chunk.forEachLine { _, line in lines.append(String(decoding: line, as: UTF8.self)) }
            }
            return (lines, chunks.count)
        }
    }

    @Test(arguments: [1, 2, 3, 7, 64])
    func chunksSplitOnlyAtLineBoundaries(maxChunks: Int) throws {
        let temp = try TemporaryDirectory()
        let file = temp.url.appendingPathComponent("lines.txt")
        let expected = (0..<200).map { "line \($0) " + String(repeating: "x", count: $0 % 37) }
        try Data((expected.joined(separator: "\n") + "\n").utf8).write(to: file)
        let (lines, chunks) = try lines(of: file, maxChunks: maxChunks, chunkBytes: 1)
        #expect(lines == expected)
        #expect(chunks == maxChunks)
    }

    @Test func aLastLineWithoutNewlineIsStillALine() throws {
        let temp = try TemporaryDirectory()
        let file = temp.url.appendingPathComponent("lines.txt")
        try Data("a\nb\nunterminated".utf8).write(to: file)
        for maxChunks in 1...4 {
            #expect(try lines(of: file, maxChunks: maxChunks, chunkBytes: 1).lines == ["a", "b", "unterminated"])
        }
    }

    @Test func smallFilesStayInOneChunkByDefault() throws {
        let temp = try TemporaryDirectory()
        let file = temp.url.appendingPathComponent("lines.txt")
        try Data("a\nb\n".utf8).write(to: file)
        #expect(try lines(of: file, maxChunks: 8, chunkBytes: LineReader.bytesPerChunk).chunks == 1)
    }
}
