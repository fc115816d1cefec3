import Foundation
import Quiz
import Testing

@testable import QuizExport

@Suite struct ExportFormatRenderTests {
    static let options = ExportOptions(title: "Unit 3: <Weather> & \"storms\"", timeLimitSeconds: 20, seed: 42)

    @Test(arguments: ExportFormat.allCases)
    func everyFormatMatchesItsReviewedGoldenFile(format: ExportFormat) throws {
        let document = try format.render(ExportFixtures.all, options: Self.options)
        #expect(document.questionCount == 3)
        try GoldenFile.check(document.data, named: "fixtures.\(format.rawValue).\(format.fileExtension)")
    }

    @Test(arguments: ExportFormat.allCases)
    func onlyFormatsWithoutRoomReportLosses(format: ExportFormat) throws {
        let document = try format.render(ExportFixtures.all, options: Self.options)
        let lossy: Set<ExportFormat> = [.aiken, .kahoot, .kahootCSV, .blooket]
        #expect(document.losses.isEmpty == !lossy.contains(format))
    }

    @Test func lossyFormatsReportTheDroppedExplanationOfEveryQuestionThatHasOne() throws {
        for format in [ExportFormat.aiken, .kahoot, .kahootCSV, .blooket] {
            let losses = try format.render(ExportFixtures.all).losses
            let dropped = losses.filter { $0.field == .explanation && $0.loss == .dropped }
            #expect(dropped.map(\.questionNumber) == [1, 2], "\(format)")
        }
    }

    @Test func aQuestionWhoseAnswerIsNotAChoiceFailsTheWholeExportNamingIt() {
        var broken = ExportFixtures.plain
        broken.question.answer = "to shout"
        #expect(
            throws: ExportError.invalidQuestion(
                number: 2, word: "abate", reason: "answer \"to shout\" is not one of the choices")
        ) {
            try ExportFormat.gift.render([ExportFixtures.plain, broken])
        }
    }

    @Test func aQuestionWithThreeChoicesIsRejected() {
        var broken = ExportFixtures.plain
        broken.question.choices.removeLast()
        #expect(throws: ExportError.self) { try ExportFormat.csv.render([broken]) }
    }

    @Test func anEmptySetRendersWithoutQuestions() throws {
        for format in ExportFormat.allCases {
            let document = try format.render([])
            #expect(document.questionCount == 0)
            #expect(document.losses.isEmpty)
        }
    }
}
