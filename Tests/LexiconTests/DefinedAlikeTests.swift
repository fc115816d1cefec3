import Quiz
import Testing

@testable import Lexicon

/// Session 14's rule (`RelatedEvidence.oneWordByGlosses`), shown to be what decides: a one-word
/// synonym WordNet does not link to the word, defined in the words of the word's glosses, passes as
/// partial; a definition that negates them does not count. Words outside the natural corpus.
@Suite struct DefinedAlikeTests: CheckedQuestions {
    let lexicon: Lexicon

    init() throws {
        lexicon = try Fixtures.lexicon.get()
    }

    func checker(leavingOut rule: RelatedEvidence = []) -> QuestionChecker {
        QuestionChecker(lexicon: lexicon, senses: [:], related: RelatedEvidence.standard.subtracting(rule))
    }

    func target(_ word: String) -> CheckedTarget {
        CheckedTarget(entry: lexicon.entries(for: word).first!, lexicon: lexicon)
    }

    /// *peculiar* "markedly different from the usual" beside *aberrant* "markedly different from an
    /// accepted norm": no synset, cluster or relation joins them.
    @Test func aSynonymDefinedInTheWordsOfTheGlossesPassesAsPartial() {
        let aberrant = question(
            "aberrant", "Which word is closest in meaning to *aberrant*?",
            ["wooden", "peculiar", "cheerful", "hungry"], 1)
        guard case .partial = checker().verdict(on: aberrant) else {
            Issue.record("expected partial, got \(checker().verdict(on: aberrant))")
            return
        }
        #expect(checker(leavingOut: .oneWordByGlosses).verdict(on: aberrant) != .passed)
        if case .partial = checker(leavingOut: .oneWordByGlosses).verdict(on: aberrant) {
            Issue.record("passed without the rule")
        }
    }

    /// The same question keyed to a distractor is never delivered: "peculiar" is not ruled out.
    @Test func aMovedKeyStillFails() {
        for answer in [0, 2, 3] {
            let moved = question(
                "aberrant", "Which word is closest in meaning to *aberrant*?",
                ["wooden", "peculiar", "cheerful", "hungry"], answer)
            switch checker().verdict(on: moved) {
            case .passed, .partial: Issue.record("\"\(moved.answer)\" was delivered for aberrant")
            case let .rekeyed(fixed, _): Issue.record("re-keyed to \"\(fixed.answer)\" on partial evidence")
            case .rejected, .unchecked: break
            }
        }
    }

    /// *ordinary* "normal; not special or different" shares "different" with *aberrant*'s gloss, but
    /// denies it: a negating definition is no evidence of sameness.
    @Test func aNegatingDefinitionIsNotDefinedAlike() {
        #expect(target("aberrant").definedAlike("peculiar"))
        #expect(!target("aberrant").definedAlike("ordinary"))
        #expect(CheckedTarget.negates("normal; not special or different"))
        #expect(!CheckedTarget.negates("markedly different from the usual"))
    }
}
