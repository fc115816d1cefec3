import Quiz
import Testing

@testable import Lexicon

/// Issue 22, session 26: what one question gives away about the next ones.
extension TeacherReadyTests {
    /// Round 52: *awkwardly*'s meaning question offered "as it appears, though it may not be true" (*seemingly*'s
    /// meaning) as a wrong answer, and two questions later *seemingly* was asked; *sovereignty* came after
    /// *sovereign*. A word whose meaning a question showed, or a word of the same family as any word
    /// shown, is not asked in the next twenty questions.
    @Test func noTargetIsAWordOrAFamilyMemberShownInTheTwentyQuestionsBefore() throws {
        let items = try Self.session.get()
        var clashes: [String] = []
        for (index, item) in items.enumerated() {
            let target = Question.normalized(item.question.word)
            for earlier in items[max(0, index - OfflineQuestionSource.recentQuestions)..<index] {
                for word in Self.wordsShown(by: earlier)
                where word == target || RecentWords.hasRelative(of: target, in: [word]) {
                    clashes.append("\(target) after \(word)")
                }
            }
        }
        #expect(clashes.isEmpty, "\(clashes.prefix(10))")
    }

    /// Round 80: *connect* and *link* share one meaning ("to join two or more things together"); a B1 set
    /// asked both, and told the class that two answers were right. The other words of an asked meaning
    /// count as shown, so the meaning is not asked again within twenty questions. Without the rule, these
    /// three B1 sessions asked *frequently* then *repeatedly*, and *math* and *mathematics* twice, on session
    /// 28's data; repeats are rare (about one in 1,500 questions), so a data change can draw none here, and
    /// `theOtherWordsOfTheAskedMeaningAreShown` checks the rule itself.
    @Test func noMeaningIsAskedTwiceInTwentyQuestions() throws {
        var repeats: [String] = []
        for seed: UInt64 in [28, 29, 37] {
            let source = OfflineQuestionSource(lexicon: lexicon, seed: seed)
            let items = try (0..<500).map { _ in try source.makeQuestion(for: QuestionRequest(level: .b1)) }
            let meanings = items.map(Self.testedGloss)
            for (index, meaning) in meanings.enumerated() {
                guard let meaning else { continue }
                for earlier in max(0, index - OfflineQuestionSource.recentQuestions)..<index
                where meanings[earlier] == meaning {
                    repeats.append("\(items[earlier].question.word), then \(items[index].question.word): \(meaning)")
                }
            }
        }
        #expect(repeats.isEmpty, "\(repeats)")
    }

    @Test func theOtherWordsOfTheAskedMeaningAreShown() throws {
        let connect = try #require(lexicon.entries(for: "connect").first { $0.partOfSpeech == .verb })
        let generator = QuestionGenerator(lexicon: lexicon)
        var joined = 0
        for seed in UInt64(0)..<40 {
            var random = SeededGenerator(seed: seed)
            guard case .success(let generated) = generator.attempt(connect, level: .b1, using: &random),
                generated.item.question.explanation.contains("to join two or more things together")
            else { continue }
            joined += 1
            #expect(generated.shownWords.contains("link"))
        }
        #expect(joined > 0, "no question asked connect's joining meaning")
    }

    @Test func aFamilyIsAWordBeginningWithAnotherOfFiveLettersOrMore() {
        #expect(RecentWords.hasRelative(of: "sovereignty", in: ["sovereign"]))
        #expect(RecentWords.hasRelative(of: "awkward", in: ["river", "awkwardly"]))
        #expect(RecentWords.hasRelative(of: "simulate", in: ["simulator"]), "round 57: less the final e")
        #expect(!RecentWords.hasRelative(of: "station", in: ["state"]), "stat- is too short a stem")
        #expect(!RecentWords.hasRelative(of: "carpet", in: ["car"]))
        #expect(!RecentWords.hasRelative(of: "scarf", in: ["scar"]))
        #expect(!RecentWords.hasRelative(of: "sovereign", in: ["sovereign"]), "the word itself is not its family")
        #expect(!RecentWords.hasRelative(of: "sovereign", in: ["reign"]))
    }

    /// The target, the one-word choices, and the words a meaning question's wrong answers define, which its
    /// feedback names ("That is what “seemingly” means; …").
    static func wordsShown(by item: QuizItem) -> Set<String> {
        let defined = (item.choiceFeedback ?? []).compactMap { note -> String? in
            guard note.hasPrefix("That is what “"), let end = note.firstIndex(of: "”") else { return nil }
            return String(note[note.index(note.startIndex, offsetBy: 14)..<end])
        }
        let words = ([item.question.word] + item.question.choices + defined).map(Question.normalized)
        return Set(words.filter { !$0.contains(" ") })
    }

    /// Rounds 53 and 54: *gland* among *lip* and *bone* at C1, and *pike*'s meaning among *sauce*'s, *grape*'s
    /// and *cupcake*'s, were found by elimination. From B2 up, no wrong answer is more than two levels below
    /// the question.
    @Test func noWrongAnswerIsTwoLevelsBelowAB2OrC1Question() throws {
        var below: [String] = []
        for item in try questionsAtB2AndC1(200, seed: 26) {
            guard let level = item.level else { continue }
            let key = Question.normalized(item.question.answer)
            let target = Question.normalized(item.question.word)
            for word in Self.wordsShown(by: item) where word != key && word != target {
                if let highest = lexicon.entries(for: word).map(\.level).max(), highest.index < level.index - 2 {
                    below.append("\(word) (\(highest)) in a \(level) question about \(target)")
                }
            }
        }
        #expect(below.isEmpty, "\(below.prefix(10))")
    }

    /// Round 58: both readers of a file marked *acronym* and *oblivion*, explained with no example, as feedback
    /// that does not teach. A word drawn from a level is asked only with an example of its sense (a blank's
    /// sentence is one); a word a teacher lists is asked all the same.
    @Test func aQuestionDrawnFromALevelShowsAnExample() throws {
        let bare = try questionsAtB2AndC1(500, seed: 60).filter {
            $0.kind != .fillInTheBlank && !$0.question.explanation.contains("Example: “")
        }
        #expect(bare.isEmpty, "\(bare.prefix(10).map(\.question.word))")
        let listed = try OfflineQuestionSource(lexicon: lexicon, seed: 1).makeQuestion(
            for: QuestionRequest(words: ["acronym"]))
        #expect(!listed.question.explanation.contains("Example:"), "acronym has no example written for learners")
    }

    /// `count` questions at B2, then `count` at C1, from one offline session.
    func questionsAtB2AndC1(_ count: Int, seed: UInt64) throws -> [QuizItem] {
        let source = OfflineQuestionSource(lexicon: lexicon, seed: seed)
        return try [CEFRLevel.b2, .c1].flatMap { level in
            try (0..<count).map { _ in try source.makeQuestion(for: QuestionRequest(level: level)) }
        }
    }
}
