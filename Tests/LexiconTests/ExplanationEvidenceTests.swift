import Quiz
import Testing

@testable import Lexicon

/// The explanation as evidence (`RelatedEvidence.explainedRivals`): a rival it describes in a sense of
/// its own that the lexicon confirms competes only through its other senses, and only while the stem
/// does not fit the described sense by the lexicon.
@Suite struct ExplanationEvidenceTests {
    let lexicon: Lexicon

    init() throws {
        lexicon = try Fixtures.lexicon.get()
    }

    func verdict(_ question: Question, _ related: RelatedEvidence = .standard) -> QuestionVerdict {
        QuestionChecker(lexicon: lexicon, senses: [:], related: related).verdict(on: question)
    }

    func passes(_ verdict: QuestionVerdict) -> Bool {
        switch verdict {
        case .passed, .partial: true
        default: false
        }
    }

    func alleviate(_ text: String, explanation: String) throws -> Question {
        try Question(
            word: "alleviate", text: text, choices: ["aggravate", "accelerate", "allocate", "alleviate"],
            answer: "alleviate", explanation: explanation)
    }

    static let painSentence = "The doctor gave her some medicine to _____ the pain."

    /// "make worse", *aggravate*'s sense the explanation names, is none of *alleviate*'s; its other sense,
    /// "exasperate or irritate", shares nothing with the sentence.
    @Test func aRivalExplainedInASenseOfItsOwnIsRuledOut() throws {
        let question = try alleviate(
            Self.painSentence,
            explanation: "To alleviate pain is to make it less severe. To aggravate pain is to make it worse.")
        #expect(passes(verdict(question)))
        #expect(!passes(verdict(question, RelatedEvidence.standard.subtracting(.explainedRivals))))
    }

    @Test func withoutTheRivalDescribedTheSentenceIsStillTooThin() throws {
        let question = try alleviate(Self.painSentence, explanation: "To alleviate pain is to make it less severe.")
        #expect(!passes(verdict(question)))
    }

    /// A stem that defines the rival in the sense described: the lexicon says the stem fits it there.
    @Test func aStemThatDefinesTheDescribedSenseIsStillRejected() throws {
        let question = try alleviate(
            "Which word means 'make worse'?", explanation: "Alleviate is right. Aggravate means to make worse.")
        #expect(!passes(verdict(question)))
    }

    /// An explanation that describes the rival in another sense than the one the stem defines.
    @Test func aRivalDescribedInAnotherSenseStillCompetesThroughTheRest() throws {
        let question = try alleviate(
            "Which word means 'make worse'?",
            explanation: "Alleviate is right. Aggravate means to exasperate or irritate someone.")
        #expect(!passes(verdict(question)))
    }

    /// Only a sense the lexicon recognises in the explanation's words counts: "a kind of fruit" is none.
    @Test func aSenseTheLexiconDoesNotHaveRulesNothingOut() throws {
        let question = try alleviate(
            Self.painSentence, explanation: "To alleviate pain is to make it less severe. Aggravate is a kind of fruit."
        )
        #expect(!passes(verdict(question)))
    }

    /// Every argued wrong key, and every stem written for a rival and explained away, of the natural corpus
    /// that the checker without explanations rejects, it still rejects (counts only: held-out items are
    /// never read one by one).
    @Test func adversarialExplanationsGainNothing() throws {
        let adversarial = AdversarialExplanations(corpus: try NaturalCorpus(), lexicon: lexicon)
        let without = QuestionChecker(
            lexicon: lexicon, senses: [:], related: RelatedEvidence.standard.subtracting(.explainedRivals))
        let with = QuestionChecker(lexicon: lexicon)
        #expect(adversarial.measure(with: with).rejected == adversarial.measure(with: without).rejected)
    }
}
