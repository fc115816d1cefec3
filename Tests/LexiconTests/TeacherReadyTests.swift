import Foundation
import Lexicon
import Quiz
import Testing

/// Issue 22: offline questions a teacher hands out unedited. Each test reads generated questions the
/// way the teacher's rubric does, over the real bundled lexicon.
@Suite struct TeacherReadyTests {
    let lexicon: Lexicon

    init() throws {
        lexicon = try Fixtures.lexicon.get()
    }

    /// 100 questions at each of A2, B1 and C1 from one session (so the recent-word rule applies).
    static let session = Result { () throws -> [QuizItem] in
        let source = OfflineQuestionSource(lexicon: try Fixtures.lexicon.get(), seed: 22)
        return try (0..<300).map { try source.makeQuestion(for: QuestionRequest(level: [.a2, .b1, .c1][$0 / 100])) }
    }

    @Test func aSenseHasItsOwnLevelAndRareSensesAreNeverAsked() throws {
        let bank = lexicon.senses(of: "bank")
        // A teacher named the money bank the everyday sense (session 18): the river bank comes at B2.
        #expect(bank[1].gloss.hasPrefix("a business that keeps your money") && bank[1].level == .a1)
        #expect(bank[0].gloss.hasPrefix("the land along the side of a river") && bank[0].level == .b2)
        #expect(bank.contains { $0.level == nil }, "bank's arrangement-in-a-row sense is rare")
        let complaint = lexicon.senses(of: "complaint")
        let cry = try #require(complaint.first { $0.gloss.hasPrefix("a loud cry") })
        #expect(cry.level == nil, "WordNet's “(formerly) a loud cry” is never asked")
        #expect(!cry.isAsked(at: .c2))
        #expect(complaint.contains { $0.isAsked(at: .b2) })
    }

    @Test func noGlossCarriesDictionaryNotation() {
        var found: [String] = []
        for index in 0..<lexicon.synsetCount {
            let gloss = lexicon.gloss(ofSynset: index)
            let notation = ["usually followed by", "often followed by", "sometimes followed by", "(followed by"]
            if gloss.contains("`") || notation.contains(where: gloss.contains) || gloss.hasPrefix("(formerly)")
                || gloss.hasPrefix("(physics)") || gloss.hasPrefix("(computer science)")
            {
                found.append(gloss)
            }
        }
        #expect(found.isEmpty, "\(found.count): \(found.prefix(5))")
    }

    @Test func questionsTestOnlySensesAtTheirLevel() throws {
        var offenders: [String] = []
        for item in try Self.session.get() {
            guard let level = item.level, let gloss = Self.testedGloss(item) else { continue }
            let senses = lexicon.senses(of: item.question.word).filter { $0.gloss == gloss }
            if !senses.isEmpty, !senses.contains(where: { $0.isAsked(at: level) }) {
                offenders.append("\(level) \(item.question.word): \(gloss)")
            }
        }
        #expect(offenders.isEmpty, "\(offenders.prefix(5))")
    }

    @Test func wordsShownAreAtMostOneLevelAbove() throws {
        var offenders: [String] = []
        for item in try Self.session.get() {
            guard let level = item.level else { continue }
            let ceiling = level.higher ?? .c2
            for choice in item.question.choices where !choice.contains(" ") {
                if let read = lexicon.readingLevel(ofWord: choice), read > ceiling, choice != item.question.word {
                    offenders.append("\(level) \(choice) (\(read))")
                }
            }
            if item.kind == .definitionToWord || item.kind == .wordToDefinition {
                let definitions = item.kind == .wordToDefinition ? item.question.choices : [item.question.text]
                for text in definitions where !lexicon.isReadable(text, at: level) {
                    offenders.append("\(level) “\(text)”")
                }
            }
        }
        #expect(offenders.isEmpty, "\(offenders.count): \(offenders.prefix(8))")
    }

    @Test func examplesContainTheirWord() throws {
        for item in try Self.session.get() {
            let text = item.question.explanation
            guard let start = text.range(of: "Example: “"), let end = text[start.upperBound...].firstIndex(of: "”")
            else { continue }
            let forms = lexicon.entries(for: item.question.word).flatMap(\.forms)
            let matcher = WordMatcher(lemma: item.question.word, forms: forms)
            #expect(matcher.occurs(in: String(text[start.upperBound..<end])), "\(text)")
        }
    }

    @Test func theKeyIsRarelyTheStrictlyLongestMeaning() throws {
        let meaning = try Self.session.get().filter { $0.kind == .wordToDefinition }
        let longest = meaning.filter { item in
            item.question.choices.allSatisfy { $0 == item.question.answer || $0.count < item.question.answer.count }
        }
        #expect(meaning.count >= 30)
        #expect(Double(longest.count) <= 0.3 * Double(meaning.count), "\(longest.count) of \(meaning.count)")
    }

    @Test func aWordShownIsNeitherAskedNorOfferedInTheNextTwentyQuestions() throws {
        let items = try Self.session.get()
        var clashes: [String] = []
        for (index, item) in items.enumerated() {
            let shown = Set(([item.question.word] + item.question.choices).map(Question.normalized))
            for later in items[(index + 1)..<min(index + 21, items.count)] {
                let words = [later.question.word] + later.question.choices.filter { $0 != later.question.answer }
                for word in words.map(Question.normalized) where shown.contains(word) && !word.contains(" ") {
                    clashes.append(word)
                }
            }
        }
        #expect(clashes.isEmpty, "\(clashes.prefix(10))")
    }

    @Test func aWrongPickSaysWhatTheChosenWordMeansThenTheKey() throws {
        for item in try Self.session.get() {
            let question = item.question
            let feedback = try #require(item.choiceFeedback)
            #expect(feedback.count == question.choices.count)
            for (index, choice) in question.choices.enumerated() {
                if choice == question.answer {
                    #expect(item.feedback(forChoice: index) == nil)
                    continue
                }
                let note = try #require(item.feedback(forChoice: index), "no feedback for \(choice)")
                let definitionShown = Self.testedGloss(item) != nil
                #expect(
                    note.contains(
                        definitionShown ? "“\(question.word)” here means" : "“\(question.word)” is the word that fits"),
                    "\(note)")
                if item.kind != .wordToDefinition {
                    #expect(note.hasPrefix("“\(choice)” means “"), "\(note)")
                }
            }
        }
    }

    @Test func blanksNeedContextAndAgreeWithTheirArticle() throws {
        let article = try #require(BlankContext("it was a _____ game with many good moves", key: "close"))
        #expect(article.fits("tight") && !article.fits("accurate"))
        #expect(BlankContext("_____ Party", key: "communist")?.isDecidable == false)
        #expect(BlankContext("the _____ Congress met in the capital today", key: "house")?.isDecidable == false)
        #expect(BlankContext("he gave a _____ speech about the new school rules", key: "long")?.isDecidable == true)
    }

    /// The definition a question tests, from its explanation's "word (pos): gloss.".
    static func testedGloss(_ item: QuizItem) -> String? {
        let text = item.question.explanation
        guard let head = text.range(of: "\(item.question.word) ("),
            let close = text[head.upperBound...].range(of: "): ")
        else { return nil }
        var gloss = text[close.upperBound...]
        if let example = gloss.range(of: ". Example: “") { gloss = gloss[..<example.lowerBound] }
        return String(gloss.hasSuffix(".") ? gloss.dropLast() : gloss)
    }
}
