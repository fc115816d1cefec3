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
        /// Targets whose best-scoring sense is the marked one, sure or not, listed or skipped.
        var bestGuessRight = 0
        /// Targets listed as a bare lemma (asked in the common sense), and those whose common sense is the marked one.
        var fallbacks = 0
        var fallbacksRight = 0
        /// Targets left out because the common sense does not fit the text either.
        var skipped = 0
        var wrong: [String] = []
        /// Every target the reader scored (listed or skipped): its best sense's margin over the next, and
        /// whether that sense is the marked one; what a sure margin is calibrated on.
        var margins: [(margin: Double, right: Bool)] = []
        /// Every target's outcome, one line each, for tracing a change (printed with VOCABQUIZ_SENSE_DUMP=1).
        var decisions: [String] = []
        var precision: Double { given == 0 ? 0 : Double(right) / Double(given) }
        var coverage: Double { targets == 0 ? 0 : Double(given) / Double(targets) }
        var description: String {
            "\(right) of \(given) senses given are right (precision \(Int((precision * 100).rounded()))%); "
                + "\(given) of \(targets) targets get one (coverage \(Int((coverage * 100).rounded()))%); "
                + "\(fallbacksRight) of \(fallbacks) common-sense fallbacks are the marked sense; \(skipped) skipped; "
                + "the best-scoring sense is right for \(bestGuessRight), "
                + "the first sense of the word's class for \(firstSenseRight)"
        }
    }

    /// The passages rules were developed on, and the ones held out and only measured (issue 25's second round).
    static let development: Set<String> = ["chapter3.txt", "kitchen.txt", "river.txt"]
    static let heldOut: Set<String> = ["science.txt", "shop.txt", "tennis.txt"]
    /// Passages written and marked in the third round before any rule of that round was changed, and never
    /// looked at item by item since: the second held-out set, as the first was measured several times.
    static let freshHeldOut: Set<String> = ["camp.txt", "orchestra.txt", "station.txt"]
    /// Written and marked in the fifth round before any of its rules changed (theatre, cycling): held out
    /// from that round's part-of-speech, distractor and coverage rules, and kept out of `measure()`'s
    /// default so the earlier figures stay comparable.
    static let round5HeldOut: Set<String> = ["cycling.txt", "theatre.txt"]

    static func marks() throws -> [Mark] {
        try ReadingFixtures.text("Tests/Fixtures/passages/senses.tsv").split(separator: "\n").dropFirst().map {
            let fields = $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Mark(passage: fields[0], lemma: fields[2], gloss: comparable(fields[5]))
        }
    }

    /// A gloss as the lexicon shows it today, so the same sense compares equal: the marks were written
    /// before the lexicon dropped glosses' leading labels ("(botany) "), "(or …)" alternatives and "e.g.".
    static func comparable(_ gloss: String) -> String {
        var kept = ""
        var depth = 0
        for character in gloss {
            if character == "(" {
                depth += 1
            } else if character == ")" {
                depth = max(0, depth - 1)
            } else if depth == 0 {
                kept.append(character)
            }
        }
        return kept.replacingOccurrences(of: "e.g.", with: "").split(separator: " ").joined(separator: " ")
    }

    /// A sense's gloss as the marks name it: WordNet's, which the marks were written from, also where the
    /// lexicon now shows a learner definition instead (issue 22), so a right sense still compares equal.
    static func marked(_ sense: WordSense?) -> String {
        comparable(sense.map { $0.wordNetGloss ?? $0.gloss } ?? "")
    }

    /// Runs the reader on every passage at A1 (so no target is left out for its level) and scores it.
    static func measure(
        _ passages: Set<String> = development.union(heldOut).union(freshHeldOut), reader: TextReader? = nil
    ) throws -> Figures {
        let reader = try reader ?? ReadingFixtures.reader()
        let marks = try marks()
        var figures = Figures()
        for passage in Set(marks.map(\.passage)).intersection(passages).sorted() {
            let text = try ReadingFixtures.text("Tests/Fixtures/passages/\(passage)")
            let list = try reader.list(text: text, level: .a1, limit: 10_000, source: passage)
            for mark in marks where mark.passage == passage {
                figures.targets += 1
                let word = list.words.first { $0.lemma == mark.lemma }
                // A skipped word has a best guess too: it counts in the best-guess figure and the margins.
                let scored = word ?? list.skipped.first { $0.lemma == mark.lemma }?.word
                if marked(word?.commonSense) == mark.gloss { figures.firstSenseRight += 1 }
                if let scored {
                    let right = marked(scored.guess) == mark.gloss
                    if right { figures.bestGuessRight += 1 }
                    let sure = reader.tuning.sureMargin
                    let margin = scored.confidence >= 1 ? .infinity : scored.confidence * sure / (1 - scored.confidence)
                    figures.margins.append((margin, right))
                }
                if list.skipped.contains(where: { $0.lemma == mark.lemma }) { figures.skipped += 1 }
                if let word, word.sense == nil {
                    figures.fallbacks += 1
                    if marked(word.commonSense) == mark.gloss { figures.fallbacksRight += 1 }
                }
                figures.decisions.append(
                    "\(passage)\t\(mark.lemma)\t\(word?.listItem ?? "-")\t"
                        + "\(word.map { marked($0.sense ?? $0.commonSense) == mark.gloss ? "right" : "wrong" } ?? "absent")"
                )
                guard let word, let sense = word.sense else { continue }
                figures.given += 1
                if marked(sense) == mark.gloss {
                    figures.right += 1
                } else {
                    figures.wrong.append("\(passage) \(word.listItem): \(sense.gloss) (marked: \(mark.gloss))")
                }
            }
        }
        return figures
    }

    @Test func mostSensesGivenAreRightAndMostTargetsGetOne() throws {
        let development = try Self.measure(Self.development)
        print("sense accuracy on the development passages \(Self.development.sorted()): \(development)")
        // The held-out passages' wrong senses are not printed: rules are never tuned on their items.
        print("sense accuracy on the held-out passages \(Self.heldOut.sorted()): \(try Self.measure(Self.heldOut))")
        print(
            "sense accuracy on the fresh held-out passages \(Self.freshHeldOut.sorted()): "
                + "\(try Self.measure(Self.freshHeldOut))")
        for line in development.wrong { print("  wrong: \(line)") }
        print(
            "sense accuracy on the round-5 held-out passages \(Self.round5HeldOut.sorted()): "
                + "\(try Self.measure(Self.round5HeldOut))")
        let figures = try Self.measure()
        print("sense accuracy on Tests/Fixtures/passages: \(figures)")
        if ProcessInfo.processInfo.environment["VOCABQUIZ_SENSE_DUMP"] != nil {
            for line in figures.decisions { print("decision\t\(line)") }
        }
        #expect(figures.targets == 134)
        // Round 4's 2-point margin: 20 of 23 given right (87%), 3 wrong; 26 of 36 with 10 wrong at 1.5 in
        // round 3. The precision target is met, for less coverage: a floor against regressions. (Issue 22's
        // learner definitions in the signatures cost one wrong sense: `Tuning.definitions`.)
        #expect(figures.given >= 20, "\(figures)")
        #expect(figures.precision >= 0.85 && figures.given - figures.right <= 3, "\(figures)")
        // An unsure word falls back to its common sense only when that is its best reading and its
        // definition is readable at the level: 18 of 73 right in round 1, 15 of 35 in round 3, 11 of 21 in
        // round 4, 17 of 28 by session 17; session 18's learner definitions (the senses teachers named as
        // everyday) made four more readable, 18 of 32; session 21's (the everyday meaning of A1-A2 words
        // in a class SemCor tagged less) six more, 22 of 38.
        #expect(figures.fallbacks <= 38 && figures.fallbacksRight * 3 >= figures.fallbacks, "\(figures)")
        withKnownIssue("issue 25's coverage target (60%) needs more than Lesk overlap") {
            #expect(figures.coverage >= 0.60, "\(figures)")
        }
    }
}
