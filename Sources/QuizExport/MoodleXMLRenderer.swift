/// Moodle XML, multichoice questions with one right answer.
///
/// Texts use `format="plain_text"` so Moodle shows model-written text literally, line breaks included.
enum MoodleXMLRenderer {
    static func render(_ items: [ExportItem]) -> String {
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n"
        output.reserveCapacity(items.count * 1_200)
        for item in items {
            let question = item.question
            output += """
                  <question type="multichoice">
                    <name><text>\(XMLText.escape(question.word))</text></name>
                    <questiontext format="plain_text"><text>\(XMLText.escape(question.text))</text></questiontext>
                    <generalfeedback format="plain_text"><text>\(XMLText.escape(question.explanation))</text></generalfeedback>
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
                output += "<text>\(XMLText.escape(choice))</text></answer>\n"
            }
            output += "  </question>\n"
        }
        output += "</quiz>\n"
        return output
    }
}
