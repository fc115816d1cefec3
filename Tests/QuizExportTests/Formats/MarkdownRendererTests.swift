import Foundation
import Quiz
import Testing

@testable import QuizExport

@Suite struct MarkdownRendererTests {
    @Test func markupCharactersAreEscapedAndLineBreaksStayInsideTheLine() {
        #expect(
            MarkdownRenderer.inline("# *bold* _x_ [a](b) <i> `c` |")
                == "\\# \\*bold\\* \\_x\\_ \\[a\\](b) \\<i\\> \\`c\\` \\|")
        #expect(MarkdownRenderer.inline("one\n- two\r\nthree") == "one<br>- two<br>three")
    }

    @Test func theAnswerKeyFollowsAllQuestionsAndNamesEachAnswer() throws {
        let text = String(decoding: try ExportFormat.markdown.render(ExportFixtures.all).data, as: UTF8.self)
        let parts = text.components(separatedBy: "## Answer key")
        #expect(parts.count == 2)
        #expect(parts[0].contains("**3.** Which word"))
        #expect(parts[1].contains("1. **B** \\~tilde"))
        #expect(parts[1].contains("2. **A** to become less intense — \"Abate\" means to lessen or subside."))
        #expect(parts[1].contains("3. **A** perspicacious\n"))
    }
}
