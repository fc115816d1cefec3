import Foundation
import Quiz
import Testing

@testable import QuizExport

/// The hand-written JSON and JSONL against `JSONEncoder` (`EncoderRecord`), byte for byte, on records
/// built to reach every escape, every optional key and every shape of `checked`.
@Suite struct JSONRecordWriterTests {
    /// Each string a JSON writer could get wrong: every ASCII byte (controls, `"`, `\`, `/`, DEL),
    /// non-ASCII kept raw (accents, combining marks, CJK, emoji, BOM, NEL), and U+2028/U+2029, which
    /// JavaScript once forbade in strings but `JSONEncoder` leaves unescaped.
    static let awkwardStrings: [String] = [
        "",
        String(String.UnicodeScalarView((0..<0x80).compactMap(Unicode.Scalar.init))),
        "say \"hi\" \\ back\\slash \\\" and a/slash </script>",
        "line\nbreak\r\n\ttab \u{08}backspace \u{0C}feed \u{1B}[0m \u{0}nul \u{1F}",
        "\u{2028}line separator\u{2029}paragraph separator",
        "e\u{301}cole, caf\u{E9}, 日本語, 🎉🧪👩‍👩‍👧, \u{FEFF}bom, \u{85}nel, \u{7F}del",
        "“curly” ‘quotes’ — dash … ellipsis",
    ]

    /// A record from the fixtures with its fields overwritten, since a `Question` would refuse some of
    /// these (duplicate or empty choices) and the writer must not care.
    private static func record(
        _ strings: [String], checked: Bool?, partly: Bool, seed: UInt64?, optionals: Bool, feedback: [String]?
    ) -> JSONRenderer.Record {
        let item = ExportItem.numbered([ExportFixtures.special])[0]
        var record = JSONRenderer.Record(item, seed: seed)
        let pick = { (index: Int) in strings[index % strings.count] }
        record.word = pick(0)
        record.text = pick(1)
        record.choices = [pick(2), pick(3), pick(4), pick(5)]
        record.answer = pick(3)
        record.explanation = pick(6)
        record.checked = checked
        record.isPartlyChecked = partly
        record.feedback = feedback
        record.level = optionals ? pick(2) : nil
        record.choiceOrigin = optionals ? "lexicon" : nil
        record.textOrigin = optionals ? "model" : nil
        record.sentence = optionals ? pick(4) : nil
        record.sense = optionals ? "bank#2" : nil
        return record
    }

    /// Every combination of `checked` (absent, false, true, partial, and a stray partial flag on false),
    /// optional keys all present or all absent, feedback absent, empty or full, and seed absent, 0 or max.
    static let records: [JSONRenderer.Record] = {
        var records: [JSONRenderer.Record] = []
        let checks: [(Bool?, Bool)] = [(nil, false), (false, false), (true, false), (true, true), (false, true)]
        let feedbacks: [[String]?] = [nil, [], ["", "That is what “x” means.", "\"q\"\n", "\u{2028}🎉"]]
        for (index, (checked, partly)) in checks.enumerated() {
            for optionals in [false, true] {
                for feedback in feedbacks {
                    let seed: UInt64? = [nil, 0, UInt64.max][records.count % 3]
                    let rotated = Array(awkwardStrings[index...] + awkwardStrings[..<index])
                    records.append(
                        record(
                            rotated, checked: checked, partly: partly, seed: seed, optionals: optionals,
                            feedback: feedback))
                }
            }
        }
        return records
    }()

    @Test func jsonlMatchesJSONEncoderByteForByte() throws {
        for record in Self.records {
            var writer = JSONRecordWriter(isPretty: false, capacity: 0)
            writer.write(record)
            writer.appendNewline()
            let expected = try EncoderRecord.encoded([record], pretty: false)
            #expect(Data(writer.bytes) == expected, "\(String(decoding: expected, as: UTF8.self))")
        }
    }

    @Test func prettyArrayMatchesJSONEncoderByteForByte() throws {
        for count in [0, 1, 2, Self.records.count] {
            let records = Array(Self.records.prefix(count))
            var writer = JSONRecordWriter(isPretty: true, capacity: 0)
            writer.writeArray(of: records)
            writer.appendNewline()
            let expected = try EncoderRecord.encoded(records, pretty: true)
            #expect(Data(writer.bytes) == expected, "\(String(decoding: expected, as: UTF8.self))")
        }
    }

    /// The whole path, fixtures through `render`, for both formats, with and without a seed.
    @Test(arguments: [ExportFormat.json, .jsonl], [nil, 7] as [UInt64?])
    func renderMatchesJSONEncoder(format: ExportFormat, seed: UInt64?) throws {
        let options = ExportOptions(seed: seed)
        let data = try format.render(ExportFixtures.all, options: options).data
        let records = ExportItem.numbered(ExportFixtures.all).map { JSONRenderer.Record($0, seed: seed) }
        #expect(data == (try EncoderRecord.encoded(records, pretty: format == .json)))
    }
}
