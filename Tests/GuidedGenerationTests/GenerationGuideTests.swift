import Foundation
import Testing

@testable import GuidedGeneration

/// Every guide, accepting a value inside its rule and rejecting one outside with a message naming both.
@Suite("Generation guides")
struct GenerationGuideTests {
    /// The violations of `json` against a one-property object schema, or [] when it is valid.
    private func violations<Value: Generable>(
        _ json: String, type: Value.Type, guides: [GenerationGuide<Value>]
    ) throws -> [String] {
        let schema = GenerationSchema(type: Flashcard.self, properties: [.init(name: "v", type: type, guides: guides)])
        do {
            try schema.validate(GeneratedContent(json: #"{"v":\#(json)}"#))
            return []
        } catch GuidedGenerationError.schemaViolations(let violations) {
            return violations
        }
    }

    @Test func anyOfAcceptsOnlyTheListedSpellings() throws {
        let guides: [GenerationGuide<String>] = [.anyOf(["lamb", "salmon", "duck"])]
        #expect(try violations(#""duck""#, type: String.self, guides: guides) == [])
        #expect(
            try violations(#""lamb ""#, type: String.self, guides: guides) == [
                #"v "lamb " is not one of: lamb, salmon, duck"#
            ])
    }

    @Test func constantAcceptsOnlyItsValue() throws {
        #expect(try violations(#""mcq""#, type: String.self, guides: [.constant("mcq")]) == [])
        #expect(
            try violations(#""MCQ""#, type: String.self, guides: [.constant("mcq")]) == [
                #"v "MCQ" must be exactly "mcq""#
            ])
    }

