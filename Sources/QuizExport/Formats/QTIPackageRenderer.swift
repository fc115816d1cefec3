import Foundation
import Quiz

/// An IMS QTI 2.1 content package: `imsmanifest.xml` plus `items/qNNNNN.xml`, one assessmentItem per question.
///
/// The explanation is shown as `modalFeedback`; the item's own response processing sets the FEEDBACK
/// outcome it needs, because the standard match_correct template never sets it.
enum QTIPackageRenderer {
    static func render(_ items: [ExportItem]) throws(ExportError) -> Data {
        guard items.count < ZipArchiveWriter.maximumEntries else {
            throw .archiveTooLarge(entries: items.count + 1)
        }
        var zip = ZipArchiveWriter()
        try zip.add(name: "imsmanifest.xml", contents: Data(manifest(items).utf8))
        for item in items {
            try zip.add(name: path(item), contents: Data(assessmentItem(item).utf8))
        }
        return zip.finish()
    }

    /// A valid XML NCName, so the identifier never depends on the (arbitrary) target word.
    static func identifier(_ item: ExportItem) -> String {
        "q" + String(repeating: "0", count: max(0, 5 - String(item.number).count)) + String(item.number)
    }

    static func path(_ item: ExportItem) -> String { "items/\(identifier(item)).xml" }

    /// The manifest carries both markers Canvas's importer looks for before it sends a package through its
    /// QTI 2 converter: the `imsqti_v2p1` namespace and a `schema` starting with `QTIv2.`; without them
    /// Canvas reads the package as QTI 1.2 and finds no questions.
    static func manifest(_ items: [ExportItem]) -> String {
        var output = """
            <?xml version="1.0" encoding="UTF-8"?>
            <manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" \
            xmlns:imsqti="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="MANIFEST-vocabquiz">
              <metadata>
                <schema>QTIv2.1 Package</schema>
                <schemaversion>1.0.0</schemaversion>
              </metadata>
              <organizations/>
              <resources>

            """
        for item in items {
            let id = identifier(item)
            output += "    <resource identifier=\"RES-\(id)\" type=\"imsqti_item_xmlv2p1\" href=\"\(path(item))\">\n"
            output += "      <file href=\"\(path(item))\"/>\n    </resource>\n"
        }
        output += "  </resources>\n</manifest>\n"
        return output
    }

    static func assessmentItem(_ item: ExportItem) -> String {
        let question = item.question
        var output = """
            <?xml version="1.0" encoding="UTF-8"?>
            <assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="\(identifier(item))" \
            title="\(XMLText.escape(question.word))" adaptive="false" timeDependent="false">
              <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier">
                <correctResponse><value>\(Question.choiceLabel(at: item.answerIndex))</value></correctResponse>
              </responseDeclaration>
              <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float">
                <defaultValue><value>0</value></defaultValue>
              </outcomeDeclaration>
              <outcomeDeclaration identifier="FEEDBACK" cardinality="single" baseType="identifier"/>
              <itemBody>
                <choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="1">
                  <prompt>\(XMLText.escape(question.text, as: .xhtml))</prompt>

            """
        for (index, choice) in question.choices.enumerated() {
            output += "      <simpleChoice identifier=\"\(Question.choiceLabel(at: index))\">"
            output += "\(XMLText.escape(choice, as: .xhtml))</simpleChoice>\n"
        }
        output += """
                </choiceInteraction>
              </itemBody>
              <responseProcessing>
                <responseCondition>
                  <responseIf>
                    <match><variable identifier="RESPONSE"/><correct identifier="RESPONSE"/></match>
                    <setOutcomeValue identifier="SCORE"><baseValue baseType="float">1</baseValue></setOutcomeValue>
                  </responseIf>
                </responseCondition>
                <setOutcomeValue identifier="FEEDBACK"><baseValue baseType="identifier">EXPLANATION</baseValue></setOutcomeValue>
              </responseProcessing>

            """
        if !question.explanation.isEmpty {
            output += "  <modalFeedback outcomeIdentifier=\"FEEDBACK\" showHide=\"show\" identifier=\"EXPLANATION\">"
            output += "\(XMLText.escape(question.explanation, as: .xhtml))</modalFeedback>\n"
        }
        output += "</assessmentItem>\n"
        return output
    }
}
