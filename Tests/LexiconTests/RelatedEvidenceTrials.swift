import Quiz
import Testing

@testable import Lexicon

/// Side by side, in one run: the natural corpus and the WordNet-built corpus checked with each way of
/// weighing WordNet's relations (`RelatedEvidence`), the figures BENCHMARKS.md's natural-corpus table
/// records for every trial (`swift test --filter RelatedEvidenceTrials`).
@Suite struct RelatedEvidenceTrials {
    static let session9: RelatedEvidence = [.membersInContext, .antonymsOfSynonyms, .oneWordBySynsets]

    /// The checker up to session 13: session 10's four ways on session 9's.
    static let session13 = RelatedEvidence.standard.subtracting([.oneWordByGlosses, .learnerExamples, .explainedRivals])

    static let trials: [(String, RelatedEvidence)] = [
        ("none", []), ("members nearby", [.membersNearby]), ("hypernym nearby", [.hypernymNearby]),
        ("members in context", [.membersInContext]),
        ("members nearby and in context", [.membersNearby, .membersInContext]),
        ("members in context, indirect antonyms", [.membersInContext, .antonymsOfSynonyms]),
        ("and one-word choices by synsets (session 9)", session9),
        ("session 9, definition proper", session9.union(.definitionProper)),
        ("session 9, cluster by gloss", session9.union(.clusterByGloss)),
        ("session 9, antonyms across derivations", session9.union(.antonymsAcrossDerivations)),
        ("session 9, related one word", session9.union(.relatedOneWord)),
        ("all four (session 10 to 13)", session13),
        (
            "session 13, one word by glosses",
            RelatedEvidence.standard.subtracting([.learnerExamples, .explainedRivals])
        ),
        ("session 23, learner examples", RelatedEvidence.standard.subtracting(.explainedRivals)),
        ("session 27, explained rivals (standard)", .standard),
        ("standard, paired antonym senses", RelatedEvidence.standard.union(.pairedAntonymSenses)),
        ("standard, quarter partial", RelatedEvidence.standard.union(.quarterPartial)),
        ("standard, rivals by known senses", RelatedEvidence.standard.union(.rivalsByKnownSenses)),
    ]

    @Test func printsEachTrial() throws {
        let lexicon = try Fixtures.lexicon.get()
        let corpus = try NaturalCorpus()
        let wordNet = CheckerCorpus(lexicon: lexicon, count: 400, seed: 20_261_130)
        let adversarial = AdversarialExplanations(corpus: corpus, lexicon: lexicon)
        for (name, related) in Self.trials {
            let checker = QuestionChecker(lexicon: lexicon, senses: [:], related: related)
            let all = corpus.measure(with: checker)
            let development = corpus.measure(with: checker, split: .development)
            let heldOut = corpus.measure(with: checker, split: .heldOut)
            var rows: [String] = []
            for breakage in CheckerCorpus.Breakage.allCases {
                let questions = wordNet.questions[breakage] ?? []
                let passed = questions.count {
                    switch checker.verdict(on: $0) {
                    case .passed, .partial: true
                    default: false
                    }
                }
                rows.append("\(breakage.rawValue) \(passed)/\(questions.count) passed")
                if breakage == .plantedSynonym,
                    !related.isDisjoint(with: [.pairedAntonymSenses, .quarterPartial, .rivalsByKnownSenses])
                {
                    for question in questions {
                        switch checker.verdict(on: question) {
                        case .passed, .partial:
                            print(
                                "  \(name) planted passed: \(question.word) | \(question.text) | \(question.choices) key \(question.answer)"
                            )
                        default: break
                        }
                    }
                }
            }
            print(
                "trial \(name): all \(all.accepted)/\(all.count) (\(all.partial) partial), development \(development.accepted)/\(development.count), held-out \(heldOut.accepted)/\(heldOut.count); variants rejected \(all.variantsRejected - all.variantsRekeyed), re-keyed \(all.variantsRekeyed), wrong keys delivered \(all.wrongKeysDelivered.count) (development \(development.wrongKeysDelivered)), left to a judge \(all.variantsLeftToJudge); WordNet corpus: \(rows.joined(separator: "; "))"
            )
            let argued = adversarial.measure(with: checker)
            print("trial \(name): adversarial explanations rejected \(argued.rejected)/\(argued.checked)")
            for line in argued.passedLines { print("  \(name) adversarial passed: \(line)") }
            for line in development.rejectedItems { print("  \(name) rejected: \(line)") }
        }
    }
}
