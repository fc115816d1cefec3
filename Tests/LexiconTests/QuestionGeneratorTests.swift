import Lexicon
import Quiz
import Testing

@Suite struct QuestionGeneratorTests {
    /// Cycles through every level so each band and every kind is exercised.
    func generate(count: Int, seed: UInt64) throws -> [QuizItem] {
        let source = OfflineQuestionSource(lexicon: try Fixtures.lexicon.get(), seed: seed)
        return try (0..<count).map { number in
            try source.makeQuestion(for: QuestionRequest(level: CEFRLevel.allCases[number % 6]))
        }
    }

    @Test func thousandSeededQuestionsHaveOneRightAnswerByTheReferenceReader() throws {
        let checker = AnswerChecker(reference: try ReferenceLexicon.shared.get())
        let items = try generate(count: 1_000, seed: 20_261_130)
        let problems = items.flatMap { item in
            checker.problems(in: item).map { "\(item.kind) \(item.question.word): \($0)" }
        }
        #expect(problems.isEmpty, "\(problems.prefix(20))")
        let undetectedSwaps = try items.filter { item in
            var swapped = item
            let other = try #require(item.question.choices.first { $0 != item.question.answer })
            swapped.question = try item.question.replacing(answer: other)
            return checker.problems(in: swapped).isEmpty
        }
        #expect(undetectedSwaps.isEmpty, "the checker missed a distractor marked as the answer")
        let kinds = Set(items.map(\.kind))
        #expect(kinds == Set(QuestionGenerator.kinds))
    }

    @Test(arguments: QuestionGenerator.kinds)
    func everyKindIsCorrectOnTwoHundredWords(kind: QuestionKind) throws {
        let lexicon = try Fixtures.lexicon.get()
        let generator = QuestionGenerator(lexicon: lexicon)
        let checker = AnswerChecker(reference: try ReferenceLexicon.shared.get())
        var random = SeededGenerator(seed: 7)
        var made = 0
        var problems: [String] = []
        while made < 200 {
            let entry = lexicon.entry(at: Int.random(in: 0..<lexicon.entryCount, using: &random))
            guard let item = generator.makeQuestion(about: entry, kinds: [kind], using: &random) else { continue }
            #expect(item.kind == kind)
            problems += checker.problems(in: item).map { "\(entry.lemma): \($0)" }
            made += 1
        }
        #expect(problems.isEmpty, "\(problems.prefix(20))")
    }

    /// Pools four seeds' questions and tests at p = 0.001: a fixed-seed test fails for any unbiased
    /// shuffle on a share of lexicons equal to its p (one seed of 1,000 at p = 0.01 failed once the
    /// lexicon changed, while 5,000 exported questions gave chi-square 2.06), and 4,000 questions
    /// still show a 3-point lean towards one letter (chi-square about 19).
    @Test func answerPositionsAreUniformByChiSquare() throws {
        var counts = [0, 0, 0, 0]
        for seed: UInt64 in 99...102 {
            for item in try generate(count: 1_000, seed: seed) {
                counts[item.question.answerIndex] += 1
            }
        }
        let expected = Double(counts.reduce(0, +)) / 4
        let statistic = counts.reduce(0) { $0 + (Double($1) - expected) * (Double($1) - expected) / expected }
        // 16.266 is the chi-square critical value for p = 0.001 with 3 degrees of freedom.
        #expect(statistic < 16.266, "positions \(counts), chi-square \(statistic)")
    }
}

extension QuestionGeneratorTests {
    /// Spelling variants are one letter apart (round 17: "closest in meaning to “mamma”" keyed *mama*).
    @Test(arguments: [
        ("mamma", "mama", true), ("gray", "grey", true), ("judgement", "judgment", true),
        ("possible", "impossible", true), ("big", "large", false), ("ascend", "descend", false),
        ("ammo", "ammunition", true), ("bank", "banquet", true), ("bike", "bicycle", false),
    ])
    func spellingVariantsLookAlike(first: String, second: String, alike: Bool) {
        #expect(QuestionGenerator.lookAlike(first, second) == alike)
        #expect(QuestionGenerator.lookAlike(second, first) == alike)
    }

    @Test(arguments: [QuestionKind.synonym, .antonym])
    func answersAreNotGuessableFromSpelling(kind: QuestionKind) throws {
        let lexicon = try Fixtures.lexicon.get()
        let generator = QuestionGenerator(lexicon: lexicon)
        var random = SeededGenerator(seed: 3)
        var lookAlikes: [String] = []
        var made = 0
        while made < 200 {
            let entry = lexicon.entry(at: Int.random(in: 0..<lexicon.entryCount, using: &random))
            guard let item = generator.makeQuestion(about: entry, kinds: [kind], using: &random) else { continue }
            let (word, answer) = (item.question.word, item.question.answer)
            if word.contains(answer) || answer.contains(word) || word.prefix(5) == answer.prefix(5) {
                lookAlikes.append("\(word)/\(answer)")
            }
            made += 1
        }
        #expect(lookAlikes.isEmpty, "\(lookAlikes.prefix(10))")
    }
}
