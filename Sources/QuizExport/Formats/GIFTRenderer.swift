/// Moodle GIFT: one `::name::[plain]stem{ =right ~wrong#what it means ####feedback }` block per question.
///
/// The `[plain]` marker makes Moodle show model-written text literally; without it Moodle's
/// auto-format would treat a stray `<b>` in a question as markup. Answers and feedback inherit it.
enum GIFTRenderer {
    static func render(_ items: [ExportItem]) -> String {
        var output = ""
        output.reserveCapacity(items.count * 400)
        for item in items {
            let question = item.question
            output += "::\(escape(question.word))::[plain]\(escape(question.text)){\n"
            for (index, choice) in question.choices.enumerated() {
                output += "\t\(index == item.answerIndex ? "=" : "~")\(escape(choice))"
                if let feedback = item.feedback(forChoice: index) { output += "#\(escape(feedback))" }
                output += "\n"
            }
            if !question.explanation.isEmpty {
                output += "\t####\(escape(question.explanation))\n"
            }
            output += "}\n\n"
        }
        return output
    }

    /// Escapes text the way Moodle's own GIFT exporter does: a backslash before `~ = # { } :`,
    /// `\\` for a backslash, `\n` for a line break; carriage returns and control codes are dropped.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\", "~", "=", "#", "{", "}", ":":
                result.unicodeScalars.append("\\")
                result.unicodeScalars.append(scalar)
            case "\n": result += "\\n"
            case "\r": continue
            default:
                if scalar.isAllowedInXML { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }
}
