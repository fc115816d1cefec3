/// Moodle GIFT: one `::name::[plain]stem{ =right ~wrong#what it means ####feedback }` block per question.
///
/// The `[plain]` marker makes Moodle show model-written text literally; without it Moodle's
/// auto-format would treat a stray `<b>` in a question as markup. Answers and feedback inherit it.
enum GIFTRenderer {
    /// The GIFT document as UTF-8, written straight into one buffer: a 10,000-question export spent more
    /// time building each line's intermediate strings than escaping them.
    static func render(_ items: [ExportItem]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(capacity(for: items))
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

    /// More bytes than the document can take, so the buffer is never copied to a larger one: escaping
    /// at most doubles a field, and the fixed text is under 32 bytes a question and 4 a choice. A guess
    /// (600 bytes a question) fell short by a quarter at 10,000 questions, and the copy into a buffer of
    /// twice the size cost 3,000 page faults; the pages of a bound never written are never touched.
    static func capacity(for items: [ExportItem]) -> Int {
        items.reduce(0) { total, item in
            let question = item.question
            let choices = question.choices.reduce(0) { $0 + $1.utf8.count }
            let feedback = item.item.choiceFeedback?.reduce(0) { $0 + $1.utf8.count } ?? 0
            let fields = question.word.utf8.count + question.text.utf8.count + question.explanation.utf8.count
            return total + 2 * (fields + choices + feedback) + 32 + 4 * question.choices.count
        }
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
    /// U+FFFE and U+FFFF are the only scalars above ASCII that are dropped (`EF BF BE`, `EF BF BF`). Runs
    /// of bytes kept as they are (nearly all of a text) are appended in one copy each, not byte by byte.
    static func escape(_ text: String, into output: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            var kept = 0
            var position = 0
            func flush(skipping skipped: Int) {
                if kept < position { output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[kept..<position])) }
                position += skipped
                kept = position
            }
            while position < utf8.count {
                let byte = utf8[position]
                switch byte {
                case UInt8(ascii: "\\"), UInt8(ascii: "~"), UInt8(ascii: "="), UInt8(ascii: "#"), UInt8(ascii: "{"),
                    UInt8(ascii: "}"), UInt8(ascii: ":"):
                    flush(skipping: 1)
                    output.append(UInt8(ascii: "\\"))
                    output.append(byte)
                case UInt8(ascii: "\n"):
                    flush(skipping: 1)
                    output.append(UInt8(ascii: "\\"))
                    output.append(UInt8(ascii: "n"))
                case UInt8(ascii: "\t"): position += 1
                case ..<0x20: flush(skipping: 1)
                case 0xEF where position + 2 < utf8.count && utf8[position + 1] == 0xBF && utf8[position + 2] >= 0xBE:
                    flush(skipping: 3)
                default: position += 1
                }
            }
            flush(skipping: 0)
        }
    }
}
