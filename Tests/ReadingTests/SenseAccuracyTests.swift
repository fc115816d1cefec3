import Foundation
import Lexicon
import Testing

@testable import Reading

/// Sense accuracy on passages written blind by another session, with the intended sense of each target
/// marked by hand (Tests/Fixtures/passages/senses.tsv; most targets are not the first sense).
///
/// Precision: the share of the senses given as `lemma#N` that are the marked one. Coverage: the share of
/// the marked targets that get a `lemma#N` at all (the rest fall back to a common-sense question).
struct SenseAccuracyTests {
    struct Mark {
        let passage: String
        let lemma: String
        let gloss: String
    }

    struct Figures: CustomStringConvertible {
        var targets = 0
        var given = 0
        var right = 0
        var firstSenseRight = 0
        /// Targets whose best-scoring sense is the marked one, sure or not.
        var bestGuessRight = 0
        var wrong: [String] = []
        var precision: Double { given == 0 ? 0 : Double(right) / Double(given) }
        var coverage: Double { targets == 0 ? 0 : Double(given) / Double(targets) }
        var description: String {
            "\(right) of \(given) senses given are right (precision \(Int((precision * 100).rounded()))%); "
                + "\(given) of \(targets) targets get one (coverage \(Int((coverage * 100).rounded()))%); "
                + "the best-scoring sense is right for \(bestGuessRight), "
                + "the first sense of the word's class for \(firstSenseRight)"
        }
    }

    static func marks() throws -> [Mark] {
        try ReadingFixtures.text("Tests/Fixtures/passages/senses.tsv").split(separator: "\n").dropFirst().map {
            let fields = $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Mark(passage: fields[0], lemma: fields[2], gloss: comparable(fields[5]))
        }
    }

    /// A gloss without a leading label such as "(botany) ", which the lexicon has dropped since the
    /// marks were written, so the same sense compares equal.
    static func comparable(_ gloss: String) -> String {
        guard gloss.hasPrefix("("), let close = gloss.firstIndex(of: ")") else { return gloss }
        return gloss[gloss.index(after: close)...].trimmingCharacters(in: .whitespaces)
    }

    /// Runs the reader on every passage at A1 (so no target is left out for its level) and scores it.
    static func measure() throws -> Figures {
        let reader = try ReadingFixtures.reader()
        let marks = try marks()
        var figures = Figures()
        for passage in Set(marks.map(\.passage)).sorted() {
            let text = try ReadingFixtures.text("Tests/Fixtures/passages/\(passage)")
            let list = try reader.list(text: text, level: .a1, limit: 10_000, source: passage)
            for mark in marks where mark.passage == passage {
                figures.targets += 1
                let word = list.words.first { $0.lemma == mark.lemma }
                if comparable(word?.commonSense.gloss ?? "") == mark.gloss { figures.firstSenseRight += 1 }
                if comparable(word?.guess.gloss ?? "") == mark.gloss { figures.bestGuessRight += 1 }
                guard let word, let sense = word.sense else { continue }
                figures.given += 1
                if Self.comparable(sense.gloss) == mark.gloss {
                    figures.right += 1
                } else {
                    figures.wrong.append("\(passage) \(word.listItem): \(sense.gloss) (marked: \(mark.gloss))")
                }
            }
        }
        return figures
    }

    @Test func mostSensesGivenAreRightAndMostTargetsGetOne() throws {
        let figures = try Self.measure()
        print("sense accuracy on Tests/Fixtures/passages: \(figures)")
        for line in figures.wrong { print("  wrong: \(line)") }
        #expect(figures.targets == 90)
        // What simplified Lesk over WordNet's glosses reaches today (measured 4 of 5, 5 of 90): a floor
        // against regressions, while the issue's targets below are not met yet.
        #expect(figures.precision >= 0.75 && figures.given >= 5, "\(figures)")
        withKnownIssue("issue 25's targets (85% precision, 60% coverage) need more than gloss overlap") {
            #expect(figures.precision >= 0.85 && figures.coverage >= 0.60, "\(figures)")
        }
    }
}
