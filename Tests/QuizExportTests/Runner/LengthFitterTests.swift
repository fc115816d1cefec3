import Foundation
import Quiz
import Testing

@testable import QuizExport

@Suite struct LengthFitterTests {
    /// Hands out the given questions in turn, then fails; records how often it was asked and for what.
    actor ScriptedSource: QuestionSource {
        nonisolated let sourceName = "scripted"
        private var queue: [QuizItem]
        private(set) var requests: [QuestionRequest] = []

        init(_ queue: [QuizItem]) { self.queue = queue }

        func nextQuestion(
            for request: QuestionRequest, onPartial: @escaping @Sendable (QuestionProgress) -> Void
        ) async throws -> QuizItem {
            requests.append(request)
            guard !queue.isEmpty else { throw CancellationError() }
            return queue.removeFirst()
        }
    }

    private static let long = ExportFixtures.long
    /// The same word asked as a shorter question: it fits Kahoot's limits.
    private static let short = QuizItem(
        question: Question(
            word: "perspicacious", text: "Which word means \"quick to notice details\"?",
            choices: ["perspicacious", "obtuse", "placid", "verbose"], answer: "perspicacious", explanation: ""),
        level: nil, kind: .definitionToWord, source: "offline")
    /// Still too long, but less so than `long`.
    private static let shorterStillLong: QuizItem = {
        var item = short
        item.question.text = String(repeating: "a", count: 125)
        item.kind = .wordToDefinition
        return item
    }()

    @Test func overflowCountsEveryCharacterOverKahootsLimits() {
        let fitter = LengthFitter(format: .kahoot)
        let question = Self.long.question
        let expected =
            (question.text.utf16.count - 120) + (question.choices[2].utf16.count - 75)
        #expect(fitter.overflow(question) == expected)
        #expect(fitter.overflow(Self.short.question) == 0)
        #expect(LengthFitter(format: .gift).overflow(question) == 0)
    }

    @Test func aQuestionOverTheLimitsIsAskedAgainForTheSameWordAndTheFittingVersionKept() async throws {
        let source = ScriptedSource([Self.shorterStillLong, Self.short, Self.long])
        let (items, replacements) = await LengthFitter(format: .kahoot, attempts: 3)
            .fit([ExportFixtures.plain, Self.long], source: source)
        #expect(items.map(\.question) == [ExportFixtures.plain.question, Self.short.question])
        #expect(await source.requests.map(\.words) == [["perspicacious"], ["perspicacious"]])
        #expect(replacements.map(\.questionNumber) == [2])
        #expect(replacements.first?.overflowAfter == 0)
        #expect(replacements.first?.kind == .definitionToWord)
        #expect(try ExportFormat.kahoot.render(items).losses.allSatisfy { $0.field == .explanation })
    }

    @Test func whenNothingFitsTheLeastOverIsKeptAndStillCutAndReported() async throws {
        let source = ScriptedSource([Self.shorterStillLong])
        let (items, replacements) = await LengthFitter(format: .kahoot, attempts: 2).fit([Self.long], source: source)
        #expect(items.map(\.question) == [Self.shorterStillLong.question])
        #expect(await source.requests.count == 2)
        #expect(replacements.first?.overflowAfter == 5)
        let losses = try ExportFormat.kahoot.render(items).losses
        #expect(losses.map(\.loss) == [.truncated(from: 125, to: 120)])
    }

    @Test func anotherWordOrAFailingSourceLeavesTheQuestionAsItWas() async {
        var otherWord = Self.short
        otherWord.question.word = "obtuse"
        let source = ScriptedSource([otherWord])
        let (items, replacements) = await LengthFitter(format: .kahoot, attempts: 3).fit([Self.long], source: source)
        #expect(items.map(\.question) == [Self.long.question])
        #expect(replacements.isEmpty)
        #expect(await source.requests.count == 3)
    }
}
