import Foundation
import Quiz
import Testing

@testable import Lexicon

/// The cut-off rule, measured both ways: on sentences people wrote (the passages, the natural corpus'
/// stems and explanations, and every example sentence written for learners) and on what SmolLM2 wrote
/// in a live export that every other check passed.
@Suite struct CutOffSentenceTests {
    /// The passages are read line by line, and a line of a wrapped paragraph may end anywhere: only
    /// lines that end a sentence count.
    @Test func noSentencePeopleWroteStopsMidPhrase() throws {
        let examples = try LearnerDefinitionTests.dataRows("learner-examples.tsv", header: "lemma").map { $0.fields[3] }
        let endsSentence = { (text: String) in text.trimmingCharacters(in: .whitespaces).last.map { ".!?".contains($0) }
        }
        let texts = try UnknownWordTests.humanText().filter { endsSentence($0) == true } + examples
        let flagged = texts.filter { CutOffSentence.danglingEnd(of: $0) != nil }
        print(
            "cut-off rule on human text: \(texts.count) texts (\(examples.count) learner examples), flagged \(flagged)")
        #expect(examples.count > 15_000)
        #expect(flagged == [])
    }

    /// The 24 questions of a live 24-question export (`smollm2-bound-junk/delivered-2026-12-05.jsonl`),
    /// every one passed by the checks of the time: 4 stems and 4 more explanations stop mid-phrase.
    @Test func smolLM2sCutOffSentencesAreFound() throws {
        let delivered = try UnknownWordTests.delivered("delivered-2026-12-05.jsonl")
        let found = delivered.compactMap { item -> String? in
            let end = CutOffSentence.danglingEnd(of: item.text) ?? CutOffSentence.danglingEnd(of: item.explanation)
            return end.map { "\(item.word): \($0)" }
        }
        #expect(delivered.count == 24)
        #expect(
            found == [
                "put: it's", "sentence: and", "rainbow: the", "rose: a", "radio: you're", "zero: it's",
                "forest: that's", "surprise: and",
            ])
    }

    @Test(
        arguments: [
            ("The _____ is a beautiful color that appears after rain, when the.", "the"),
            ("It's cold outside, so we stayed at home and.", "and"),
            ("The forest is covered with trees that’s.", "that’s"),
            ("What material is this table made of?", nil),
            ("It was a nice day; it was cold, though.", nil),
            ("This sentence has two clauses joined by 'and'.", nil),
            ("On the farm a little ___ is next to its mother", nil),
            ("Which word means 'the'?", nil),
            ("The hotel is open all year, even in 1412.", nil),
        ] as [(String, String?)])
    func aSentenceStopsMidPhraseOnlyOnAWordNoSentenceEndsOn(text: String, end: String?) {
        #expect(CutOffSentence.danglingEnd(of: text) == end)
    }
}
