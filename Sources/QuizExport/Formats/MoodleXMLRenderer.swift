/// Moodle XML, multichoice questions with one right answer.
///
/// Texts use `format="plain_text"` so Moodle shows model-written text literally, line breaks included.
/// Every text is a CDATA section, because Moodle's importer drops white space that sits alone between
/// two entity references (`"a" & "b"` would come back as `"a"&"b"`); Moodle's own exporter does the same.
enum MoodleXMLRenderer {
    static func render(_ items: [ExportItem]) -> String {
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n"
        output.reserveCapacity(items.count * 1_200)
        for item in items {
            let question = item.question
            output += """
                  <question type="multichoice">
                    <name><text>\(XMLText.cdata(question.word))</text></name>
                    <questiontext format="plain_text"><text>\(XMLText.cdata(question.text))</text></questiontext>
                    <generalfeedback format="plain_text"><text>\(XMLText.cdata(question.explanation))</text></generalfeedback>
                    <defaultgrade>1</defaultgrade>
                    <penalty>0.3333333</penalty>
                    <hidden>0</hidden>
                    <single>true</single>
                    <shuffleanswers>true</shuffleanswers>
                    <answernumbering>abc</answernumbering>

                """
            for (index, choice) in question.choices.enumerated() {
                let fraction = index == item.answerIndex ? "100" : "0"
                output += "    <answer fraction=\"\(fraction)\" format=\"plain_text\">"
                output += "<text>\(XMLText.cdata(choice))</text>"
                if let feedback = item.feedback(forChoice: index) {
                    output += "<feedback format=\"plain_text\"><text>\(XMLText.cdata(feedback))</text></feedback>"
                }
                output += "</answer>\n"
            }
            output += "  </question>\n"
        }
        output += "</quiz>\n"
        return output
    }
}
