import Foundation
import Quiz
import Testing

@testable import QuizExport

@Suite struct BlooketRendererTests {
    @Test(.enabled(if: ExternalTool.hasPython))
    func aTitleRowThenTheHeaderThenOneRowPerQuestion() throws {
        let rows = try CSVParseBack.rows(ExportFormat.blooket.render(ExportFixtures.all).data, columns: 8)
        #expect(rows.count == 2 + ExportFixtures.all.count)
        #expect(rows[0].first == "Blooket Import Template")
        #expect(rows[1] == BlooketRenderer.header)
        let expected = ExportFixtures.all.enumerated().map { offset, item in
            let question = item.question
            return [String(offset + 1), question.text] + question.choices
                + ["30", String((question.answerIndex ?? -1) + 1)]
        }.map { $0.map(\.removingControlCharacters) }
        #expect(Array(rows.dropFirst(2)) == expected)
    }

    @Test func blooketsMaximumTimeIsAcceptedAndAnythingLongerRejected() throws {
        let document = try ExportFormat.blooket.render(
            [ExportFixtures.plain], options: ExportOptions(timeLimitSeconds: 300))
        #expect(String(decoding: document.data, as: UTF8.self).hasSuffix(",300,1\r\n"))
        #expect(
            throws: ExportError.invalidTimeLimit(
                format: .blooket, seconds: 301, accepted: "1 to 300 seconds (Blooket's maximum)")
        ) {
            try ExportFormat.blooket.render([ExportFixtures.plain], options: ExportOptions(timeLimitSeconds: 301))
        }
    }
}
