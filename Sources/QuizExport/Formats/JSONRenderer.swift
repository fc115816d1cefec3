import Foundation

/// JSON (one array) and JSONL (one object per line) for scripts.
enum JSONRenderer {
    /// One exported question; `level` is written as `null` when unknown so every object has the same keys.
    struct Record: Encodable {
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

        enum CodingKeys: String, CodingKey {
            case word, text, choices, answer, explanation, level, type, source, seed, checked
            case choiceOrigin = "choices_from"
            case textOrigin = "text_from"
            case feedback, sentence, sense
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(word, forKey: .word)
            try container.encode(text, forKey: .text)
            try container.encode(choices, forKey: .choices)
            try container.encode(answer, forKey: .answer)
            try container.encode(explanation, forKey: .explanation)
            try container.encode(level, forKey: .level)
            try container.encode(type, forKey: .type)
            try container.encode(source, forKey: .source)
            try container.encodeIfPresent(seed, forKey: .seed)
            if checked == true, isPartlyChecked {
                try container.encode("partial", forKey: .checked)
            } else {
                try container.encodeIfPresent(checked, forKey: .checked)
            }
            try container.encodeIfPresent(choiceOrigin, forKey: .choiceOrigin)
            try container.encodeIfPresent(textOrigin, forKey: .textOrigin)
            try container.encodeIfPresent(feedback, forKey: .feedback)
            try container.encodeIfPresent(sentence, forKey: .sentence)
            try container.encodeIfPresent(sense, forKey: .sense)
        }
    }

    static func renderArray(_ items: [ExportItem], options: ExportOptions) throws(ExportError) -> Data {
        var data = try encode(items.map { Record($0, seed: options.seed) }, formatting: [.prettyPrinted])
        data.append(0x0A)
        return data
    }

    static func renderLines(_ items: [ExportItem], options: ExportOptions) throws(ExportError) -> Data {
        var data = Data()
        let encoder = makeEncoder(formatting: [])
        for item in items {
            data.append(try encode(Record(item, seed: options.seed), with: encoder))
            data.append(0x0A)
        }
        return data
    }

    private static func makeEncoder(formatting: JSONEncoder.OutputFormatting) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = formatting.union([.sortedKeys, .withoutEscapingSlashes])
        return encoder
    }

    private static func encode(_ value: some Encodable, formatting: JSONEncoder.OutputFormatting) throws(ExportError)
        -> Data
    {
        try encode(value, with: makeEncoder(formatting: formatting))
    }

    private static func encode(_ value: some Encodable, with encoder: JSONEncoder) throws(ExportError) -> Data {
        do {
            return try encoder.encode(value)
        } catch {
            throw .encodingFailed(String(describing: error))
        }
    }
}
