import Foundation
import Testing

@testable import Lexicon

/// The relations file the checker reads: its header is checked against the lexicon, and each record
/// reads back as the synset numbers it lists.
@Suite struct SynsetRelationsTests {
    static func file(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("vq-relations-\(UUID().uuidString).tsv")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func readsEachRecordAsItsSynsetNumbers() throws {
        let path = try Self.file("VQREL\t1\t3\n1,2\n\n10,0\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let relations = try SynsetRelations(path: path, synsetCount: 3)
        #expect(relations.related(to: 0) == [1, 2])
        #expect(relations.related(to: 1) == [])
        #expect(relations.related(to: 2) == [10, 0])
        #expect(relations.related(to: 3) == [])
        #expect(relations.related(to: -1) == [])
    }

    @Test func aFileForAnotherLexiconIsRejectedWithTheFix() throws {
        let path = try Self.file("VQREL\t1\t4\n\n\n\n\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try SynsetRelations(path: path, synsetCount: 3)
            Issue.record("a file for 4 synsets was read for a lexicon of 3")
        } catch {
            #expect("\(error)".contains("run scripts/build-sense-relations"))
        }
    }

    @Test func theBundledLexiconLoadsItsRelations() throws {
        let lexicon = try Fixtures.lexicon.get()
        let relations = try #require(lexicon.relations)
        #expect(!relations.related(to: 0).isEmpty || !relations.related(to: 1).isEmpty)
    }
}