    @Test func aConstantArrayAcceptsOnlyItsItemsInOrderAndIsSentAsAOneValueEnum() throws {
        let guides: [GenerationGuide<[String]>] = [.constant(["lamb", "duck"])]
        #expect(try violations(#"["lamb","duck"]"#, type: [String].self, guides: guides) == [])
        let expected = [#"v must be exactly ["lamb","duck"]"#]
        #expect(try violations(#"["duck","lamb"]"#, type: [String].self, guides: guides) == expected)
        #expect(try violations(#"["lamb","lamb"]"#, type: [String].self, guides: guides) == expected)
        #expect(
            try violations(#""lamb""#, type: [String].self, guides: guides) == ["v is a string; an array is required"])
        let schema = GenerationSchema(
            type: Flashcard.self, properties: [.init(name: "v", type: [String].self, guides: guides)])
        #expect(schema.jsonSchemaString().contains(#""v":{"type":"array","enum":[["lamb","duck"]]}"#))
        #expect(schema.promptDescription.contains(#"v: ["lamb","duck"]"#), "\(schema.promptDescription)")
    }

    @Test func patternMustMatchTheWholeValue() throws {
        let guides: [GenerationGuide<String>] = [.pattern(#"\d{3}"#)]
        #expect(try violations(#""123""#, type: String.self, guides: guides) == [])
        #expect(
            try violations(#""1234""#, type: String.self, guides: guides) == [
                #"v "1234" does not match the pattern ^[0-9]{3}$"#
            ])
    }

    @Test func aSamplingPatternIsSentButNotChecked() throws {
        let guides: [GenerationGuide<String>] = [.samplingPattern(#"\d{3}"#)]
        #expect(try violations(#""1234""#, type: String.self, guides: guides) == [])
        let schema = GenerationSchema(
            type: Flashcard.self, properties: [.init(name: "v", type: String.self, guides: guides)])
        #expect(schema.jsonSchemaString().contains(#""v":{"type":"string","pattern":"^[0-9]{3}$"}"#))
        #expect(schema.promptDescription.contains("v: string"), "\(schema.promptDescription)")
        #expect(!schema.promptDescription.contains("[0-9]"), "the model is not asked to read it")
    }

    @Test func integerBoundsAreInclusive() throws {
        #expect(try violations("1", type: Int.self, guides: [.minimum(1)]) == [])
        #expect(try violations("0", type: Int.self, guides: [.minimum(1)]) == ["v is 0; the minimum is 1"])
        #expect(try violations("6", type: Int.self, guides: [.maximum(6)]) == [])
        #expect(try violations("7", type: Int.self, guides: [.maximum(6)]) == ["v is 7; the maximum is 6"])
        #expect(try violations("3", type: Int.self, guides: [.range(1...6)]) == [])
        #expect(try violations("-1", type: Int.self, guides: [.range(1...6)]) == ["v is -1; the minimum is 1"])
        #expect(try violations("2.5", type: Int.self, guides: []) == ["v is 2.5; a whole number is required"])
    }

    @Test func doubleAndDecimalBoundsAreInclusive() throws {
        #expect(try violations("0.5", type: Double.self, guides: [.range(0...1)]) == [])
        #expect(try violations("1.5", type: Double.self, guides: [.range(0...1)]) == ["v is 1.5; the maximum is 1"])
        #expect(try violations("-0.1", type: Double.self, guides: [.minimum(0)]) == ["v is -0.1; the minimum is 0"])
        #expect(try violations("2", type: Double.self, guides: [.maximum(2)]) == [])
        #expect(try violations("0.25", type: Decimal.self, guides: [.range(0...1)]) == [])
        #expect(try violations("3", type: Decimal.self, guides: [.maximum(2)]) == ["v is 3; the maximum is 2"])
        #expect(try violations("1", type: Decimal.self, guides: [.minimum(2)]) == ["v is 1; the minimum is 2"])
    }

    @Test func countGuidesAreInclusive() throws {
        #expect(try violations(#"["a","b","c","d"]"#, type: [String].self, guides: [.count(4)]) == [])
        #expect(
            try violations(#"["a","b","c"]"#, type: [String].self, guides: [.count(4)])
                == ["v has 3 items; exactly 4 are required"])
        #expect(try violations("[1,2]", type: [Int].self, guides: [.count(2...3)]) == [])
        #expect(try violations("[1,2,3]", type: [Int].self, guides: [.count(2...3)]) == [])
        #expect(
            try violations("[1]", type: [Int].self, guides: [.count(2...3)]) == [
                "v has 1 item; between 2 and 3 are required"
            ])
        #expect(try violations("[1,2]", type: [Int].self, guides: [.minimumCount(2)]) == [])
        #expect(
            try violations("[]", type: [Int].self, guides: [.minimumCount(1)]) == [
                "v has 0 items; at least 1 is required"
            ])
        #expect(try violations("[1,2]", type: [Int].self, guides: [.maximumCount(2)]) == [])
        #expect(
            try violations("[1,2,3]", type: [Int].self, guides: [.maximumCount(2)]) == [
                "v has 3 items; at most 2 are allowed"
            ])
    }

    @Test func elementGuidesApplyToEveryElement() throws {
        let guides: [GenerationGuide<[String]>] = [.element(.anyOf(["a", "b"]))]
        #expect(try violations(#"["a","b","a"]"#, type: [String].self, guides: guides) == [])
        #expect(
            try violations(#"["a","c"]"#, type: [String].self, guides: guides) == [#"v[1] "c" is not one of: a, b"#])
    }

    @Test func descriptionGuidesDescribeTheProperty() {
        let schema = GenerationSchema(
            type: Flashcard.self,
            properties: [
                .init(name: "v", type: String.self, guides: [.description("the stem")])
            ])
        #expect(schema.jsonSchemaString().contains(#""v":{"description":"the stem","type":"string"}"#))
    }

    @Test func allViolationsAreReportedTogether() throws {
        let schema = Flashcard.generationSchema
        let content = try GeneratedContent(json: #"{"word":"Abate","level":9,"examples":[],"extra":1}"#)
        #expect(
            throws: GuidedGenerationError.schemaViolations([
                #"word "Abate" does not match the pattern ^[a-z]+$"#,
                "level is 9; the maximum is 6",
                "examples has 0 items; between 1 and 3 are required",
                #"unexpected property "extra"; the allowed properties are: word, level, examples, note"#,
            ])
        ) { try schema.validate(content) }
    }
}
