import Foundation
import Quiz
import Testing

@testable import QuizExport

/// Canvas's QTI 1.2, compared after parsing with what text2qti (the tool teachers use for Canvas) writes
/// for the same questions.
@Suite(.enabled(if: ExternalTool.hasPython)) struct CanvasQTIRendererTests {
    /// Parsed by `scripts/check-canvas-qti read`.
    struct Package: Decodable, Equatable {
        struct Item: Decodable, Equatable {
            var question_type: String?
            var points_possible: String?
            var stem: String?
            var choices: [String?]
            var key: Int?
            var feedback: String?
            var paths: [String]
        }
        var title: String?
        var resource_types: [String]
        var entries: [String]
        var items: [Item]
    }

    static var hasText2qti: Bool { ExternalTool.succeeds(["python3", "-c", "import text2qti.qti"]) }

    private static let title = "Unit 3: <Weather> & \"storms\" ~ = # { }"
    private static let items = ExportFixtures.all + [MoodleXMLRendererTests.spaced]

    private func shown(_ text: String) -> String {
        text.removingControlCharacters.replacingOccurrences(of: "\r", with: "")
    }

    private func read(_ data: Data, in directory: TemporaryDirectory, name: String) throws -> Package {
        let file = try directory.file(name, contents: data)
        let result = try ExternalTool.run(["python3", ExternalTool.script("check-canvas-qti"), "read", file.path])
        #expect(result.status == 0, "check-canvas-qti: \(result.stderr)")
        return try JSONDecoder().decode(Package.self, from: result.stdout)
    }

    @Test func everyTextKeyAndFeedbackComesBackExactly() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let data = try ExportFormat.canvas.render(Self.items, options: ExportOptions(title: Self.title)).data
        let package = try read(data, in: directory, name: "canvas.zip")
        #expect(package.title == Self.title)
        #expect(package.items.count == Self.items.count)
        for (item, parsed) in zip(Self.items, package.items) {
            let question = item.question
            #expect(parsed.question_type == "multiple_choice_question")
            #expect(parsed.points_possible == "1")
            #expect(parsed.stem == shown(question.text))
            #expect(parsed.choices == question.choices.map(shown))
            #expect(parsed.key == question.answerIndex)
            #expect(parsed.feedback == (question.explanation.isEmpty ? nil : shown(question.explanation)))
        }
    }

    @Test(.enabled(if: hasText2qti))
    func text2qtiWritesTheSameQuizWithTheSameStructure() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let ours = try read(
            ExportFormat.canvas.render(Self.items, options: ExportOptions(title: Self.title)).data, in: directory,
            name: "ours.zip")
        let questions: [[String: Any]] = Self.items.map { item in
            let question = item.question
            return [
                "text": shown(question.text), "choices": question.choices.map(shown),
                "answer": question.answerIndex ?? -1, "explanation": shown(question.explanation),
            ]
        }
        let spec = try JSONSerialization.data(withJSONObject: ["title": Self.title, "questions": questions])
        let specFile = try directory.file("questions.json", contents: spec)
        let theirsFile = directory.url.appendingPathComponent("text2qti.zip")
        let built = try ExternalTool.run([
            "python3", ExternalTool.script("check-canvas-qti"), "text2qti", specFile.path, theirsFile.path,
        ])
        #expect(built.status == 0, "text2qti: \(built.stderr)")
        let theirs = try read(Data(contentsOf: theirsFile), in: directory, name: "theirs.zip")
        #expect(ours.title == theirs.title)
        #expect(ours.resource_types == theirs.resource_types)
        #expect(ours.entries.count == theirs.entries.count)
        #expect(ours.items.count == theirs.items.count)
        for (mine, text2qti) in zip(ours.items, theirs.items) {
            #expect(mine == text2qti)
        }
    }

    @Test(.enabled(if: ExternalTool.succeeds(["unzip", "-v"])))
    func unzipFindsNoErrorInThePackage() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.file("canvas.zip", contents: ExportFormat.canvas.render(Self.items).data)
        let result = try ExternalTool.run(["unzip", "-t", file.path])
        #expect(result.status == 0, "\(result.text)\(result.stderr)")
        #expect(result.text.contains("imsmanifest.xml"))
    }

    @Test func theOnePassEscapeEqualsHTMLEscapingThenXMLEscaping() {
        for item in Self.items {
            for text in [item.question.text, item.question.explanation] + item.question.choices {
                #expect(
                    CanvasQTIRenderer.html(text) == XMLText.escape("<p>" + XMLText.escape(text, as: .xhtml) + "</p>"))
            }
        }
    }

    @Test func differentSetsGetDifferentIdentifiersSoCanvasKeepsBoth() throws {
        let one = try ExportItem.validate([ExportFixtures.plain])
        let two = try ExportItem.validate([ExportFixtures.long])
        #expect(CanvasQTIRenderer.identifier(one, title: "A") != CanvasQTIRenderer.identifier(two, title: "A"))
        #expect(CanvasQTIRenderer.identifier(one, title: "A") != CanvasQTIRenderer.identifier(one, title: "B"))
        #expect(CanvasQTIRenderer.identifier(one, title: "A") == CanvasQTIRenderer.identifier(one, title: "A"))
    }
}
