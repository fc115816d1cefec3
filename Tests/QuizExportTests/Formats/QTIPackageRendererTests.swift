import Foundation
import Quiz
import Testing

@testable import QuizExport

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite(.enabled(if: ExternalTool.hasPython)) struct QTIPackageRendererTests {
    /// Unzips with Python's zipfile (which checks every CRC) and returns the directory.
    private func unpack(_ data: Data, into directory: TemporaryDirectory) throws -> URL {
        let archive = try directory.file("package.zip", contents: data)
        let target = directory.url.appendingPathComponent("unpacked")
        let script =
            "import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); bad = z.testzip(); "
            + "sys.exit('bad CRC: ' + bad) if bad else z.extractall(sys.argv[2])"
        let result = try ExternalTool.run(["python3", "-c", script, archive.path, target.path])
        #expect(result.status == 0, "\(result.stderr)")
        return target
    }

    private func shown(_ text: String) -> String {
        text.removingControlCharacters.replacingOccurrences(of: "\r", with: "")
    }

    @Test func thePackageUnzipsToAManifestAndOneParsableItemPerQuestion() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let root = try unpack(ExportFormat.qti.render(ExportFixtures.all).data, into: directory)
        let manifest = try XMLParsing.document(Data(contentsOf: root.appendingPathComponent("imsmanifest.xml")))
        let resources = XMLParsing.elements("resource", in: manifest)
        #expect(resources.count == ExportFixtures.all.count)
        for (item, resource) in zip(ExportFixtures.all, resources) {
            #expect(XMLParsing.attribute("type", of: resource) == "imsqti_item_xmlv2p1")
            let href = try #require(XMLParsing.attribute("href", of: resource))
            let xml = try XMLParsing.document(Data(contentsOf: root.appendingPathComponent(href)))
            let original = item.question
            let assessment = try #require(xml.rootElement())
            #expect(assessment.localName == "assessmentItem")
            #expect(XMLParsing.attribute("title", of: assessment) == shown(original.word))
            let prompt = try #require(XMLParsing.elements("prompt", in: xml).first)
            #expect(XMLParsing.textWithBreaks(prompt) == shown(original.text))
            let choices = XMLParsing.elements("simpleChoice", in: xml)
            #expect(choices.map(XMLParsing.textWithBreaks) == original.choices.map(shown))
            let correct = XMLParsing.elements("correctResponse", in: xml).first?.stringValue
            let answerIndex = try #require(original.answerIndex)
            #expect(correct == XMLParsing.attribute("identifier", of: choices[answerIndex]))
            let feedback = XMLParsing.elements("modalFeedback", in: xml).first.map(XMLParsing.textWithBreaks)
            #expect(feedback == (original.explanation.isEmpty ? nil : shown(original.explanation)))
        }
    }

    @Test(.enabled(if: ExternalTool.hasXMLLint))
    func xmllintAcceptsEveryFileInThePackage() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let root = try unpack(ExportFormat.qti.render(ExportFixtures.all).data, into: directory)
        let items = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("items").path)
        #expect(items.count == 3)
        let paths =
            [root.appendingPathComponent("imsmanifest.xml").path]
            + items.map { root.appendingPathComponent("items/\($0)").path }
        let result = try ExternalTool.run(["xmllint", "--noout"] + paths)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func theManifestCarriesTheMarkersCanvasUsesToDetectQTI2() throws {
        let xml = try XMLParsing.document(Data(QTIPackageRenderer.manifest([]).utf8))
        let root = try #require(xml.rootElement())
        let namespaces = (root.namespaces ?? []).compactMap(\.stringValue)
        #expect(namespaces.contains("http://www.imsglobal.org/xsd/imsqti_v2p1"))
        #expect(XMLParsing.elements("schema", in: xml).first?.stringValue?.hasPrefix("QTIv2.") == true)
    }

    @Test func identifiersAreNCNamesWhateverTheWord() throws {
        let document = try ExportFormat.qti.render(ExportFixtures.all)
        let text = String(decoding: document.data, as: UTF8.self)
        #expect(text.contains("identifier=\"q00001\""))
        #expect(!text.contains("identifier=\"a:b"))
    }
}
