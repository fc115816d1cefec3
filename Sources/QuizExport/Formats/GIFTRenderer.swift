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
    /// `\\` for a backslash, `\n` for a line break; carriage returns and what XML 1.0 cannot carry
    /// (control codes, U+FFFE, U+FFFF) are dropped.
    ///
    /// It works on UTF-8 bytes: every text of a question passes through here, and appending scalar by
    /// scalar was a seventh of a 10,000-question export. Each special character is ASCII, and U+FFFE and
    /// U+FFFF are the only scalars above ASCII that are dropped (`EF BF BE`, `EF BF BF`).
    static func escape(_ text: String) -> String {
        let utf8 = Array(text.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count + 8)
        var position = 0
        while position < utf8.count {
            let byte = utf8[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: "~"), UInt8(ascii: "="), UInt8(ascii: "#"), UInt8(ascii: "{"),
                UInt8(ascii: "}"), UInt8(ascii: ":"):
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(byte)
            case UInt8(ascii: "\n"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case UInt8(ascii: "\t"): bytes.append(byte)
            case ..<0x20: continue
            case 0xEF where position + 1 < utf8.count && utf8[position] == 0xBF && utf8[position + 1] >= 0xBE:
                position += 2
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
