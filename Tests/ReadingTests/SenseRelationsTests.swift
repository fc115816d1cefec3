import Foundation
import Lexicon
import Testing

@testable import Reading

/// The WordNet neighbours extended Lesk reads (`sense-relations.tsv`), and a file that does not fit.
struct SenseRelationsTests {
    @Test func aSenseRelatesToItsHypernymAndHyponyms() throws {
        let lexicon = try ReadingFixtures.lexicon.get()
        let relations = try ReadingFixtures.relations.get()
        let slope = try #require(
            lexicon.senses(of: "bank").first { ($0.wordNetGloss ?? $0.gloss).hasPrefix("sloping land") })
        let members = relations.related(to: slope.synset).flatMap { lexicon.synset(at: $0).members }
        #expect(members.contains("slope") && members.contains("riverbank"), "\(members)")
    }

    @Test func aFileForAnotherLexiconIsRefused() throws {
        let lexicon = try ReadingFixtures.lexicon.get()
        for text in ["", "VQREL\t1\t3\n1\n2\n3\n", "VQREL\t1\t\(lexicon.synsetCount)\n1\n"] {
            #expect {
                try SenseRelations(data: Data(text.utf8), path: "x.tsv", lexicon: lexicon)
            } throws: { error in
                "\(error)".contains("scripts/build-sense-relations") || "\(error)".contains("records, not")
            }
        }
    }
}
