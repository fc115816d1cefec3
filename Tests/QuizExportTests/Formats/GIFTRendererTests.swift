import Foundation
import Quiz
import Testing

@testable import QuizExport

@Suite struct GIFTRendererTests {
    /// What Moodle stores: carriage returns and control codes gone, ends trimmed.
    private func stored(_ text: String) -> String {
        text.removingControlCharacters.replacingOccurrences(of: "\r", with: "")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func moodleRulesRecoverEveryFieldExactlyFromTheSpecialCharacterQuestions() throws {
        let document = try ExportFormat.gift.render(ExportFixtures.all)
        let parsed = try GIFTTokenizer.parse(String(decoding: document.data, as: UTF8.self))
        #expect(parsed.count == ExportFixtures.all.count)
        for (item, question) in zip(ExportFixtures.all, parsed) {
            let original = item.question
            #expect(question.name == stored(original.word))
            #expect(question.format == "plain")
            #expect(question.text == stored(original.text))
            #expect(question.answers.map(\.text) == original.choices.map(stored))
            #expect(question.answers.map(\.right) == original.choices.map { $0 == original.answer })
            #expect(question.generalFeedback == (original.explanation.isEmpty ? nil : stored(original.explanation)))
        }
    }

    @Test func everySpecialCharacterIsEscapedWithABackslash() {
        #expect(GIFTRenderer.escape("~=#{}:\\") == "\\~\\=\\#\\{\\}\\:\\\\")
        #expect(GIFTRenderer.escape("a\r\nb") == "a\\nb")
    }

    @Test func theReservedCapacityHoldsTheWholeDocumentEvenWhenEveryByteIsEscaped() throws {
        let special = "{}~=#:\\\n"
        var item = QuizItem(
            question: try Question(
                word: special, text: special + "?",
                choices: [special + "a", special + "b", special + "c", special + "d"],
                answer: special + "a", explanation: special),
            level: nil, kind: .generated, source: "test")
        item.choiceFeedback = ["", special, special, special]
        let items = ExportItem.numbered(ExportFixtures.all + [item])
        #expect(GIFTRenderer.render(items).count <= GIFTRenderer.capacity(for: items))
    }

    @Test func whatXMLCannotCarryIsDroppedAndEveryOtherCharacterKept() {
        #expect(GIFTRenderer.escape("a\u{1}b\u{FFFE}c\u{FFFF}d") == "abcd")
        #expect(GIFTRenderer.escape("tab\there, café \u{FFFD} \u{EFFF} 😀") == "tab\there, café \u{FFFD} \u{EFFF} 😀")
    }

    @Test func theTokenizerRejectsAnUnescapedBraceInTheStem() throws {
        // Guards the test itself: an unescaped "}" ends the block early, so the round trip cannot pass by accident.
        let broken = "::w::[plain]Which {x} here?{\n\t=a\n\t~b\n}\n"
        let parsed = try? GIFTTokenizer.parse(broken)
        #expect(parsed?.first?.text != "Which {x} here?")
    }
}
