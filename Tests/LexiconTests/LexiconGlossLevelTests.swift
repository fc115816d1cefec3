import Quiz
import Testing

@testable import Lexicon

/// `scripts/build-lexicon` stores each gloss's reading level so that questions need not work it out
/// from the gloss's words at run time; the stored level must be exactly what the app's own rule
/// (`Lexicon.readingLevel(of:)`) gives, or precomputing would change which questions are asked.
@Suite struct LexiconGlossLevelTests {
    @Test func everyStoredGlossLevelIsTheOneTheAppComputes() throws {
        let lexicon = try Fixtures.lexicon.get()
        var mismatches: [String] = []
        for synset in 0..<lexicon.synsetCount {
            let gloss = lexicon.gloss(ofSynset: synset)
            let computed = lexicon.readingLevel(of: gloss).map(\.index)
            let stored = lexicon.storedGlossLevel(ofSynset: synset)
            if stored != Int8(computed ?? -1) {
                mismatches.append(
                    "\(synset) “\(gloss)”: stored \(stored.map(String.init) ?? "none"), computed \(computed ?? -1)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(lexicon.synsetCount): \(mismatches.prefix(10))")
    }

    /// The same for every example sentence, adult-only ones included (the mature audience reads them).
    @Test func everyStoredExampleLevelIsTheOneTheAppComputes() throws {
        let lexicon = try Fixtures.lexicon.get().restricted(to: .mature)
        var mismatches: [String] = []
        var examples = 0
        for synset in 0..<lexicon.synsetCount {
            for example in lexicon.leveledExamples(ofSynset: synset) {
                examples += 1
                let computed = lexicon.computedLevel(of: example.text)
                if example.level != computed {
                    mismatches.append("\(synset) “\(example.text)”: stored \(example.level), computed \(computed)")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(examples): \(mismatches.prefix(10))")
        #expect(examples > 30_000, "the build stores every example: \(examples)")
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
