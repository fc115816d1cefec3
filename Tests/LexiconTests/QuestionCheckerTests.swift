import Lexicon
import Quiz
import Testing

/// The checker on questions written the way models write them: paraphrases, copied examples, leaks.
@Suite struct QuestionCheckerTests: CheckedQuestions {
    let checker: QuestionChecker

    init() throws {
        checker = QuestionChecker(lexicon: try Fixtures.lexicon.get())
    }

    func reason(_ question: Question) -> QuestionRejection.Reason? {
        switch checker.verdict(on: question) {
        case let .rejected(rejection), let .rekeyed(_, was: rejection): return rejection.reason
        case .passed, .partial, .unchecked: return nil
        }
    }

    @Test func aParaphraseOfTheGlossPasses() {
        let abate = question(
            "abate", "What does \"abate\" mean?",
            ["to become less intense", "to grow stronger", "to wait patiently", "to leave a place"], 0)
        #expect(checker.verdict(on: abate) == .passed)
    }

    @Test func theInstructionsExampleCopiedForAnotherWordIsRejected() {
        let load = question(
            "load", "What does \"load\" mean?",
            ["to become less intense", "to grow stronger", "to wait patiently", "to leave a place"], 0)
        #expect(reason(load) == .unconfirmedKey)
    }

    @Test func aKeyAtTheWrongChoiceIsAWrongKey() {
        let happy = question(
            "happy", "Which word is closest in meaning to \"happy\"?", ["sad", "glad", "tall", "slow"], 0)
        #expect(reason(happy) == .wrongKey)
    }

    @Test func aSynonymAmongTheDistractorsIsASecondCorrectAnswer() {
        let big = question(
            "big", "Which word is closest in meaning to \"big\"?", ["large", "small", "blue", "quick"], 1)
        #expect(reason(big) == .wrongKey)
        let fill = question(
            "big", "Which word fills the blank? \"a _____ red apple\"", ["big", "large", "blue", "quick"], 0)
        #expect(reason(fill) == .secondCorrectAnswer)
    }

    @Test func aKeyThatRepeatsTheWordIsAGiveaway() {
        let symmetric = question(
            "symmetrically", "What does \"symmetrically\" mean?",
            ["in a symmetrical manner", "quickly", "with anger", "far away"], 0)
        #expect(reason(symmetric) == .giveaway)
    }

    @Test func aStemContainingTheKeyIsAGiveaway() {
        let weekly = question(
            "weekly", "Which word means \"weekly\", as in published every week?",
            ["weekly", "daily", "yearly", "hourly"], 0)
        #expect(reason(weekly) == .giveaway)
    }

    @Test func aStemAboutAnotherWordIsOffTarget() {
        let stem = question(
            "stem", "What does \"crushed\" mean?",
            ["a slender part of a plant", "a loud noise", "a kind of bird", "a sweet food"], 0)
        #expect(reason(stem) == .offTarget)
    }

    @Test func aWordTheLexiconDoesNotKnowIsUnchecked() {
        let unknown = question(
            "zzxqv", "What does \"zzxqv\" mean?", ["a thing", "a place", "an idea", "a sound"], 0)
        #expect(checker.verdict(on: unknown) == .unchecked)
    }

    @Test func groundingFactsNameTheSenseAndTheWordsThatAreAlsoRight() throws {
        let facts = try #require(checker.facts(about: "abate"))
        #expect(facts.partOfSpeech == "verb")
        #expect(!facts.gloss.isEmpty)
        #expect(facts.notDistractors.contains("slack"))
        #expect(!facts.notDistractors.contains("abate"))
        #expect(checker.facts(about: "zzxqv") == nil)
    }
}

/// Re-keying: a wrong key beside exactly one choice the lexicon confirms is moved, not re-asked.
@Suite struct QuestionRekeyingTests {
    let checker: QuestionChecker

    init() throws {
        checker = QuestionChecker(lexicon: try Fixtures.lexicon.get())
    }

    func lamb(key: String, _ choices: [String]) -> Question {
        try! Question(
            word: "lamb", text: "What does \"lamb\" mean?", choices: choices, answer: key, explanation: "Because.")
    }

