import Lexicon
import Quiz
import Testing

/// Issue 22, session 10 (22d): WordNet orders a word's senses by SemCor's tags, so for a word SemCor never
/// tagged its first sense is the lexicographer's choice. Read-throughs 10-12 marked most such C1 items
/// unusable (*dummy* "a person who does not talk", *minimalist* "a conservative who advocates only minor
/// reforms", *deletion* in its linguistics sense), so `scripts/build-lexicon` asks those senses only at C2,
/// save one derived from a sense SemCor tagged or one with a learner definition written for the word.
extension TeacherReadyTests {
    @Test func aPolysemousNounSemCorNeverTaggedIsNotAskedAtC1() {
        for word in ["dummy", "minimalist", "deletion", "canary"] {
            let nouns = lexicon.senses(of: word).filter { $0.partOfSpeech == .noun }
            #expect(nouns.count > 1, "\(word) has several noun senses")
            #expect(!nouns.contains { $0.isAsked(at: .c1) }, "\(word) asked at C1")
            #expect(nouns.contains { $0.isAsked(at: .c2) }, "\(word) still asked at C2")
        }
    }

    /// *reconciliation* and *coercion* are untagged too, but their first senses come from *reconcile*'s and
    /// *coerce*'s tagged senses (WordNet's derivation link), so those keep the word's level.
    @Test func anUntaggedSenseDerivedFromATaggedOneKeepsItsLevel() throws {
        for word in ["reconciliation", "coercion"] {
            let first = try #require(lexicon.senses(of: word).first { $0.partOfSpeech == .noun })
            #expect(first.isAsked(at: .c1), "\(word): \(first.gloss)")
        }
    }
}
