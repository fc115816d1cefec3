/// Moodle GIFT: one `::name::[plain]stem{ =right ~wrong#what it means ####feedback }` block per question.
///
/// The `[plain]` marker makes Moodle show model-written text literally; without it Moodle's
/// auto-format would treat a stray `<b>` in a question as markup. Answers and feedback inherit it.
enum GIFTRenderer {
    /// The GIFT document as UTF-8, written straight into one buffer: a 10,000-question export spent more
    /// time building each line's intermediate strings than escaping them.
    static func render(_ items: [ExportItem]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(items.count * 600)
        for item in items {
            let question = item.question
            output += "::".utf8
            escape(question.word, into: &output)
            output += "::[plain]".utf8
            escape(question.text, into: &output)
            output += "{\n".utf8
            for (index, choice) in question.choices.enumerated() {
                output += (index == item.answerIndex ? "\t=" : "\t~").utf8
                escape(choice, into: &output)
                if let feedback = item.feedback(forChoice: index) {
                    output.append(UInt8(ascii: "#"))
                    escape(feedback, into: &output)
                }
                output.append(UInt8(ascii: "\n"))
            }
            if !question.explanation.isEmpty {
                output += "\t####".utf8
                escape(question.explanation, into: &output)
                output.append(UInt8(ascii: "\n"))
            }
            output += "}\n\n".utf8
        }
        return output
    }

    /// Escapes text the way Moodle's own GIFT exporter does: a backslash before `~ = # { } :`,
    /// `\\` for a backslash, `\n` for a line break; carriage returns and what XML 1.0 cannot carry
    /// (control codes, U+FFFE, U+FFFF) are dropped.
    static func escape(_ text: String) -> String {
        var bytes: [UInt8] = []
        escape(text, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `escape(_:)`, appended to `output`. It works on UTF-8 bytes: each special character is ASCII, and
    /// U+FFFE and U+FFFF are the only scalars above ASCII that are dropped (`EF BF BE`, `EF BF BF`).
    static func escape(_ text: String, into output: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            var position = 0
            while position < utf8.count {
                let byte = utf8[position]
                position += 1
                switch byte {
                case UInt8(ascii: "\\"), UInt8(ascii: "~"), UInt8(ascii: "="), UInt8(ascii: "#"), UInt8(ascii: "{"),
                    UInt8(ascii: "}"), UInt8(ascii: ":"):
                    output.append(UInt8(ascii: "\\"))
                    output.append(byte)
                case UInt8(ascii: "\n"):
                    output.append(UInt8(ascii: "\\"))
                    output.append(UInt8(ascii: "n"))
                case UInt8(ascii: "\t"): output.append(byte)
                case ..<0x20: continue
                case 0xEF where position + 1 < utf8.count && utf8[position] == 0xBF && utf8[position + 1] >= 0xBE:
                    position += 2
                default: output.append(byte)
                }
            }
        }
    }
}
