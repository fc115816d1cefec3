import Testing

@testable import Quiz

@Suite("QuizSession")
struct QuizSessionTests {
    static func question(_ word: String) -> Question {
        try! Question(
            word: word, text: "What does \(word) mean?", choices: ["a", "b", "c", "d"], answer: "c", explanation: ".")
    }

    @Test func aShownWordIsNotRequestedAgainAndTheCountEndsTheSession() {
        var session = QuizSession(settings: QuizSettings(count: 2))
        #expect(session.hasQuestionsLeft)
        #expect(session.didShow(Self.question("Abate")) == 1)
        #expect(session.nextRequest().excludedWords == ["abate"])
        #expect(session.didShow(Self.question("wane")) == 2)
        #expect(!session.hasQuestionsLeft)
    }

    @Test func gradingScoresAndReportsTheRightChoice() throws {
        var session = QuizSession(settings: QuizSettings())
        let graded = session.grade(Self.question("ebb"), given: 2)
        let right = try #require(graded)
        #expect(right.isCorrect && right.answerIndex == 2 && right.score.streak == 1)
        let regraded = session.grade(Self.question("ebb"), given: 0)
        let wrong = try #require(regraded)
        #expect(!wrong.isCorrect && wrong.score.line() == "Score 1/2 (50%) · streak 0")
    }

    @Test func adaptiveGradingStepsTheLevelOfLaterRequests() throws {
        var session = QuizSession(
            settings: QuizSettings(level: .b1), adaptive: AdaptiveLevel(level: .b1, stepUpAfter: 2))
        _ = session.grade(Self.question("x"), given: 2)
        let graded = session.grade(Self.question("y"), given: 2)
        let second = try #require(graded)
        #expect(second.levelChange?.to == .b2)
        #expect(session.nextRequest().level == .b2)
    }

    @Test func commandsChangeWhatComesNextAndSaySo() {
        var session = QuizSession(settings: QuizSettings(level: .a2), adaptive: AdaptiveLevel(level: .a2))
        #expect(session.apply(.level(.c1)) == ("Level C1 from the next question.", true))
        #expect(session.adaptive?.level == .c1)
        #expect(session.apply(.topic("food")).message == "Topic \"food\" from the next question.")
        #expect(session.apply(.words(["lamb", "duck"])).message == "Only these 2 words from now on.")
        #expect(session.apply(.review([])) == ("Nothing is due for review yet.", false))
        #expect(session.apply(.review(["ebb"])).changesWhatComesNext)
        let request = session.nextRequest()
        #expect(request.words == ["ebb"] && request.level == .c1 && request.topic == "food")
        #expect(session.nextRequest().words == ["lamb", "duck"])
    }

    @Test func onceEveryListedWordCameUpANewRoundStartsWithoutTheLastOne() {
        var session = QuizSession(settings: QuizSettings(words: ["lamb", "Duck"]))
        _ = session.didShow(Self.question("lamb"))
        #expect(session.nextRequest().excludedWords == ["lamb"])
        _ = session.didShow(Self.question("duck"))
        #expect(session.nextRequest().excludedWords == ["duck"], "a new round, without the word just shown")
        _ = session.didShow(Self.question("lamb"))
        #expect(session.nextRequest().excludedWords == ["lamb"])
    }

    @Test func aSourceOutOfWordsStartsANewRoundOnlyWhenTheRoundAskedSomething() {
        var session = QuizSession(settings: QuizSettings(level: .a1))
        #expect(session.startNewRound() == nil, "nothing asked yet: running out of words is an error")
        for word in ["ebb", "flow", "tide"] { _ = session.didShow(Self.question(word)) }
        #expect(session.startNewRound() == 3)
        #expect(session.nextRequest().excludedWords == ["tide"])
        #expect(session.startNewRound() == nil, "the new round asked nothing yet")
        _ = session.didShow(Self.question("ebb"))
        #expect(session.nextRequest().excludedWords == ["ebb"], "the held-back word may come again")
        _ = session.didShow(Self.question("tide"))
        #expect(session.startNewRound() == 2)
        #expect(session.nextRequest().excludedWords == ["tide"])
    }

    @Test func aRoundOfOneWordAsksItAgain() {
        var session = QuizSession(settings: QuizSettings(words: ["lamb", "duck"]))
        _ = session.didShow(Self.question("lamb"))
        #expect(session.startNewRound() == 1)
        #expect(session.nextRequest().excludedWords.isEmpty)
    }
}
