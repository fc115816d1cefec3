import Foundation
import Testing

@testable import ScoreHistory

@Suite("HistoryRecord JSON line")
struct HistoryRecordJSONLineTests {
    let tricky = HistoryRecord(
        time: at(day: 0, hour: 1.5), session: "s\"1", word: "café",
        text: "Line\nbreak, tab\t, quote \", backslash \\, bell \u{7}, emoji 🦊",
        choices: ["a", "b/c", "", "ü"], answer: "a", given: "b/c", isCorrect: false, latency: 2.3456,
        level: nil, source: "qwen @ http://127.0.0.1:8080/v1", kind: .fillInTheBlank, explanation: "")

    @Test func lineIsOneLineOfValidJSONInFieldOrder() throws {
        let line = tricky.jsonLine()
        #expect(line.last == 0x0A)
        #expect(line.dropLast().contains(0x0A) == false)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any])
        #expect(object["text"] as? String == tricky.text)
        #expect(object["question"] == nil, "one name for the stem")
        #expect(object["latency"] as? Double == 2.346)
        #expect(object["level"] is NSNull)
        let text = String(decoding: line, as: UTF8.self)
        let keys = HistoryRecord.CodingKeys.allCases.map { "\"\($0.stringValue)\":" }
        let positions = keys.compactMap { text.range(of: $0)?.lowerBound }
        #expect(positions.count == keys.count)
        #expect(positions == positions.sorted())
    }

    @Test func fastScannerAndJSONDecoderReadTheSameRecord() throws {
        let line = tricky.jsonLine()
        let scanned = line.dropLast().withUnsafeBufferPointer { HistoryRecord.scanRecord($0) }
        let decoded = try JSONDecoder().decode(HistoryRecord.self, from: Data(line))
        var expected = tricky
        expected.latency = 2.346
        #expect(scanned == expected)
        #expect(decoded == expected)
        let outcome = line.dropLast().withUnsafeBufferPointer { HistoryRecord.scanOutcome($0) }
        #expect(outcome == expected.outcome)
    }

    @Test func linesThatCallTheStemQuestionAreStillRead() throws {
        // The shape lines had before the stem's key became "text", as Question and exports call it.
        let written = String(decoding: tricky.jsonLine().dropLast(), as: UTF8.self)
        let old = Array(written.replacingOccurrences(of: #","text":"#, with: #","question":"#).utf8)
        #expect(String(decoding: old, as: UTF8.self).contains(#""question":"Line\nbreak"#))
        var expected = tricky
        expected.latency = 2.346
        #expect(old.withUnsafeBufferPointer { HistoryRecord.scanRecord($0) } == expected)
        #expect(try JSONDecoder().decode(HistoryRecord.self, from: Data(old)) == expected)
        #expect(old.withUnsafeBufferPointer { HistoryRecord.scanOutcome($0) } == expected.outcome)
        let neither = Array(written.replacingOccurrences(of: #","text":"#, with: #","stem":"#).utf8)
        #expect(neither.withUnsafeBufferPointer { HistoryRecord.scanRecord($0) } == nil)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(HistoryRecord.self, from: Data(neither)) }
    }

    @Test func outcomesCarryTheLevelInEitherLayout() throws {
        var record = tricky
        record.level = .b2
        let written = record.jsonLine().dropLast()
        #expect(written.withUnsafeBufferPointer { HistoryRecord.scanOutcome($0) }?.level == .b2)
        let reordered = #"{"level":"C1","word":"x","time":"2026-11-30T00:00:00Z","correct":false,"latency":1}"#
        #expect(Array(reordered.utf8).withUnsafeBufferPointer { HistoryRecord.scanOutcome($0) }?.level == .c1)
        let unknown = #"{"level":"Z9","word":"x","time":"2026-11-30T00:00:00Z","correct":false,"latency":1}"#
        let outcome = Array(unknown.utf8).withUnsafeBufferPointer { HistoryRecord.scanOutcome($0) }
        #expect(outcome != nil && outcome?.level == nil)
    }

    @Test func scannerReadsEscapesOtherWritersUse() throws {
        let line =
            #"{"time":"2026-11-30T00:00:00Z","word":"caf\u00e9 \ud83e\udd8a \/","correct":true,"latency":1.5e0,"extra":{"a":[1,2,{"b":null}]}}"#
        let outcome = Array(line.utf8).withUnsafeBufferPointer { HistoryRecord.scanOutcome($0) }
        #expect(outcome == AnswerOutcome(time: dayZero, word: "café 🦊 /", isCorrect: true, latency: 1.5))
    }

    @Test func scannerRejectsTruncatedAndMalformedLines() {
        let line = tricky.jsonLine().dropLast()
        for cut in stride(from: 1, to: line.count, by: 7) {
            let torn = Array(line.prefix(cut))
            #expect(torn.withUnsafeBufferPointer { HistoryRecord.scanRecord($0) } == nil)
            #expect(torn.withUnsafeBufferPointer { HistoryRecord.scanOutcome($0) } == nil)
        }
        for text in ["", "{}", "[]", #"{"word":"x"} trailing"#, #"{"word":"\q"}"#] {
            #expect(Array(text.utf8).withUnsafeBufferPointer { HistoryRecord.scanOutcome($0) } == nil, "\(text)")
        }
    }
}
