import Quiz
import Testing

@testable import QuizCLI

@Suite("Wrapping on a terminal")
struct TextWrapperTests {
    static let question = Question(
        word: "afterward",
        text: "Which adverb means “happening at a time subsequent to a reference time”, as the clock would have it?",
        choices: [
            "undoubtedly", "afterward", "forever",
            "besides, in addition to what has been said, and more besides that for good measure",
        ],
        answer: "afterward",
        explanation:
            "afterward (adverb): happening at a time subsequent to a reference time. Example: “it didn't happen until afterward”."
    )

    /// A turn as the REPL writes it: the stem in small streamed pieces, then the rest in whole writes.
    static func turn(style: TerminalStyle = .plain) -> [String] {
        let view = QuestionView(style: style)
        let stem = Array(question.text)
        let pieces = stride(from: 0, to: stem.count, by: 7).map { String(stem[$0..<min($0 + 7, stem.count)]) }
        return ["\n" + style.bold("Q1.") + " "] + pieces + [
            "\n" + view.choices(of: question), "> ",
            view.feedback(
                for: QuizItem(question: question, level: nil, kind: .generated, source: "test"), given: 0,
                answerIndex: 1, isCorrect: false),
            style.dim("Score 0/1 (0%) · streak 0") + "\n",
        ]
    }

    static func wrapped(_ pieces: [String], width: Int?) -> String {
        let output = BufferedOutput()
        let wrapping = WrappingOutput(output, columns: { width })
        for piece in pieces { wrapping.write(piece) }
        return output.text
    }

    @Test func aNarrowTerminalBreaksAtWordsAndIndentsUnderTheFirstLine() {
        let golden = """

            Q1. Which adverb means “happening at a
                time subsequent to a reference
                time”, as the clock would have it?
              A) undoubtedly
              B) afterward
              C) forever
              D) besides, in addition to what has
                 been said, and more besides that
                 for good measure
            > ❌ Wrong: the answer is B) afterward
               afterward (adverb): happening at a
               time subsequent to a reference time.
               Example: “it didn't happen until
               afterward”.
            Score 0/1 (0%) · streak 0

            """
        #expect(Self.stripTrailingSpaces(Self.wrapped(Self.turn(), width: 40)) == golden)
    }

    @Test func aWideTerminalLeavesShortLinesAlone() {
        let golden = """

            Q1. Which adverb means “happening at a time subsequent to a reference time”, as the clock would have
                it?
              A) undoubtedly
              B) afterward
              C) forever
              D) besides, in addition to what has been said, and more besides that for good measure
            > ❌ Wrong: the answer is B) afterward
               afterward (adverb): happening at a time subsequent to a reference time. Example: “it didn't
               happen until afterward”.
            Score 0/1 (0%) · streak 0

            """
        #expect(Self.stripTrailingSpaces(Self.wrapped(Self.turn(), width: 100)) == golden)
    }

    @Test(arguments: [24, 40, 61, 100])
    func noLineIsWiderThanTheTerminalAndNoWordIsCut(width: Int) {
        let text = Self.wrapped(Self.turn(), width: width)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            #expect(Self.stripTrailingSpaces(String(line)).reduce(0) { $0 + TextWrapper.columns(of: $1) } <= width)
        }
        let words = { (text: String) in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) }
        #expect(words(text) == words(Self.turn().joined()))
    }

    @Test func colourCodesTakeNoColumns() {
        let style = TerminalStyle(usesColor: true)
        let coloured = Self.wrapped(Self.turn(style: style), width: 40)
        let plain = coloured.replacing(/\u{1B}\[[0-9;]*m/, with: "")
        #expect(Self.stripTrailingSpaces(plain) == Self.stripTrailingSpaces(Self.wrapped(Self.turn(), width: 40)))
    }

    @Test func pipedOutputIsNotWrapped() {
        #expect(Self.wrapped(Self.turn(), width: nil) == Self.turn().joined())
    }

    @Test func aPromptIsShownWithoutWaitingForMoreText() {
        let output = BufferedOutput()
        let wrapping = WrappingOutput(output, columns: { 40 })
        wrapping.write("  A) besides\n> ")
        #expect(output.text == "  A) besides\n> ")
    }

    static func stripTrailingSpaces(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in String(line.reversed().drop(while: { $0 == " " }).reversed()) }
            .joined(separator: "\n")
    }
}
