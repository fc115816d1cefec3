import Foundation
import Quiz
import Testing

@testable import QuizExport

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite struct MoodleXMLRendererTests {
    /// What an XML parser hands back: carriage returns and control codes gone.
    private func parsed(_ text: String) -> String {
        text.removingControlCharacters.replacingOccurrences(of: "\r", with: "")
    }

    @Test func foundationsParserRecoversEveryTextExactly() throws {
        let document = try ExportFormat.moodleXML.render(ExportFixtures.all)
        let xml = try XMLParsing.document(document.data)
        let questions = XMLParsing.elements("question", in: xml)
        #expect(questions.count == ExportFixtures.all.count)
        for (item, element) in zip(ExportFixtures.all, questions) {
            let original = item.question
            #expect(XMLParsing.attribute("type", of: element) == "multichoice")
            let text = { (name: String) in
                XMLParsing.elements(name, in: element).first.flatMap { XMLParsing.elements("text", in: $0).first }?
                    .stringValue
            }
            #expect(text("name") == parsed(original.word))
            #expect(text("questiontext") == parsed(original.text))
            #expect(text("generalfeedback") == parsed(original.explanation))
            let answers = XMLParsing.elements("answer", in: element)
            #expect(answers.map { $0.stringValue ?? "" } == original.choices.map(parsed))
            #expect(
                answers.map { XMLParsing.attribute("fraction", of: $0) }
                    == original.choices.map { $0 == original.answer ? "100" : "0" })
        }
    }

    @Test(.enabled(if: ExternalTool.hasXMLLint))
    func xmllintAcceptsTheFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.file("quiz.xml", contents: ExportFormat.moodleXML.render(ExportFixtures.all).data)
        let result = try ExternalTool.run(["xmllint", "--noout", file.path])
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func xmlSpecialsAreEscapedAndForbiddenCharactersRemoved() {
        #expect(XMLText.escape("a & b < c > d \"e\"") == "a &amp; b &lt; c &gt; d &quot;e&quot;")
        #expect(XMLText.escape("bell\u{7}\u{0}\u{FFFE} tab\tline\r\n") == "bell tab\tline\n")
    }
}
