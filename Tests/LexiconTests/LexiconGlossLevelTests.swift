import Lexicon
import Quiz
import Testing

/// `scripts/build-lexicon` stores each gloss's reading level so that questions need not work it out
/// from the gloss's words at run time; the stored level must be exactly what the app's own rule
/// (`Lexicon.readingLevel(of:)`) gives, or precomputing would change which questions are asked.
@Suite struct LexiconGlossLevelTests {
    @Test func everyStoredGlossLevelIsTheOneTheAppComputes() throws {
        let lexicon = try Fixtures.lexicon.get()
        var mismatches: [String] = []
        for synset in 0..<lexicon.synsetCount {
            let gloss = lexicon.gloss(ofSynset: synset)
            let computed = lexicon.readingLevel(of: gloss).flatMap { CEFRLevel.allCases.firstIndex(of: $0) }
            let stored = lexicon.storedGlossLevel(ofSynset: synset)
            if stored != Int8(computed ?? -1) {
                mismatches.append(
                    "\(synset) “\(gloss)”: stored \(stored.map(String.init) ?? "none"), computed \(computed ?? -1)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(lexicon.synsetCount): \(mismatches.prefix(10))")
    }

    @Test func aGlossOfPlainWordsIsReadableAtA2AndOneOfRareWordsIsNot() throws {
        let lexicon = try Fixtures.lexicon.get()
        let plain = try #require(lexicon.entries(for: "happy").first?.senses.first?.synset)
        #expect(lexicon.isGlossReadable(ofSynset: plain, at: .a2))
        let rare = try #require(
            (0..<lexicon.synsetCount).first {
                lexicon.gloss(ofSynset: $0).hasPrefix("a homogeneous mixture of two or more substances")
            })
        #expect(!lexicon.isGlossReadable(ofSynset: rare, at: .a2))
        #expect(lexicon.isGlossReadable(ofSynset: rare, at: .c2))
    }
}
