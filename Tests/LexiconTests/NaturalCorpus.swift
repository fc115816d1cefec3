import Foundation
import Lexicon
import Quiz
import TestSupport

/// The natural corpus (`Tests/Fixtures/natural-corpus`): correct questions written blind, in plain
/// learner-dictionary words, and what a checker makes of them and of their wrong-key variants.
///
/// The WordNet-built corpus (`CheckerCorpus`) cannot show a checker that only accepts WordNet's own
/// wording; this one can. Its broken variants are built here, never stored: each correct question
/// with its key moved to each of its other three choices.
struct NaturalCorpus {
    typealias Item = NaturalCorpusFile.Item
    typealias Split = NaturalCorpusFile.Split

    let items: [Item]

    init() throws {
        items = try NaturalCorpusFile.items()
    }

    /// What a checker made of the corpus.
    struct Report {
        var accepted = 0
        var partial = 0
        /// Questions about words the lexicon lacks (phrasal verbs): shown marked "not checked", with their variants.
        var unchecked = 0
        var uncheckedVariants = 0
        var rejections: [String: Int] = [:]
        var rejectedItems: [String] = []
        var partialItems: [String] = []
        var variants = 0
        var variantsRejected = 0
        var variantsRekeyed = 0
        /// Variants rejected as `lexicon: unconfirmed key`: with `--verify blind` a judge settles these,
        /// so a judge's mistake on one of them is a wrong key delivered.
        var variantsLeftToJudge = 0
        /// Wrong-key variants delivered with a wrong key: passed, or re-keyed to a choice that is not the key.
        var wrongKeysDelivered: [String] = []

        /// The questions the checker could check.
        var count: Int { accepted + rejections.values.reduce(0, +) }

        var summary: String {
            let reasons = rejections.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
            return """
                natural corpus: accepted \(accepted) of \(count) checked (\(partial) partial), \
                \(unchecked) unchecked; rejected: \(reasons.joined(separator: ", ")); wrong-key variants: \
                \(variants) checked, rejected \(variantsRejected - variantsRekeyed), re-keyed correctly \
                \(variantsRekeyed), delivered with a wrong key \(wrongKeysDelivered.count), unknown (left to a \
                judge with --verify blind) \(variantsLeftToJudge); \(uncheckedVariants) unchecked
                """
        }
    }

    func measure(with checker: QuestionChecker, split: Split = .all) -> Report {
        var report = Report()
        for (offset, item) in items.enumerated() where split.contains(line: offset + 1) {
            let question = item.question
            switch checker.verdict(on: question) {
            case .passed:
                report.accepted += 1
            case let .partial(why):
                report.accepted += 1
                report.partial += 1
                report.partialItems.append("\(item.kind) \(item.word): \(why)")
            case let .rejected(rejection):
                report.rejections[rejection.reason.rawValue, default: 0] += 1
                report.rejectedItems.append("\(item.kind) \(item.word): \(rejection)")
            case let .rekeyed(fixed, was: rejection):
                // A right key moved elsewhere: delivered with a wrong key.
                report.rejections[rejection.reason.rawValue, default: 0] += 1
                report.wrongKeysDelivered.append("\(item.word): right key re-keyed to \"\(fixed.answer)\"")
            case .unchecked:
                report.unchecked += 1
                report.uncheckedVariants += 3
                continue
            }
            for variant in NaturalCorpusFile.wrongKeyVariants(of: question) {
                report.variants += 1
                switch checker.verdict(on: variant) {
                case .passed, .partial, .unchecked:
                    report.wrongKeysDelivered.append("\(item.word): \"\(variant.answer)\" accepted")
                case let .rejected(rejection):
                    report.variantsRejected += 1
                    if rejection.reason == .unconfirmedKey { report.variantsLeftToJudge += 1 }
                case let .rekeyed(fixed, _):
                    report.variantsRejected += 1
                    if Question.normalized(fixed.answer) == Question.normalized(question.answer) {
                        report.variantsRekeyed += 1
                    } else {
                        report.wrongKeysDelivered.append("\(item.word): re-keyed to \"\(fixed.answer)\"")
                    }
                }
            }
        }
        return report
    }
}
