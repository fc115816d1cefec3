import Foundation
import Lexicon
import Quiz
import Testing

/// Issue 22, session 23: the example an explanation shows is one written for learners
/// (`scripts/data/learner-examples.tsv`), never one of WordNet's. Blind readers had faulted WordNet's
/// examples ("Light a cigarette", "therefore X must be true") in 144 of 1,020 verdicts on questions that
/// showed one; a second reader passed every kept row.
@Suite struct LearnerExamplesTests {
    let lexicon: Lexicon

    init() throws { lexicon = try Fixtures.lexicon.get() }

    static let rows = Result { try LearnerDefinitionTests.dataRows("learner-examples.tsv", header: "lemma") }

    /// The sentence inside an explanation's `Example: “…”`, if it shows one.
    static func shownExample(in explanation: String) -> String? {
        guard let start = explanation.range(of: "Example: “"),
            let end = explanation.range(of: "”", range: start.upperBound..<explanation.endIndex)
        else { return nil }
        return String(explanation[start.upperBound..<end.lowerBound])
    }

    /// Every row reached its word's sense: the build put it among that sense's examples (for adults only
    /// when it holds a term the classroom filter hides: "He was tortured by doubts about his decision.").
    @Test func everyRowIsAnExampleOfItsWord() throws {
        let rows = try Self.rows.get()
        #expect(rows.count >= 3_000)
        let mature = lexicon.restricted(to: .mature)
        let missing = rows.filter { _, fields in
            !mature.senses(of: fields[0]).contains {
                $0.partOfSpeech.rawValue == fields[1] && $0.examples.contains(fields[3])
            }
        }
        #expect(missing.isEmpty, "\(missing.count): \(missing.prefix(3).map(\.line))")
    }

    /// Questions at A1-C1 show an example only from the rows, and most show one (the rows cover every
    /// meaning asked there that a writer and a reader passed).
    @Test(arguments: [CEFRLevel.a1, .a2, .b1, .b2, .c1])
    func explanationsShowOnlyLearnerExamples(at level: CEFRLevel) throws {
        // A row serves every member of its meaning that it names: "The twins wore matching red hats." was
        // written for *twins* and explains *twin*.
        let written = Set(try Self.rows.get().map { $0.fields[3] })
        let source = OfflineQuestionSource(lexicon: lexicon, seed: 23)
        var shown = 0
        var faults: [String] = []
        let count = 200
        for _ in 0..<count {
            let question = try source.makeQuestion(for: QuestionRequest(level: level)).question
            guard let example = Self.shownExample(in: question.explanation) else { continue }
            shown += 1
            if !written.contains(example) { faults.append("\(question.word): \(example)") }
        }
        #expect(faults.isEmpty, "\(faults.prefix(5))")
        #expect(shown * 2 >= count, "only \(shown) of \(count) at \(level) show an example")
    }

    /// A blank sentence is still real usage from WordNet, never a sentence written to explain the word.
    @Test func blanksAreNotCutFromLearnerExamples() throws {
        let written = Set(try Self.rows.get().map { $0.fields[3].lowercased() })
        let source = OfflineQuestionSource(lexicon: lexicon, seed: 22)
        var blanks = 0
        for _ in 0..<600 {
            let item = try source.makeQuestion(for: QuestionRequest(level: .a1))
            guard item.kind == .fillInTheBlank, let quote = item.question.explanation.split(separator: "”").first
            else { continue }
            blanks += 1
            #expect(!written.contains(String(quote.dropFirst()).lowercased()), "\(item.question.word)")
        }
        #expect(blanks > 0)
    }

    /// A row whose sentence lacks its word, or names a sense the word does not have, stops the build and
    /// names the line, so no example can reach a sense it does not illustrate.
    @Test(.enabled(if: LexiconBuildScript.toolsArePresent, "needs the build's tools (scripts/test installs them)"))
    func theBuildStopsOnAFaultyRow() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("learner-examples-\(UUID())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let rows = scratch.appendingPathComponent("learner-examples.tsv")
        let text =
            "lemma\tpos\toffset\texample\ndog\tn\t02084071\tThe cat sat on the mat.\n"
            + "dog\tn\t00001740\tOur dog sleeps by the door.\n"
        try text.write(to: rows, atomically: true, encoding: .utf8)
        let result = try LexiconBuildScript.run([
            LexiconBuildScript.script.path, "--learner-examples", rows.path,
            "--output", scratch.appendingPathComponent("lexicon.tsv").path,
        ])
        #expect(result.status != 0)
        #expect(result.output.contains("learner-examples.tsv:2: the example does not use dog"), "\(result.output)")
        #expect(result.output.contains("learner-examples.tsv:3: dog (n) has no sense 00001740"), "\(result.output)")
    }
}
