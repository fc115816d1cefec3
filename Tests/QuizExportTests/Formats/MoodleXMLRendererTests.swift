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
        let items = ExportFixtures.all + [Self.spaced]
        let document = try ExportFormat.moodleXML.render(items)
        let xml = try XMLParsing.document(document.data)
        let questions = XMLParsing.elements("question", in: xml)
        #expect(questions.count == items.count)
        for (item, element) in zip(items, questions) {
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
            #expect(
                answers.map { XMLParsing.elements("text", in: $0).first?.stringValue ?? "" }
                    == original.choices.map(parsed))
            // A wrong choice's feedback says what it means (offline questions carry it).
            let feedback = answers.map { answer in
                XMLParsing.elements("feedback", in: answer).first.flatMap { XMLParsing.elements("text", in: $0).first }?
                    .stringValue
            }
            let wanted = original.choices.indices.map { index in
                original.choices[index] == original.answer ? nil : item.feedback(forChoice: index).map(parsed)
            }
            #expect(feedback == wanted)
            #expect(
                answers.map { XMLParsing.attribute("fraction", of: $0) }
                    == original.choices.map { $0 == original.answer ? "100" : "0" })
        }
    }

    /// Texts whose spaces sit between two escapes, and one with the sequence that ends a CDATA section.
    static let spaced = QuizItem(
        question: Question(
            word: "candid ]]> frank",
            text: "\"Candid\" & \"frank\" are near synonyms: &lt; &gt; ]]> ]]]]> {x} ~ = #",
            choices: ["< >", "a ]]> b", "\" \"", "tab\tand\nnewline & more"],
            answer: "< >",
            explanation: "] ]> ]]>\n& <b>"),
        level: .b1, kind: .generated, source: "offline")

    @Test func moodlesOwnReadingRuleKeepsEverySpace() throws {
        let items = ExportFixtures.all + [Self.spaced]
        let texts = MoodleTextReader.texts(try ExportFormat.moodleXML.render(items).data)
        let expected = items.flatMap { item in
            let question = item.question
            let choices = question.choices.indices.flatMap { index in
                [question.choices[index]]
                    + (question.choices[index] == question.answer
                        ? [] : item.feedback(forChoice: index).map { [$0] } ?? [])
            }
            return [question.word, question.text, question.explanation] + choices
        }
        #expect(texts == expected.map(parsed))
    }

    @Test func theReadingRuleLosesSpacesBetweenEscapes() {
        // The rule the test above relies on: plain escaping loses these spaces in Moodle.
        let escaped = XMLText.escape("\"Candid\" & \"frank\" < >")
        #expect(MoodleTextReader.read(escaped[...]) == "\"Candid\"&\"frank\"<>")
        #expect(MoodleTextReader.read(XMLText.cdata("\"Candid\" & \"frank\" < >")[...]) == "\"Candid\" & \"frank\" < >")
    }

    @Test func cdataEndInsideATextIsSplitAcrossSections() {
        #expect(XMLText.cdata("a]]>b") == "<![CDATA[a]]]]><![CDATA[>b]]>")
        #expect(XMLText.cdata("") == "")
        #expect(XMLText.cdata("bell\u{7}\r\n") == "<![CDATA[bell\n]]>")
    }

    @Test(.enabled(if: ExternalTool.hasXMLLint))
    func xmllintAcceptsTheFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.file(
            "quiz.xml", contents: ExportFormat.moodleXML.render(ExportFixtures.all + [Self.spaced]).data)
        let result = try ExternalTool.run(["xmllint", "--noout", file.path])
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func xmlSpecialsAreEscapedAndForbiddenCharactersRemoved() {
        #expect(XMLText.escape("a & b < c > d \"e\"") == "a &amp; b &lt; c &gt; d &quot;e&quot;")
        #expect(XMLText.escape("bell\u{7}\u{0}\u{FFFE} tab\tline\r\n") == "bell tab\tline\n")
    }
}
