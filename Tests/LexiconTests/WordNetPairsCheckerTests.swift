import Quiz
import Testing

@testable import Lexicon

/// The checker's two session-9 rules, each shown to be what decides (the checker without it judges
/// otherwise): WordNet's indirect antonyms confirm an "opposite" key, and a one-word choice that only
/// appears in one of the word's glosses is no second answer. Words outside the natural corpus.
@Suite struct WordNetPairsCheckerTests: CheckedQuestions {
    let lexicon: Lexicon

    init() throws {
        lexicon = try Fixtures.lexicon.get()
    }

    func verdict(_ question: Question, leavingOut rule: RelatedEvidence = []) -> QuestionVerdict {
        QuestionChecker(lexicon: lexicon, senses: [:], related: RelatedEvidence.standard.subtracting(rule))
            .verdict(on: question)
    }

    /// *tiny* has no antonym of its own; its head *small* pairs with *large*.
    @Test func theHeadsAntonymIsTheOppositeOfASatellite() {
        let tiny = question(
            "tiny", "Which word is the opposite of *tiny*?", ["large", "little", "thin", "quiet"], 0)
        #expect(verdict(tiny) == .passed)
        #expect(verdict(tiny, leavingOut: .antonymsOfSynonyms) != .passed)
    }

    /// The same question keyed to the synonym is still never delivered.
    @Test func aSynonymKeyedAsTheOppositeStillFails() {
        let tiny = question(
            "tiny", "Which word is the opposite of *tiny*?", ["large", "little", "thin", "quiet"], 1)
        switch verdict(tiny) {
        case .passed, .partial: Issue.record("the synonym \"little\" was delivered as the opposite of tiny")
        case let .rekeyed(fixed, _): #expect(fixed.answer == "large")
        case .rejected, .unchecked: break
        }
    }

    /// "lasting" is a word of *momentary*'s gloss ("lasting for a markedly brief time"), not a meaning.
    @Test func aGlossWordAloneIsNoSecondAnswer() {
        let momentary = question(
            "momentary", "What does *momentary* mean?",
            ["lasting a short time", "lasting", "very loud", "quite empty"], 0)
        #expect(verdict(momentary) == .passed)
        #expect(verdict(momentary, leavingOut: .oneWordBySynsets) != .passed)
    }
}
