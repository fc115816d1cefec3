import Testing

@testable import QuizCLI

@Suite("review's leech note")
struct ReviewCommandTests {
    @Test func itSaysHowManyAreHeldBackAndWhetherCountReachesThem() {
        #expect(
            ReviewCommand.leechNote(heldBack: 1, asked: 1)
                == "1 leech (a word missed 8 times or more) is held back to the end.\n")
        #expect(
            ReviewCommand.leechNote(heldBack: 3, asked: 0)
                == "3 leeches (words missed 8 times or more) are held back to the end; --count stops before them.\n")
        #expect(ReviewCommand.leechNote(heldBack: 3, asked: 2).hasSuffix("; --count reaches 2 of them.\n"))
    }
}
