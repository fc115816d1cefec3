import Testing

@testable import Lexicon

@Suite struct RecentWordsTests {
    @Test func aWordStaysRecentWhileAnyRememberedQuestionShowedIt() {
        var recent = RecentWords(limit: 2)
        recent.append(["bank", "river"])
        recent.append(["river", "shore"])
        #expect(recent.words == ["bank", "river", "shore"])
        // The third question pushes out the first: "bank" goes, "river" stays (the second showed it too).
        recent.append(["lake"])
        #expect(recent.words == ["river", "shore", "lake"])
        recent.append(["pond"])
        #expect(recent.words == ["lake", "pond"])
    }

    @Test func aWordShownTwiceByOneQuestionIsForgottenWithIt() {
        var recent = RecentWords(limit: 1)
        recent.append(["echo", "echo"])
        recent.append(["quiet"])
        #expect(recent.words == ["quiet"])
    }

    @Test func removeAllForgetsEverything() {
        var recent = RecentWords(limit: 3)
        recent.append(["one"])
        recent.removeAll()
        #expect(recent.words.isEmpty)
        recent.append(["two"])
        #expect(recent.words == ["two"])
    }
}
