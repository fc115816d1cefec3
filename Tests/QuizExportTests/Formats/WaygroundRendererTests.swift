import Foundation
import Quiz
import Testing

@testable import QuizExport

@Suite(.enabled(if: ExternalTool.hasPython)) struct WaygroundRendererTests {
    @Test func pythonsCSVModuleRecoversQuestionsChoicesAndExplanations() throws {
        let options = ExportOptions(timeLimitSeconds: 45)
        let rows = try CSVParseBack.rows(
            ExportFormat.waygroundCSV.render(ExportFixtures.all, options: options).data, columns: 11)
        #expect(rows.first == WaygroundRenderer.header)
        let expected = ExportFixtures.all.map { item in
            let question = item.question
            return [question.text, "Multiple Choice"] + question.choices
                + ["", String((question.answerIndex ?? -1) + 1), "45", "", question.explanation]
        }.map { $0.map(\.removingControlCharacters) }
        #expect(Array(rows.dropFirst()) == expected)
    }
}
