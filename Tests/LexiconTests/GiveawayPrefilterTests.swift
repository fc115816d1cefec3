import Testing

@testable import Lexicon

/// `Giveaway.isGivenAway(word:by:)` answers as `Giveaway(word:).isGivenAway(by:)` does: its needles,
/// found without stemming, hold every needle of every lexicon word, and the answers agree on glosses.
@Suite struct GiveawayPrefilterTests {
    @Test func theNeedlesFoundWithoutStemmingHoldEveryStemmedNeedle() throws {
        let lexicon = try Fixtures.lexicon.get()
        var words = (0..<lexicon.entryCount).map(lexicon.lemma(ofEntry:))
        words += ["our", "ours", "ourselves", "hour", "flavour", "taxi", "skiing", "unpopular", "Ox", "a", "abi"]
        for word in words {
            var lowered = WordMatcher.lowered(word)
            let possible = lowered.withUTF8 { Giveaway.withPossibleNeedles(of: $0) { Array($0) } }
            guard let possible else {
                #expect(word.utf8.contains { $0 >= 0x80 }, "\(word)")
                continue
            }
            for needle in Giveaway(word: word).needles {
                let packed = Giveaway.Needle.pack(needle)
                #expect(possible.contains(packed), "\(word): \(String(decoding: needle, as: UTF8.self))")
            }
        }
    }

    @Test func theAnswerIsTheStemmedGiveawaysOnLexiconGlosses() throws {
        let lexicon = try Fixtures.lexicon.get()
        var givenAway = 0
        for index in stride(from: 0, to: lexicon.entryCount, by: 7) {
            let word = lexicon.lemma(ofEntry: index)
            for sense in lexicon.senseSynsets(ofEntry: index).prefix(2) + [index % lexicon.synsetCount] {
                let gloss = lexicon.gloss(ofSynset: sense)
                let expected = Giveaway(word: word).isGivenAway(by: gloss)
                #expect(Giveaway.isGivenAway(word: word, by: gloss) == expected, "\(word): \(gloss)")
                if expected { givenAway += 1 }
            }
        }
        #expect(givenAway > 100, "the glosses include words they give away")
        #expect(Giveaway.isGivenAway(word: "flavour", by: "with a strong flavor"))
        #expect(!Giveaway.isGivenAway(word: "", by: "anything at all"))
    }
}