    @Test func theOneConfirmedChoiceBecomesTheKeyWithAnExplanationTheLexiconVouchesFor() throws {
        let wrong = lamb(key: "a loud noise", ["a young sheep", "a loud noise", "a tool for cutting", "a tall tree"])
        guard case let .rekeyed(fixed, was: rejection) = checker.verdict(on: wrong) else {
            Issue.record("not re-keyed: \(checker.verdict(on: wrong))")
            return
        }
        #expect(rejection.reason == .wrongKey)
        #expect(fixed.answer == "a young sheep")
        #expect(fixed.choices == wrong.choices && fixed.text == wrong.text)
        #expect(fixed.explanation.contains("\"a young sheep\" is right") && !fixed.explanation.contains("Because"))
        #expect(checker.verdict(on: fixed) == .passed)
    }

    func isRekeyed(_ question: Question) -> Bool {
        if case .rekeyed = checker.verdict(on: question) { return true }
        return false
    }

    @Test func nothingIsRekeyedWithoutExactlyOneConfirmedChoiceOrWithARightKey() {
        let right = lamb(key: "a young sheep", ["a young sheep", "a loud noise", "a tool for cutting", "a tall tree"])
        #expect(checker.verdict(on: right) == .passed)
        let noneRight = lamb(key: "a loud noise", ["a red car", "a loud noise", "a tool for cutting", "a tall tree"])
        #expect(!isRekeyed(noneRight))
        let twoRight = lamb(key: "a loud noise", ["a young sheep", "a loud noise", "young sheep meat", "a tall tree"])
        #expect(!isRekeyed(twoRight))
        let definesDuck = try! Question(
            word: "lamb", text: "Which word means “a swimming bird with a broad flat bill”?",
            choices: ["lamb", "duck", "tree", "road"], answer: "lamb", explanation: "")
        #expect(!isRekeyed(definesDuck))
    }
}

/// The three-valued verdict: a key the lexicon only partly recognises passes, marked partial, when every
/// other choice is ruled out; moved to another choice, it does not.
@Suite struct PartialVerdictTests {
    let checker: QuestionChecker

    init() throws {
        checker = QuestionChecker(lexicon: try Fixtures.lexicon.get())
    }

    static let abate = try! Question(
        word: "abate", text: "What does *abate* mean in 'The storm finally began to abate'?",
        choices: ["to get worse", "to start suddenly", "to become less strong", "to move closer"],
        answer: "to become less strong", explanation: "")

    @Test func aPartlyRecognisedKeyWithEveryOtherChoiceRuledOutIsPartial() {
        guard case let .partial(why) = checker.verdict(on: Self.abate) else {
            Issue.record("expected partial, got \(checker.verdict(on: Self.abate))")
            return
        }
        #expect(why.contains("to become less strong"))
    }

    @Test func thePartlyRecognisedKeyMovedToAnotherChoiceIsRejected() {
        for choice in Self.abate.choices where choice != Self.abate.answer {
            let moved = try! Self.abate.replacing(answer: choice)
            switch checker.verdict(on: moved) {
            case .rejected: break
            case let .rekeyed(fixed, _): #expect(fixed.answer == Self.abate.answer)
            case let other: Issue.record("\(choice): \(other)")
            }
        }
    }

    @Test func anAntonymOfferedAsAMeaningIsContradicted() {
        let heavy = try! Question(
            word: "heavy", text: "What does \"heavy\" mean?", choices: ["light", "big", "slow", "warm"],
            answer: "light", explanation: "")
        // Rejected, or re-keyed to the one choice the lexicon confirms ("big", which shares WordNet's
        // "prodigious" sense with *heavy*; "slow", a word of another gloss, is judged by its own senses):
        // either way for the contradiction.
        let rejection: QuestionRejection
        switch checker.verdict(on: heavy) {
        case let .rejected(found), let .rekeyed(_, was: found): rejection = found
        case let other:
            Issue.record("expected a rejection, got \(other)")
            return
        }
        #expect(rejection.reason == .wrongKey)
        #expect(rejection.detail.contains("rules out \"light\""))
    }
}
