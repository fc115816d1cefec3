import Quiz

/// A printable worksheet: numbered questions with lettered choices, then an answer key with explanations.
enum MarkdownRenderer {
    static func render(_ items: [ExportItem], options: ExportOptions) -> String {
        var output = "# \(inline(options.title))\n\nName: ____________________   Date: ____________\n\n"
        output.reserveCapacity(items.count * 500)
        for item in items {
            output += "**\(item.number).** \(inline(item.question.text))\n\n"
            for (index, choice) in item.question.choices.enumerated() {
                output += "- **\(Question.choiceLabel(at: index)).** \(inline(choice))\n"
            }
            output += "\n"
        }
        output += "---\n\n## Answer key\n\n"
        for item in items {
            let question = item.question
            output += "\(item.number). **\(Question.choiceLabel(at: item.answerIndex))** \(inline(question.answer))"
            if !question.explanation.isEmpty {
                output += " — \(inline(question.explanation))"
            }
            output += "\n"
        }
        return output
    }

    /// Makes `text` literal inside one Markdown line: backslash-escapes every character CommonMark
    /// could read as inline markup or an HTML/entity start, and turns line breaks into `<br>`, so a
    /// model-written line starting with `#` or `-` cannot become a heading or a list.
    static func inline(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        var previous: Unicode.Scalar?
        for scalar in text.removingControlCharacters.unicodeScalars {
            switch scalar {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "#", "|", "~", "&", "!", "$":
                result.unicodeScalars.append("\\")
                result.unicodeScalars.append(scalar)
            case "\r": result += "<br>"
            case "\n": if previous != "\r" { result += "<br>" }
            default: result.unicodeScalars.append(scalar)
            }
            previous = scalar
        }
        return result
    }
}
