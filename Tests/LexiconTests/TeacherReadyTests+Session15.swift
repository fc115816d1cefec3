import Lexicon
import Quiz
import Testing

/// Issue 22, session 15: a rare (C2) unit of money or measure that SemCor never tagged is no wrong answer
/// for other words, as number words are not ("sapience" offered *dol*, a unit of pain, and "horoscope"
/// *langley*, one of solar radiation), but is still asked. The teacher bench's name-like row flagged them.
extension TeacherReadyTests {
    @Test(arguments: ["dol", "langley", "baht", "kyat", "erg", "cubit", "won"])
    func aRareUnitIsAskedButNeverOffered(word: String) throws {
        let entry = try #require(lexicon.entries(for: word).first { $0.partOfSpeech == .noun }, "\(word)")
        #expect(entry.senses.contains { $0.isAsked(at: .c2) }, "\(word)")
        let offered = lexicon.isMainPartOfSpeech(ofEntry: entry.index)
        #expect(!offered, "\(word)")
    }

    /// A unit learners meet below C2 (*euro*), a word whose gloss only mentions a unit (*gene* "a unit of
    /// heredity", first in a longer gloss; *stanza* "… forming a unit of a poem"), and one with another
    /// sense (*kip*, sleep; *drachma*, an ancient coin) are offered as before.
    @Test(arguments: ["euro", "gene", "stanza", "kip", "drachma"])
    func aWordThatIsNotOnlyARareUnitIsStillOffered(word: String) throws {
        let entry = try #require(lexicon.entries(for: word).first { $0.partOfSpeech == .noun }, "\(word)")
        let offered = lexicon.isMainPartOfSpeech(ofEntry: entry.index)
        #expect(offered, "\(word)")
    }
}
