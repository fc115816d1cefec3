import Foundation
import Quiz

/// A QTI 1.2 package in Canvas's flavour, laid out as text2qti writes it, which Canvas (Classic and New
/// Quizzes) and Blackboard import: `imsmanifest.xml`, `<id>/<id>.xml` (one assessment of
/// `multiple_choice_question` items) and `<id>/assessment_meta.xml` (Canvas's quiz settings).
///
/// Texts are HTML in `mattext`, so they are HTML-escaped and then XML-escaped, line breaks becoming `<br/>`.
/// The explanation is the item's general feedback, shown whichever choice the student picks.
enum CanvasQTIRenderer {
    static func render(_ items: [ExportItem], options: ExportOptions) throws(ExportError) -> Data {
        let id = identifier(items, title: options.title)
        var zip = ZipArchiveWriter()
        try zip.add(name: "imsmanifest.xml", contents: Data(manifest(id: id, title: options.title).utf8))
        try zip.add(name: "non_cc_assessments/", contents: Data())
        try zip.add(
            name: "\(id)/assessment_meta.xml",
            contents: Data(assessmentMeta(id: id, title: options.title, points: items.count).utf8))
        try zip.add(name: "\(id)/\(id).xml", contents: Data(assessment(items, id: id, title: options.title).utf8))
        return zip.finish()
    }

    /// An identifier that is the same for the same set and differs between sets: Canvas matches imported
    /// objects by identifier, so two different sets sharing one would overwrite each other in a course.
    static func identifier(_ items: [ExportItem], title: String) -> String {
        var crc = CRC32()
        crc.update(title.utf8)
        for item in items {
            let question = item.question
            for text in [question.word, question.text, question.answer] + question.choices {
                crc.update(text.utf8)
                crc.update([0])
            }
        }
        let hex = String(crc.value, radix: 16)
        return "vocabquiz_" + String(repeating: "0", count: 8 - hex.count) + hex
    }

    /// `text` as the HTML a `mattext texttype="text/html"` carries (one paragraph, line breaks as `<br/>`),
    /// escaped once more for XML, in one pass.
    static func html(_ text: String) -> String {
        "&lt;p&gt;" + XMLText.escape(text, as: .htmlInXML) + "&lt;/p&gt;"
    }

    static func assessment(_ items: [ExportItem], id: String, title: String) -> String {
        var output = """
            <?xml version="1.0" encoding="UTF-8"?>
            <questestinterop xmlns="http://www.imsglobal.org/xsd/ims_qtiasiv1p2" \
            xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
            xsi:schemaLocation="http://www.imsglobal.org/xsd/ims_qtiasiv1p2 http://www.imsglobal.org/xsd/ims_qtiasiv1p2p1.xsd">
              <assessment ident="\(id)" title="\(XMLText.escape(title))">
                <qtimetadata>
                  <qtimetadatafield><fieldlabel>cc_maxattempts</fieldlabel><fieldentry>1</fieldentry></qtimetadatafield>
                </qtimetadata>
                <section ident="root_section">

            """
        output.reserveCapacity(items.count * 2_500)
        for item in items {
            output += self.item(item, id: id)
        }
        output += "    </section>\n  </assessment>\n</questestinterop>\n"
        return output
    }

    static func item(_ item: ExportItem, id: String) -> String {
        let question = item.question
        let itemID = "\(id)_q\(item.number)"
        let choiceIDs = question.choices.indices.map { "\(itemID)_\(Question.choiceLabel(at: $0))" }
        var output = """
                  <item ident="\(itemID)" title="Question \(item.number)">
                    <itemmetadata>
                      <qtimetadata>
                        <qtimetadatafield><fieldlabel>cc_profile</fieldlabel><fieldentry>cc.multiple_choice.v0p1</fieldentry></qtimetadatafield>
                        <qtimetadatafield><fieldlabel>question_type</fieldlabel><fieldentry>multiple_choice_question</fieldentry></qtimetadatafield>
                        <qtimetadatafield><fieldlabel>points_possible</fieldlabel><fieldentry>1</fieldentry></qtimetadatafield>
                        <qtimetadatafield><fieldlabel>original_answer_ids</fieldlabel><fieldentry>\(choiceIDs.joined(separator: ","))</fieldentry></qtimetadatafield>
                        <qtimetadatafield><fieldlabel>assessment_question_identifierref</fieldlabel><fieldentry>\(itemID)_ref</fieldentry></qtimetadatafield>
                      </qtimetadata>
                    </itemmetadata>
                    <presentation>
                      <material><mattext texttype="text/html">\(html(question.text))</mattext></material>
                      <response_lid ident="response1" rcardinality="Single">
                        <render_choice>

            """
        for (choiceID, choice) in zip(choiceIDs, question.choices) {
            output += "              <response_label ident=\"\(choiceID)\">"
            output +=
                "<material><mattext texttype=\"text/html\">\(html(choice))</mattext></material></response_label>\n"
        }
        output += """
                        </render_choice>
                      </response_lid>
                    </presentation>
                    <resprocessing>
                      <outcomes><decvar maxvalue="100" minvalue="0" varname="SCORE" vartype="Decimal"/></outcomes>

            """
        let hasFeedback = !question.explanation.removingControlCharacters.isEmpty
        // Canvas shows a wrong choice's own feedback when that choice is picked.
        let choiceFeedback = question.choices.indices.compactMap { index in
            item.feedback(forChoice: index).map { (choiceIDs[index], $0) }
        }
        for (choiceID, _) in choiceFeedback {
            output += """
                          <respcondition continue="Yes">
                            <conditionvar><varequal respident="response1">\(choiceID)</varequal></conditionvar>
                            <displayfeedback feedbacktype="Response" linkrefid="\(choiceID)_fb"/>
                          </respcondition>

                """
        }
        if hasFeedback {
            output += """
                          <respcondition continue="Yes">
                            <conditionvar><other/></conditionvar>
                            <displayfeedback feedbacktype="Response" linkrefid="general_fb"/>
                          </respcondition>

                """
        }
        output += """
                      <respcondition continue="No">
                        <conditionvar><varequal respident="response1">\(choiceIDs[item.answerIndex])</varequal></conditionvar>
                        <setvar action="Set" varname="SCORE">100</setvar>
                      </respcondition>
                    </resprocessing>

            """
        if hasFeedback {
            output += "        <itemfeedback ident=\"general_fb\"><flow_mat><material>"
            output += "<mattext texttype=\"text/html\">\(html(question.explanation))</mattext>"
            output += "</material></flow_mat></itemfeedback>\n"
        }
        for (choiceID, feedback) in choiceFeedback {
            output += "        <itemfeedback ident=\"\(choiceID)_fb\"><flow_mat><material>"
            output += "<mattext texttype=\"text/html\">\(html(feedback))</mattext>"
            output += "</material></flow_mat></itemfeedback>\n"
        }
        output += "      </item>\n"
        return output
    }
}
