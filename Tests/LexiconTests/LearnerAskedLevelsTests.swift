import Lexicon
import Quiz
import Testing

/// Issue 22, session 27: words session 24's A2 review found too hard to ask at A2, which A1-A2 definitions still
/// use (`scripts/data/learner-asked-levels.tsv`): *express*, *prove* and *mention*, which rounds 70-72's A2 readers
/// met as keys and wrong answers.
@Suite struct LearnerAskedLevelsTests {
    let lexicon: Lexicon

    init() throws { lexicon = try Fixtures.lexicon.get() }

    static let rows = Result {
        try LearnerDefinitionTests.dataRows("learner-asked-levels.tsv", header: "lemma", fields: 4)
    }

    /// Each listed entry is asked no lower than its row says, yet its word is still read at a lower level.
    @Test func listedWordsAreReadLowerThanTheyAreAsked() throws {
        let rows = try Self.rows.get()
        #expect(rows.count >= 50)
        var readLower = 0
        for row in rows {
            let kind = try #require(PartOfSpeech(rawValue: row.fields[1]), "line \(row.line)")
            let level = try #require(CEFRLevel(rawValue: row.fields[2]), "line \(row.line)")
            let entry = try #require(lexicon.entries(for: row.fields[0]).first { $0.partOfSpeech == kind })
            #expect(entry.senses.allSatisfy { $0.level.map { $0 >= level } ?? true }, "\(row.fields[0])")
            if let reading = lexicon.readingLevel(ofWord: row.fields[0]), reading < level { readLower += 1 }
        }
        #expect(readLower * 2 > rows.count, "most are words A1-A2 definitions read: \(readLower) of \(rows.count)")
    }

    /// Over 600 A2 questions, no listed word is the word asked or a wrong answer.
    @Test func noA2QuestionAsksOrOffersThem() throws {
        let listed = Set(try Self.rows.get().map { $0.fields[0] })
        let source = OfflineQuestionSource(lexicon: lexicon, seed: 70)
        var found: [String] = []
        for _ in 0..<600 {
            let question = try source.makeQuestion(for: QuestionRequest(level: .a2)).question
            found += ([question.word] + question.choices).filter(listed.contains)
        }
        #expect(found.isEmpty, "\(found)")
    }
}
