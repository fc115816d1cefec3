import Foundation
import Quiz
import Testing

@testable import QuizExport

@Suite struct JSONRendererTests {
    private struct Decoded: Decodable, Equatable {
        var word, text, answer, explanation, type, source: String
        var choices: [String]
        var level: String?
        var seed: UInt64?
    }

    private func expected(seed: UInt64?) -> [Decoded] {
        ExportFixtures.all.map { item in
            let question = item.question
            return Decoded(
                word: question.word, text: question.text, answer: question.answer, explanation: question.explanation,
                type: item.kind.rawValue, source: item.source, choices: question.choices, level: item.level?.rawValue,
                seed: seed)
        }
    }

    @Test func jsonDecodesBackToEveryFieldExactly() throws {
        let data = try ExportFormat.json.render(ExportFixtures.all, options: ExportOptions(seed: 7)).data
        #expect(try JSONDecoder().decode([Decoded].self, from: data) == expected(seed: 7))
    }

    @Test func jsonlIsOneDecodableObjectPerLine() throws {
        let data = try ExportFormat.jsonl.render(ExportFixtures.all).data
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        #expect(lines.count == ExportFixtures.all.count)
        let decoded = try lines.map { try JSONDecoder().decode(Decoded.self, from: Data($0.utf8)) }
        #expect(decoded == expected(seed: nil))
    }

    @Test func anUnknownLevelIsWrittenAsNullSoEveryObjectHasTheSameKeys() throws {
        let data = try ExportFormat.jsonl.render([ExportFixtures.long]).data
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["level"] is NSNull)
        #expect(Set(object.keys) == ["word", "text", "choices", "answer", "explanation", "level", "type", "source"])
    }

    /// A model question the checker passed on partial evidence says so; a fully checked one stays `true`.
    @Test func aPartlyCheckedQuestionIsWrittenAsCheckedPartial() throws {
        var partly = ExportFixtures.special
        partly.isChecked = true
        partly.isPartlyChecked = true
        var full = partly
        full.isPartlyChecked = false
        let data = try ExportFormat.jsonl.render([partly, full]).data
        let objects = try String(decoding: data, as: UTF8.self).split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(objects.map { $0["checked"] as? String } == ["partial", nil])
        #expect(objects.map { $0["checked"] as? Bool } == [nil, true])
    }
}
