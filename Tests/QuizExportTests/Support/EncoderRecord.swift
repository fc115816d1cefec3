import Foundation

@testable import QuizExport

/// A record as `JSONEncoder` wrote it before issue 24: the reference `JSONRecordWriter` must match byte
/// for byte. Kept in the tests, beside the comparison, since nothing ships through the encoder any more.
struct EncoderRecord: Encodable {
    var record: JSONRenderer.Record

    enum CodingKeys: String, CodingKey {
        case word, text, choices, answer, explanation, level, type, source, seed, checked
        case choiceOrigin = "choices_from"
        case textOrigin = "text_from"
        case feedback, sentence, sense
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(record.word, forKey: .word)
        try container.encode(record.text, forKey: .text)
        try container.encode(record.choices, forKey: .choices)
        try container.encode(record.answer, forKey: .answer)
        try container.encode(record.explanation, forKey: .explanation)
        try container.encode(record.level, forKey: .level)
        try container.encode(record.type, forKey: .type)
        try container.encode(record.source, forKey: .source)
        try container.encodeIfPresent(record.seed, forKey: .seed)
        if record.checked == true, record.isPartlyChecked {
            try container.encode("partial", forKey: .checked)
        } else {
            try container.encodeIfPresent(record.checked, forKey: .checked)
        }
        try container.encodeIfPresent(record.choiceOrigin, forKey: .choiceOrigin)
        try container.encodeIfPresent(record.textOrigin, forKey: .textOrigin)
        try container.encodeIfPresent(record.feedback, forKey: .feedback)
        try container.encodeIfPresent(record.sentence, forKey: .sentence)
        try container.encodeIfPresent(record.sense, forKey: .sense)
    }

    /// The encoder's bytes for `records`: one compact object per line, or the pretty array and its
    /// newline, as the JSONL and JSON exports wrote them.
    static func encoded(_ records: [JSONRenderer.Record], pretty: Bool) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        if pretty { encoder.outputFormatting.insert(.prettyPrinted) }
        guard !pretty else { return try encoder.encode(records.map(EncoderRecord.init)) + Data([0x0A]) }
        return try records.reduce(into: Data()) { data, record in
            data += try encoder.encode(EncoderRecord(record: record)) + Data([0x0A])
        }
    }
}
