import Foundation
import Quiz
import Testing

@testable import QuizExport

@Suite(.enabled(if: ExternalTool.hasPython)) struct PlainCSVRendererTests {
    @Test func pythonsCSVModuleRecoversEveryFieldExactly() throws {
        let rows = try CSVParseBack.rows(ExportFormat.csv.render(ExportFixtures.all).data, columns: 9)
        #expect(rows.first == PlainCSVRenderer.header)
        let expected = ExportFixtures.all.map { item in
            let question = item.question
            return [question.word, question.text] + question.choices
                + [question.answer, question.explanation, item.level?.rawValue ?? ""]
        }
        #expect(Array(rows.dropFirst()) == expected)
    }

    @Test func onlyFieldsWithCommasQuotesOrLineBreaksAreQuoted() {
        #expect(CSVText.field("plain") == "plain")
        #expect(CSVText.field("a,b") == "\"a,b\"")
        #expect(CSVText.field("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(CSVText.field("two\nlines") == "\"two\nlines\"")
        #expect(CSVText.field("cr\r") == "\"cr\r\"")
    }
}
