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

    /// No row's word is a wrong answer in 1,200 questions at B1-C1 (as a word, or as the word whose meaning a
    /// wrong choice gives), and each is still asked.
    @Test func listedWordsAreAskedButNeverOffered() throws {
        let rows = try Self.rows.get()
        #expect(rows.count >= 5)
        let listed = Set(rows.map { "\($0.fields[0]) \($0.fields[1])" })
        let source = OfflineQuestionSource(lexicon: lexicon, seed: 31)
        var offered: [String] = []
        for index in 0..<1_200 {
            let item = try source.makeQuestion(for: QuestionRequest(level: [.b1, .b2, .c1][index % 3]))
            // Every choice is in the target's class ("bolt (noun): …"); a listed noun may be offered as a verb.
            let name = try #require(item.question.explanation.firstMatch(of: /\((noun|verb|adjective|adverb)\):/)?.1)
            let kind = try #require(PartOfSpeech.allCases.first { $0.name == name })
            // A meaning offered as a wrong answer counts by the word its feedback names: one meaning can be
            // several words' (*arouse*'s is *evoke*'s too), and only the listed word is held back.
            let asked = [item.question.word, item.question.answer].map(Question.normalized)
            offered += TeacherReadyTests.wordsShown(by: item).subtracting(asked).map { "\($0) \(kind.rawValue)" }
                .filter(listed.contains)
        }
        #expect(offered.isEmpty, "\(offered)")
        let generator = QuestionGenerator(lexicon: lexicon)
        #expect(!generator.questions(about: "gay", at: .b2, seeds: 1...5).isEmpty)
    }
}
