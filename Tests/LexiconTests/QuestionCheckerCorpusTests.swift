import Lexicon
import Quiz
import Testing

/// The checker on questions of known truth: the offline generator's, correct and broken on purpose.
@Suite struct QuestionCheckerCorpusTests {
    static let size = 2000

    /// A second seed the thresholds were never looked at with, so they are not fitted to one draw.
    @Test(arguments: [20_261_130, 7] as [UInt64])
    func acceptsCorrectQuestionsAndRejectsEachBrokenKind(seed: UInt64) throws {
        let lexicon = try Fixtures.lexicon.get()
        let checker = QuestionChecker(lexicon: lexicon)
        let corpus = CheckerCorpus(lexicon: lexicon, count: Self.size, seed: seed)
        print("corpus: \(corpus.leakySkipped) generated questions left out as giveaways")
        for breakage in CheckerCorpus.Breakage.allCases {
            let questions = corpus.questions[breakage] ?? []
            #expect(questions.count == Self.size, "\(breakage.rawValue): only \(questions.count) questions")
            var passed = 0
            var samples: [String] = []
            for question in questions {
                switch checker.verdict(on: question) {
                case .passed:
                    passed += 1
                    if breakage != .correct, samples.count < 5 { samples.append("\(question)") }
                case let .rejected(rejection):
                    if breakage == .correct, samples.count < 8 { samples.append("\(rejection) — \(question)") }
                case .unchecked:
                    Issue.record("unchecked \(question.word)")
                }
            }
            let rate = Double(passed) / Double(max(1, questions.count))
            print("corpus \(breakage.rawValue): passed \(passed) of \(questions.count)")
            for sample in samples { print("  \(sample)") }
            if breakage == .correct {
                #expect(rate >= 0.99, "accepted only \(passed) of \(questions.count) correct questions")
            } else {
                #expect(rate <= 0.05, "\(breakage.rawValue): passed \(passed) of \(questions.count)")
            }
        }
    }
}
