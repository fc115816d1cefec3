import Foundation
import LanguageModels
import Lexicon
import ModelQuestions
import Quiz
import TestSupport
import Testing

/// The natural corpus under `--verify blind` with the local model as the judge: what a real judge adds
/// to the lexicon's checks. A measurement, not a check (its figures are in BENCHMARKS.md): run it with
/// `VOCABQUIZ_JUDGE_TRIAL=1` and a server in `VOCABQUIZ_LLAMA_URL` (`scripts/local-model start`).
@Suite struct NaturalCorpusJudgeTrial {
    /// What one question came to, as the source decides it: the lexicon's verdict, an unconfirmed key
    /// left to the judge, and the judge's blind pick of the question the source would show.
    struct Outcome {
        var shown: Question?
        var judged = false
        var agreed = false
    }

    static let isEnabled =
        ProcessInfo.processInfo.environment["VOCABQUIZ_JUDGE_TRIAL"] == "1"
        && ProcessInfo.processInfo.environment["VOCABQUIZ_LLAMA_URL"] != nil

    static func outcome(of question: Question, checker: QuestionChecker, judge: BlindVerifier) async throws -> Outcome {
        var outcome = Outcome()
        switch checker.verdict(on: question) {
        case .passed, .partial, .unchecked: outcome.shown = question
        case let .rekeyed(fixed, _): outcome.shown = fixed
        case let .rejected(rejection): outcome.shown = rejection.reason == .unconfirmedKey ? question : nil
        }
        guard let shown = outcome.shown else { return outcome }
        outcome.judged = true
        outcome.agreed = try await judge.verify(shown) == nil
        return outcome
    }

    @Test(.enabled(if: isEnabled, "set VOCABQUIZ_JUDGE_TRIAL=1 and VOCABQUIZ_LLAMA_URL"))
    func printsWhatTheLocalJudgeDecides() async throws {
        let url = try #require(ProcessInfo.processInfo.environment["VOCABQUIZ_LLAMA_URL"].flatMap(URL.init(string:)))
        let model = OpenAICompatibleModel(
            baseURL: url, name: "local", timeLimits: TimeLimits(seconds: 120), defaultMaximumResponseTokens: 16)
        let judge = BlindVerifier(model: model, tally: BlindAgreement(), seed: 1)
        let checker = QuestionChecker(lexicon: try LexiconBoundSourceTests.lexicon.get())
        var (agreedOnRight, accepted, acceptedWithoutJudge, variants, variantsJudged, wrongDelivered) =
            (0, 0, 0, 0, 0, 0)
        let items = try NaturalCorpusFile.items()
        for item in items {
            let question = item.question
            let right = try await Self.outcome(of: question, checker: checker, judge: judge)
            let pickedKey = right.judged ? right.agreed : try await judge.verify(question) == nil
            if pickedKey { agreedOnRight += 1 }
            if case .passed = checker.verdict(on: question) { acceptedWithoutJudge += 1 }
            if case .partial = checker.verdict(on: question) { acceptedWithoutJudge += 1 }
            if right.agreed, right.shown?.answer == question.answer { accepted += 1 }
            for variant in NaturalCorpusFile.wrongKeyVariants(of: question) {
                variants += 1
                let moved = try await Self.outcome(of: variant, checker: checker, judge: judge)
                if moved.judged { variantsJudged += 1 }
                if moved.agreed, let shown = moved.shown,
                    Question.normalized(shown.answer) != Question.normalized(question.answer)
                {
                    wrongDelivered += 1
                }
            }
        }
        print(
            """
            judge trial: the local judge picked the key of \(agreedOnRight) of \(items.count) right questions \
            (blind, every one asked); natural corpus accepted with --verify blind \(accepted) of \(items.count) \
            (without a judge \(acceptedWithoutJudge)); wrong-key variants \(variants), \(variantsJudged) reached \
            the judge, \(wrongDelivered) delivered with a wrong key
            """)
    }
}
