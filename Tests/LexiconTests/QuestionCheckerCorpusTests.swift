import Dispatch
import Lexicon
import Quiz
import Testing

/// The checker on questions of known truth: the offline generator's, correct and broken on purpose.
@Suite struct QuestionCheckerCorpusTests {
    static let size = 2000

    /// What the checker made of one breakage's questions.
    struct Outcome: Sendable {
        var count = 0
        var passed = 0
        var unchecked: [String] = []
        var samples: [String] = []
    }

    /// Builds and checks the corpus on a Dispatch thread: seconds of CPU work that would otherwise hold
    /// one of the few cooperative threads the timing-sensitive tests in this process need.
    static func measure(seed: UInt64) async throws -> [CheckerCorpus.Breakage: Outcome] {
        let lexicon = try Fixtures.lexicon.get()
        return await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: measure(lexicon: lexicon, seed: seed))
            }
        }
    }

    static func measure(lexicon: Lexicon, seed: UInt64) -> [CheckerCorpus.Breakage: Outcome] {
        let checker = QuestionChecker(lexicon: lexicon)
        let corpus = CheckerCorpus(lexicon: lexicon, count: size, seed: seed)
        var outcomes: [CheckerCorpus.Breakage: Outcome] = [:]
        for breakage in CheckerCorpus.Breakage.allCases {
            var outcome = Outcome()
            for question in corpus.questions[breakage] ?? [] {
                outcome.count += 1
                switch checker.verdict(on: question) {
                case .passed, .partial:
                    outcome.passed += 1
                    if breakage != .correct, outcome.samples.count < 5 { outcome.samples.append("\(question)") }
                case let .rejected(rejection), let .rekeyed(_, was: rejection):
                    if breakage == .correct, outcome.samples.count < 5 {
                        outcome.samples.append("\(rejection) — \(question)")
                    }
                case .unchecked:
                    outcome.unchecked.append(question.word)
                }
            }
            outcomes[breakage] = outcome
        }
        return outcomes
    }

    /// A second seed the thresholds were never looked at with, so they are not fitted to one draw.
    @Test(arguments: [20_261_130, 7] as [UInt64])
    func acceptsCorrectQuestionsAndRejectsEachBrokenKind(seed: UInt64) async throws {
        let outcomes = try await Self.measure(seed: seed)
        for breakage in CheckerCorpus.Breakage.allCases {
            let outcome = outcomes[breakage] ?? Outcome()
            #expect(outcome.count == Self.size, "\(breakage.rawValue): only \(outcome.count) questions")
            #expect(outcome.unchecked.isEmpty, "unchecked: \(outcome.unchecked)")
            let rate = Double(outcome.passed) / Double(max(1, outcome.count))
            if breakage == .correct {
                #expect(rate >= 0.99, "accepted only \(outcome.passed) of \(outcome.count): \(outcome.samples)")
            } else {
                #expect(rate <= 0.05, "\(breakage.rawValue): passed \(outcome.passed): \(outcome.samples)")
            }
        }
    }
}
