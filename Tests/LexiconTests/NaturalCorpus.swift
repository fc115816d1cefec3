import Foundation
import Lexicon
import Quiz

/// The natural corpus (`Tests/Fixtures/natural-corpus`): correct questions written blind, in plain
/// learner-dictionary words, and what a checker makes of them and of their wrong-key variants.
///
/// The WordNet-built corpus (`CheckerCorpus`) cannot show a checker that only accepts WordNet's own
/// wording; this one can. Its broken variants are built here, never stored: each correct question
/// with its key moved to each of its other three choices.
struct NaturalCorpus {
    struct Item: Decodable {
        let kind: String
        let level: String
        let word: String
        let text: String
        let choices: [String]
        let answer: String
        let explanation: String

        var question: Question {
            // The corpus file holds only questions that keep `Question`'s rules.
            try! Question(word: word, text: text, choices: choices, answer: answer, explanation: explanation)
        }
    }

    let items: [Item]

    /// Which questions a measurement covers. Every 4th question of the file (lines 4, 8, 12, …) is held
    /// out: rules are tuned on the development questions only, and the held-out ones are read as counts,
    /// never item by item, so their figure says how the checker does on questions nobody tuned it for.
    enum Split: String {
        case all, development, heldOut = "held-out"

        func contains(line: Int) -> Bool {
            switch self {
            case .all: true
            case .development: line % 4 != 0
            case .heldOut: line % 4 == 0
            }
        }
    }

    static var fileURL: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/natural-corpus/natural-questions.jsonl")
    }

    init() throws {
        let text = try String(contentsOf: Self.fileURL, encoding: .utf8)
        let decoder = JSONDecoder()
        items = try text.split(separator: "\n").map { try decoder.decode(Item.self, from: Data($0.utf8)) }
    }

    /// `question` with its key moved to each of its other choices.
    static func wrongKeyVariants(of question: Question) -> [Question] {
        question.choices.filter { Question.normalized($0) != Question.normalized(question.answer) }.compactMap {
            try? question.replacing(answer: $0)
        }
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
            for variant in Self.wrongKeyVariants(of: question) {
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
