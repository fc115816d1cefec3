import Foundation
import Testing

@testable import QuizExport

@Suite struct ZipArchiveWriterTests {
    @Test func crc32MatchesTheStandardCheckValue() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum([UInt8]()) == 0)
    }

    @Test func crc32OfPiecesEqualsCRC32OfTheWhole() {
        var crc = CRC32()
        crc.update(Array("12345".utf8))
        crc.update(Array("6789".utf8))
        #expect(crc.value == 0xCBF4_3926)
    }

    @Test(.enabled(if: ExternalTool.hasPython))
    func pythonsZipfileReadsBackEveryEntryByteForByte() throws {
        let entries: [(String, Data)] = [
            ("a.txt", Data("hello\n".utf8)),
            ("dir/empty.bin", Data()),
            ("dir/bytes.bin", Data((0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31) })),
        ]
        var writer = ZipArchiveWriter()
        for (name, contents) in entries { try writer.add(name: name, contents: contents) }
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let archive = try directory.file("test.zip", contents: writer.finish())
        let script = """
            import sys, zipfile, json
            z = zipfile.ZipFile(sys.argv[1])
            assert z.testzip() is None
            print(json.dumps([[i.filename, z.read(i).hex(), i.compress_type] for i in z.infolist()]))
            """
        let result = try ExternalTool.run(["python3", "-c", script, archive.path])
        #expect(result.status == 0, "\(result.stderr)")
        let decoded = try JSONSerialization.jsonObject(with: result.stdout) as? [[Any]] ?? []
        #expect(decoded.map { $0[0] as? String } == entries.map(\.0))
        #expect(decoded.map { $0[1] as? String } == entries.map { $0.1.map { String(format: "%02x", $0) }.joined() })
        #expect(decoded.allSatisfy { $0[2] as? Int == 0 })
    }
}
