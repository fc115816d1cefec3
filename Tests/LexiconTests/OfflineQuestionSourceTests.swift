import Foundation
import Lexicon
import Quiz
import Testing

@Suite struct OfflineQuestionSourceTests {
    func source(seed: UInt64 = 1) throws -> OfflineQuestionSource {
        OfflineQuestionSource(lexicon: try Fixtures.lexicon.get(), seed: seed)
    }

    @Test func sourceNamesItselfOffline() throws {
        #expect(try source().sourceName == "offline")
    }

    @Test(arguments: CEFRLevel.allCases)
    func levelPicksTargetsFromThatBand(level: CEFRLevel) throws {
        let source = try source()
        for _ in 0..<40 {
            let item = try source.makeQuestion(for: QuestionRequest(level: level))
            #expect(item.level == level)
            #expect(item.source == "offline")
        }
    }

    @Test func aListedWordWhoseSensesStartAboveItsBandIsAskedAtItsSensesLevel() throws {
        let source = try source()
        let move = try #require(source.generator.lexicon.entries(for: "move").first { $0.partOfSpeech == .verb })
        // The premise: "move" is A1 by frequency, but no sense of it is asked below B1.
        #expect(move.level < .b1)
        #expect(!move.senses.contains { $0.isAsked(at: .a2) })
        for level: CEFRLevel? in [nil, .a1, .a2] {
            let item = try source.makeQuestion(for: QuestionRequest(level: level, words: ["move"]))
            #expect(item.question.word == "move")
            #expect(item.level == .b1)
        }
        #expect(try source.makeQuestion(for: QuestionRequest(level: .c1, words: ["move"])).level == .c1)
    }

    @Test func wordListRestrictsTargetsAndNoWordRepeatsUntilTheListIsExhausted() throws {
        let source = try source()
        // Words askable at their own level ("house" and "sleep" are not at A1: their everyday senses'
        // definitions are above A2, their examples unfit for a blank, and their verbs a secondary class).
        // "cook" has no learner definition, so no sense of it is asked below B1: listed, it is asked at B1
        // (`LexiconEntry.listedLevel`).
        let words = ["abate", "cook", "quick", "run", "cheap"]
        let request = QuestionRequest(words: words.map { $0.uppercased() })
        let firstRound = try (0..<5).map { _ in try source.makeQuestion(for: request).question.word }
        #expect(Set(firstRound) == Set(words))
        let secondRound = try (0..<5).map { _ in try source.makeQuestion(for: request).question.word }
        #expect(Set(secondRound) == Set(words))
    }

    @Test func noWordRepeatsWithinALevelSession() throws {
        let source = try source(seed: 5)
        let words = try (0..<300).map { _ in try source.makeQuestion(for: QuestionRequest(level: .a1)).question.word }
        #expect(Set(words).count == words.count)
    }

    @Test func singleWordIsAskedEveryTimeForReview() async throws {
        let source = try source()
        for _ in 0..<5 {
            let item = try await source.nextQuestion(for: QuestionRequest(words: ["abate"]), onPartial: { _ in })
            #expect(item.question.word == "abate")
        }
    }

    @Test func excludedWordsAreNeverAsked() throws {
        let source = try source()
        let request = QuestionRequest(words: ["abate", "house", "quick"], excludedWords: ["house", "quick"])
        for _ in 0..<6 {
            #expect(try source.makeQuestion(for: request).question.word == "abate")
        }
    }

    @Test func excludingEveryListedWordIsAClearError() throws {
        let source = try source()
        let request = QuestionRequest(words: ["abate", "house"], excludedWords: ["abate", "house"])
        #expect(throws: LexiconError.noWordsLeft(level: nil)) { try source.makeQuestion(for: request) }
    }

    @Test func listOfOnlyUnknownWordsIsAClearError() throws {
        let source = try source()
        #expect(throws: LexiconError.unknownWords(["xyzzyq", "qwrtp"])) {
            try source.makeQuestion(for: QuestionRequest(words: ["Xyzzyq", "qwrtp"]))
        }
    }

    @Test func sameSeedReproducesTheSessionAndAnotherSeedDoesNot() throws {
        let run = { (seed: UInt64) throws -> [QuizItem] in
            let source = try self.source(seed: seed)
            return try (0..<50).map { _ in try source.makeQuestion(for: QuestionRequest()) }
        }
        #expect(try run(42) == run(42))
        #expect(try run(42) != run(43))
    }

    /// Every explanation gives the definition, except a blank's whose definition is above the level:
    /// that one shows the completed sentence, which contains the word.
    @Test func explanationsGiveTheDefinitionOrTheCompletedSentence() throws {
        let source = try source(seed: 8)
        let lexicon = try Fixtures.lexicon.get()
        var sentences = 0
        for _ in 0..<50 {
            let item = try source.makeQuestion(for: QuestionRequest(level: .b1))
            let explanation = item.question.explanation
            if explanation.contains("\(item.question.word) (") { continue }
            sentences += 1
            #expect(item.kind == .fillInTheBlank, "\(explanation)")
            let forms = lexicon.entries(for: item.question.word).flatMap(\.forms)
            #expect(WordMatcher(lemma: item.question.word, forms: forms).occurs(in: explanation), "\(explanation)")
        }
        #expect(sentences < 25, "most questions still define their word")
    }
}

extension OfflineQuestionSourceTests {
    /// A one-word lexicon: too small for distractors, and empty at every level but B1.
    func tinyLexicon() throws -> Lexicon {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tiny-\(UUID().uuidString).tsv")
        try "VQLEX\t1\t1\t1\nS\tv\tbecome less intense\tthe storm abated\tabate\t\nabate\tv\t2\tabated\t0\n"
            .write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        return try Lexicon(contentsOf: url)
    }

    @Test func emptyLevelIsAClearErrorNotACrash() throws {
        let source = OfflineQuestionSource(lexicon: try tinyLexicon(), seed: 1)
        #expect(throws: LexiconError.noWordsLeft(level: .c2)) {
            try source.makeQuestion(for: QuestionRequest(level: .c2))
        }
    }

    @Test func wordWithoutEnoughDistractorsIsAClearError() throws {
        let source = OfflineQuestionSource(lexicon: try tinyLexicon(), seed: 1)
        #expect(throws: LexiconError.noQuestion(word: "abate")) {
            try source.makeQuestion(for: QuestionRequest(words: ["abate"]))
        }
    }
}
