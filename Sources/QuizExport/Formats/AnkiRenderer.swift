import Foundation
import Quiz

/// Anki text import (2.1.55 and later): `#` headers, then Front, Back and Tags separated by tabs.
///
/// With `#html:true` the fields are HTML, so `& < >` are escaped and line breaks become `<br>`;
/// a field that still holds a tab or a quote is quoted, with `""` for each quote, as Anki's
/// CSV reader expects.
enum AnkiRenderer {
    static func render(_ items: [ExportItem], options: ExportOptions) -> String {
        var output = """
            #separator:tab
            #html:true
            #notetype:Basic
            #deck:\(headerValue(options.title))
            #columns:Front\tBack\tTags
            #tags column:3

            """
        output.reserveCapacity(items.count * 400)
        for item in items {
            let fields = noteFields(item)
            output += [fields.front, fields.back, fields.tags.joined(separator: " ")].map(quoted).joined(
                separator: "\t")
            output += "\n"
        }
        return output
    }

    /// The three fields as Anki stores them once imported.
    static func noteFields(_ item: ExportItem) -> (front: String, back: String, tags: [String]) {
        let question = item.question
        let choices = question.choices.enumerated().map { index, choice in
            "\(Question.choiceLabel(at: index)). \(html(choice))"
        }
        let front = ([html(question.text)] + choices).joined(separator: "<br>")
        var back = "\(Question.choiceLabel(at: item.answerIndex)). \(html(question.choices[item.answerIndex]))"
        if !question.explanation.isEmpty {
            back += "<br><br><i>\(html(question.explanation))</i>"
        }
        // What each wrong choice means, so a learner who picked it learns from the card's back.
        for index in question.choices.indices {
            guard let feedback = item.feedback(forChoice: index) else { continue }
            back += "<br>\(Question.choiceLabel(at: index)). \(html(feedback))"
        }
        var tags = ["vocabquiz", item.item.kind.rawValue]
        if let level = item.item.level { tags.append(level.rawValue) }
        return (front, back, tags)
    }

    /// A field's text as the HTML `#html:true` declares.
    private static func html(_ text: String) -> String {
        XMLText.escape(text, as: .html)
    }

    private static func quoted(_ field: String) -> String {
        guard field.utf8.contains(where: { $0 == 0x09 || $0 == 0x22 }) else { return field }
        return "\"" + CSVText.doublingQuotes(field) + "\""
    }

    /// Header values end at the line break, so one is never allowed in.
    private static func headerValue(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
