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

    /// The close meanings after the records: every synset of one side is close to every synset of the
    /// other, both ways, and a record number never reads the section.
    @Test func readsTheCloseMeaningsAfterTheRecords() throws {
        let path = try Self.file("VQREL\t1\t3\n1\n\n0\nVQCLOSE\t2\n0,1;2\n1;0\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let relations = try SynsetRelations(path: path, synsetCount: 3)
        #expect(relations.closeMeanings(of: [2]) == [0, 1])
        #expect(relations.closeMeanings(of: [0]) == [2, 1])
        #expect(relations.closeMeanings(of: [1]) == [2, 0])
        #expect(relations.closeMeanings(of: [7]).isEmpty)
        #expect(relations.related(to: 2) == [0])
        #expect(relations.related(to: 3) == [])
        let plain = try Self.file("VQREL\t1\t1\n\n")
        defer { try? FileManager.default.removeItem(atPath: plain) }
        #expect(try SynsetRelations(path: plain, synsetCount: 1).closeMeanings(of: [0]).isEmpty)
    }

    /// The pairs the teachers named are in the bundled file: *hardly* is never a wrong answer beside
    /// *rarely*, and *weird* and *extraordinary* cancel each other out as wrong answers.
    @Test func aCloseMeaningIsNeverBesideItsPair() throws {
        let lexicon = try Fixtures.lexicon.get()
        let synsets = { (word: String) in lexicon.entries(for: word).flatMap { $0.senses.map(\.synset) } }
        let rarely = try #require(lexicon.entries(for: "rarely").first)
        let target = QuestionTarget(entry: rarely, lexicon: lexicon, level: .b1)
        #expect(!target.allows(senseSynsets: synsets("hardly")))
        #expect(target.allows(senseSynsets: synsets("eventually")))
        let meaning = { (word: String) in
            ChoiceMeaning(lemma: word, synsets: synsets(word), everydaySense: nil, lexicon: lexicon)
        }
        #expect(meaning("weird").cancelsOut(with: meaning("extraordinary"), in: lexicon))
        #expect(meaning("extraordinary").cancelsOut(with: meaning("weird"), in: lexicon))
        #expect(!meaning("weird").cancelsOut(with: meaning("frequent"), in: lexicon))
        var asked = 0
        for (seed, item) in QuestionGenerator(lexicon: lexicon).questions(about: "rarely", at: .b1, seeds: 1...30) {
            asked += 1
            #expect(!item.question.choices.contains("hardly"), "seed \(seed): \(item.question.choices)")
        }
        #expect(asked >= 10)
    }

    @Test func theBundledLexiconLoadsItsRelations() throws {
        let lexicon = try Fixtures.lexicon.get()
        let relations = try #require(lexicon.relations)
        #expect(!relations.related(to: 0).isEmpty || !relations.related(to: 1).isEmpty)
    }
}
