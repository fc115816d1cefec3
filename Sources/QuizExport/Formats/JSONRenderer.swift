import Foundation

/// JSON (one array) and JSONL (one object per line) for scripts.
///
/// Written by hand (`JSONRecordWriter`) rather than with `JSONEncoder`, which took a seventh of a
/// 10,000-question export (issue 24); the bytes are the ones the encoder wrote with `.sortedKeys` and
/// `.withoutEscapingSlashes` (and `.prettyPrinted` for the array), which the tests hold it to.
enum JSONRenderer {
    /// One exported question; `level` is written as `null` when unknown so every object has the same keys.
    struct Record {
        var word: String
        var text: String
        var choices: [String]
        var answer: String
        var explanation: String
        var level: String?
        var type: String
        var source: String
        var seed: UInt64?
        /// Written only for model questions: false when no check could confirm it, "partial" when the
        /// check passed it on partial evidence (see the README's "Checked, not trusted").
        var checked: Bool?
        var isPartlyChecked: Bool
        /// Written only for model questions: "lexicon" when the lexicon picked the choices, "model" when
        /// the model wrote them.
        var choiceOrigin: String?
        /// Written only for model questions: "model" when the model wrote the text and explanation,
        /// "lexicon" when every reply was rejected and the lexicon's own question took its place.
        var textOrigin: String?
        /// What picking each choice teaches, in choice order ("" for the key); only when the source wrote it.
        var feedback: [String]?
        /// For a question about a reading text's word: the text's sentence and the sense asked (`lemma#N`).
        var sentence: String?
        var sense: String?

        init(_ item: ExportItem, seed: UInt64?) {
            let question = item.question
            word = question.word
            text = question.text
            choices = question.choices
            answer = question.answer
            explanation = question.explanation
            level = item.item.level?.rawValue
            type = item.item.kind.rawValue
            source = item.item.source
            self.seed = seed
            checked = item.item.isChecked
            isPartlyChecked = item.item.isPartlyChecked
            choiceOrigin = item.item.choiceOrigin?.rawValue
            textOrigin = item.item.textOrigin?.rawValue
            feedback =
                item.item.choiceFeedback == nil
                ? nil : question.choices.indices.map { item.feedback(forChoice: $0) ?? "" }
            sentence = item.item.passage?.sentence
            sense = item.item.passage?.sense
        }
    }

    /// Every record in one indented array, as `JSONEncoder`'s `.prettyPrinted` wrote it (`[\n\n]` when
    /// there are none), and a final newline.
    static func renderArray(_ items: [ExportItem], options: ExportOptions) -> Data {
        let records = items.map { Record($0, seed: options.seed) }
        var writer = JSONRecordWriter(isPretty: true, capacity: estimatedSize(of: records))
        writer.writeArray(of: records)
        writer.appendNewline()
        return Data(writer.bytes)
    }

    /// One compact object per line.
    static func renderLines(_ items: [ExportItem], options: ExportOptions) -> Data {
        let records = items.map { Record($0, seed: options.seed) }
        var writer = JSONRecordWriter(isPretty: false, capacity: estimatedSize(of: records))
        for record in records {
            writer.write(record)
            writer.appendNewline()
        }
        return Data(writer.bytes)
    }

    /// The bytes the records' strings take, plus room for keys, quotes and indentation, so the output
    /// buffer is reserved once rather than doubled a dozen times on the way to megabytes.
    private static func estimatedSize(of records: [Record]) -> Int {
        records.reduce(2) { total, record in total + record.estimatedSize }
    }
}

extension JSONRenderer.Record {
    /// The strings' UTF-8 length plus an allowance for the keys, the short values (level, type, origins),
    /// quotes, separators and pretty indentation; escapes are rare enough to be left to the array's growth.
    fileprivate var estimatedSize: Int {
        let fields = word.utf8.count + text.utf8.count + answer.utf8.count + explanation.utf8.count + source.utf8.count
        let lists = choices.reduce(0) { $0 + $1.utf8.count } + (feedback ?? []).reduce(0) { $0 + $1.utf8.count }
        let passage = (sentence?.utf8.count ?? 0) + (sense?.utf8.count ?? 0)
        return 512 + fields + lists + passage
    }
}
