import Foundation
import LanguageModels
import Lexicon
import ModelQuestions
import Quiz
import TestSupport
import Testing

/// The natural corpus under `--verify blind`: what a judge adds to the lexicon's checks. Measurements, not
/// checks (their figures are in BENCHMARKS.md): a judge that always picks the right answer, the ceiling of
/// the policy, and a real one, with `VOCABQUIZ_JUDGE_TRIAL=1` and a server in `VOCABQUIZ_LLAMA_URL`
/// (`scripts/local-model start`).
@Suite struct NaturalCorpusJudgeTrial {
    /// What the corpus came to: right questions accepted, and wrong-key variants delivered.
    struct Tally {
        var keysPicked = 0
        var accepted = 0
        var acceptedWithoutJudge = 0
        var variants = 0
        var variantsJudged = 0
        var wrongDelivered = 0

        func summary(_ judge: String, of count: Int) -> String {
            """
            judge trial, \(judge): the judge picked the key of \(keysPicked) of \(count) right questions (blind, \
            every one asked); natural corpus accepted with --verify blind \(accepted) of \(count) (without a \
            judge \(acceptedWithoutJudge)); wrong-key variants \(variants), \(variantsJudged) reached the judge, \
            \(wrongDelivered) delivered with a wrong key
            """
        }
    }

    /// What one question came to, as the source decides it: the lexicon's verdict, an unconfirmed key
    /// left to the judge, and the judge's blind pick of the question the source would show.
    struct Outcome {
        let verdict: QuestionVerdict
        var shown: Question?
        var agreed = false
    }

    static func outcome(of question: Question, checker: QuestionChecker, judge: BlindVerifier) async throws -> Outcome {
        var outcome = Outcome(verdict: checker.verdict(on: question))
        switch outcome.verdict {
        case .passed, .partial, .unchecked: outcome.shown = question
        case let .rekeyed(fixed, _): outcome.shown = fixed
        case let .rejected(rejection): outcome.shown = rejection.reason == .unconfirmedKey ? question : nil
        }
        guard let shown = outcome.shown else { return outcome }
        outcome.agreed = try await judge.verify(shown) == nil
        return outcome
    }

    /// Every right question of the corpus and its wrong-key variants, each judged by `judge(item)`.
    static func measure(judge: (NaturalCorpusFile.Item) -> BlindVerifier) async throws -> (Tally, Int) {
        let checker = QuestionChecker(lexicon: try LexiconBoundSourceTests.lexicon.get())
        var tally = Tally()
        let items = try NaturalCorpusFile.items()
        for item in items {
            let question = item.question
            let verifier = judge(item)
            let right = try await outcome(of: question, checker: checker, judge: verifier)
            let pickedKey = right.shown == nil ? try await verifier.verify(question) == nil : right.agreed
            if pickedKey { tally.keysPicked += 1 }
            switch right.verdict {
            case .passed, .partial: tally.acceptedWithoutJudge += 1
            default: break
            }
            if right.agreed, right.shown?.answer == question.answer { tally.accepted += 1 }
            for variant in NaturalCorpusFile.wrongKeyVariants(of: question) {
                tally.variants += 1
                let moved = try await outcome(of: variant, checker: checker, judge: verifier)
                guard let shown = moved.shown else { continue }
                tally.variantsJudged += 1
                if moved.agreed, Question.normalized(shown.answer) != Question.normalized(question.answer) {
                    tally.wrongDelivered += 1
                }
            }
        }
        return (tally, items.count)
    }

    /// The ceiling: a judge settles only keys the lexicon cannot confirm, so even one that is always
    /// right cannot pass a question the lexicon rejects for a second answer or an off-target sentence.
    @Test func printsWhatAPerfectJudgeWouldDecide() async throws {
        let (tally, count) = try await Self.measure { item in
            BlindVerifier(model: LetterJudge(picking: item.answer, exactly: true), tally: BlindAgreement(), seed: 1)
        }
        print(tally.summary("always right", of: count))
        #expect(tally.keysPicked == count, "the perfect judge missed keys: its prompt format changed?")
    }

    @Test(
        .enabled(
            if: ProcessInfo.processInfo.environment["VOCABQUIZ_JUDGE_TRIAL"] == "1"
                && ProcessInfo.processInfo.environment["VOCABQUIZ_LLAMA_URL"] != nil,
            "set VOCABQUIZ_JUDGE_TRIAL=1 and VOCABQUIZ_LLAMA_URL"))
    func printsWhatTheLocalJudgeDecides() async throws {
        let url = try #require(ProcessInfo.processInfo.environment["VOCABQUIZ_LLAMA_URL"].flatMap(URL.init(string:)))
        let model = OpenAICompatibleModel(
            baseURL: url, name: "local", timeLimits: TimeLimits(seconds: 120), defaultMaximumResponseTokens: 16)
        let judge = BlindVerifier(model: model, tally: BlindAgreement(), seed: 1)
        let (tally, count) = try await Self.measure { _ in judge }
        print(tally.summary("the model at VOCABQUIZ_LLAMA_URL", of: count))
    }
}
