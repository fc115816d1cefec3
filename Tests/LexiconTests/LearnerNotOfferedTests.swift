import Lexicon
import Quiz
import Testing

/// Issue 22, session 22: words a teacher asks but never hands a class as a filler wrong answer
/// (`scripts/data/learner-not-offered.tsv`): *gay* beside *appropriate* or *everyday* in rounds 29-32.
@Suite struct LearnerNotOfferedTests {
    let lexicon: Lexicon

    init() throws { lexicon = try Fixtures.lexicon.get() }

    static let rows = Result {
        try LearnerDefinitionTests.dataRows("learner-not-offered.tsv", header: "lemma", fields: 3)
    }

    /// No row's word is a wrong answer in 1,200 questions at B1-C1 (word choices and definitions alike), and
    /// each is still asked.
    @Test func listedWordsAreAskedButNeverOffered() throws {
        let rows = try Self.rows.get()
        #expect(rows.count >= 5)
        let listed = rows.map { (lemma: $0.fields[0], kind: PartOfSpeech(rawValue: $0.fields[1])) }
        let glosses = Set(listed.compactMap { lexicon.everydaySense(of: $0.lemma, as: $0.kind ?? .noun)?.gloss })
        let source = OfflineQuestionSource(lexicon: lexicon, seed: 31)
        var offered: [String] = []
        for index in 0..<1_200 {
            let item = try source.makeQuestion(for: QuestionRequest(level: [.b1, .b2, .c1][index % 3]))
            let wrong = item.question.choices.filter { $0 != item.question.answer }
            offered += wrong.filter { choice in listed.contains { $0.lemma == choice } || glosses.contains(choice) }
        }
        #expect(offered.isEmpty, "\(offered)")
        let generator = QuestionGenerator(lexicon: lexicon)
        #expect(!generator.questions(about: "gay", at: .b2, seeds: 1...5).isEmpty)
    }
}
