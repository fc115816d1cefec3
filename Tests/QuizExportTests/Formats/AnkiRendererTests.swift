import Foundation
import Quiz
import Testing

@testable import QuizExport

@Suite struct AnkiRendererTests {
    /// The HTML Anki should store for `text`, written out independently of the renderer;
    /// Anki stores text in Unicode NFC, so "e\u{301}" comes back as "é".
    private func html(_ text: String) -> String {
        text.removingControlCharacters.precomposedStringWithCanonicalMapping
            .replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\r\n", with: "<br>")
            .replacingOccurrences(of: "\n", with: "<br>")
    }

    private func expectedNotes() -> [[String: Any]] {
        ExportFixtures.all.map { item in
            let question = item.question
            let letters = ["A", "B", "C", "D"]
            let front = ([html(question.text)] + zip(letters, question.choices).map { "\($0). \(html($1))" })
                .joined(separator: "<br>")
            let index = question.answerIndex ?? 0
            var back = "\(letters[index]). \(html(question.answer))"
            if !question.explanation.isEmpty { back += "<br><br><i>\(html(question.explanation))</i>" }
            for (letter, index) in zip(letters, question.choices.indices) where index != question.answerIndex {
                if let feedback = item.feedback(forChoice: index) { back += "<br>\(letter). \(html(feedback))" }
            }
            let tags = ["vocabquiz", item.kind.rawValue] + (item.level.map { [$0.rawValue] } ?? [])
            return ["front": front, "back": back, "tags": tags]
        }
    }

    @Test(.enabled(if: ExternalTool.hasAnki))
    func ankisOwnImporterCreatesOneNotePerQuestionWithExactFields() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let export = try directory.file("deck.txt", contents: ExportFormat.anki.render(ExportFixtures.all).data)
        let expected = try directory.file(
            "expected.json", contents: JSONSerialization.data(withJSONObject: expectedNotes()))
        let result = try ExternalTool.run([
            "python3", ExternalTool.script("check-anki-import"), export.path, "--expect", expected.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.text.split(separator: "\n").count == ExportFixtures.all.count)
    }

    @Test(.enabled(if: ExternalTool.hasAnki))
    func theCheckScriptFailsWhenTheFieldsDiffer() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let export = try directory.file("deck.txt", contents: ExportFormat.anki.render([ExportFixtures.plain]).data)
        let wrong: [[String: Any]] = [["front": "something else", "back": "", "tags": []]]
        let expected = try directory.file("expected.json", contents: JSONSerialization.data(withJSONObject: wrong))
        let result = try ExternalTool.run([
            "python3", ExternalTool.script("check-anki-import"), export.path, "--expect", expected.path,
        ])
        #expect(result.status == 1)
    }

    @Test func fieldsWithTabsOrQuotesAreQuotedAndOthersAreNot() throws {
        let text = String(decoding: try ExportFormat.anki.render(ExportFixtures.all).data, as: UTF8.self)
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("\"What does \"\"don't\"\" mean"))
        #expect(lines[2].hasPrefix("Which word"))
        #expect(lines.allSatisfy { !$0.contains("\r") })
    }
}
