import Foundation
import Testing

@testable import GuidedGeneration

/// A question schema as the quiz builds it at run time, with `word` restricted to a teacher's list.
func questionSchema(words: [String]) throws -> GenerationSchema {
    let question = DynamicGenerationSchema(
        name: "Question",
        properties: [
            .init(name: "word", schema: DynamicGenerationSchema(name: "Word", anyOf: words)),
            .init(name: "text", description: "The question stem", schema: .init(type: String.self)),
            .init(name: "choices", schema: .init(type: [String].self, guides: [.count(4)])),
            .init(name: "answer", schema: .init(type: String.self)),
            .init(name: "explanation", schema: .init(type: String.self)),
        ])
    return try GenerationSchema(root: question, dependencies: [])
}

@Suite("DynamicGenerationSchema")
struct GenerationSchemaDynamicTests {
    @Test func aWordListRestrictsTheWordInline() throws {
        let schema = try questionSchema(words: ["lamb", "salmon", "duck"])
        let expected = """
            {"type":"object","properties":{"word":{"type":"string","enum":["lamb","salmon","duck"]},\
            "text":{"description":"The question stem","type":"string"},\
            "choices":{"type":"array","items":{"type":"string"},"minItems":4,"maxItems":4},\
            "answer":{"type":"string"},"explanation":{"type":"string"}},\
            "required":["word","text","choices","answer","explanation"],"additionalProperties":false}
            """
        #expect(schema.jsonSchemaString() == expected)
        let content = try GeneratedContent(
            json: #"{"word":"lamb ","text":"t","choices":["a","b","c"],"answer":"a","explanation":"e"}"#)
        #expect(
            throws: GuidedGenerationError.schemaViolations([
                #"word "lamb " is not one of: lamb, salmon, duck"#, "choices has 3 items; exactly 4 are required",
            ])
        ) { try schema.validate(content) }
    }

    @Test func typeGuidesAreHonoured() throws {
        let root = DynamicGenerationSchema(
            name: "R",
            properties: [
                .init(name: "n", schema: .init(type: Int.self, guides: [.range(1...3)])),
                .init(
                    name: "s", schema: .init(type: String.self, guides: [.description("a code"), .pattern("[a-z]")])),
            ])
        let schema = try GenerationSchema(root: root, dependencies: [])
        #expect(schema.jsonSchemaString().contains(#""n":{"type":"integer","minimum":1,"maximum":3}"#))
        #expect(
            schema.jsonSchemaString().contains(#""s":{"description":"a code","type":"string","pattern":"^[a-z]$"}"#))
        #expect(throws: GuidedGenerationError.schemaViolations(["n is 4; the maximum is 3"])) {
            try schema.validate(GeneratedContent(json: #"{"n":4,"s":"q"}"#))
        }
    }

    @Test func arraysReferencesAndDependenciesBecomeDefinitions() throws {
        let level = DynamicGenerationSchema(name: "Level", anyOf: ["A1", "B2"])
        let example = DynamicGenerationSchema(
            name: "Example", properties: [.init(name: "text", schema: .init(type: String.self))])
        let root = DynamicGenerationSchema(
            name: "Card",
            properties: [
                .init(name: "level", schema: .init(referenceTo: "Level")),
                .init(
                    name: "examples",
                    schema: .init(arrayOf: .init(referenceTo: "Example"), minimumElements: 1, maximumElements: 2)),
                .init(name: "hint", schema: .init(type: String.self), isOptional: true),
            ])
        let schema = try GenerationSchema(root: root, dependencies: [level, example])
        let json = schema.jsonSchemaString()
        #expect(json.contains(##""level":{"$ref":"#/$defs/Level"}"##))
        #expect(json.contains(#""required":["level","examples"]"#))
        #expect(json.contains(#""$defs":{"Example":{"type":"object""#))
        #expect(json.contains(#""Level":{"type":"string","enum":["A1","B2"]}"#))
        try schema.validate(GeneratedContent(json: #"{"level":"A1","examples":[{"text":"x"}]}"#))
        #expect(
            throws: GuidedGenerationError.schemaViolations([
                #"level "C1" is not one of: A1, B2"#, "examples has 0 items; between 1 and 2 are required",
            ])
        ) {
            try schema.validate(GeneratedContent(json: #"{"level":"C1","examples":[]}"#))
        }
    }

    @Test func anyOfSchemasAcceptAnyMember() throws {
        let root = DynamicGenerationSchema(
            name: "R",
            properties: [
                .init(
                    name: "v",
                    schema: DynamicGenerationSchema(name: "V", anyOf: [.init(type: Int.self), .init(type: Bool.self)]))
            ])
        let schema = try GenerationSchema(root: root, dependencies: [])
        #expect(schema.jsonSchemaString().contains(#""v":{"anyOf":[{"type":"integer"},{"type":"boolean"}]}"#))
        try schema.validate(GeneratedContent(json: #"{"v":true}"#))
        #expect(throws: GuidedGenerationError.schemaViolations(["v matches none of the allowed shapes"])) {
            try schema.validate(GeneratedContent(json: #"{"v":"x"}"#))
        }
    }

    @Test func aRecursiveReferenceToTheRootPointsAtTheDocument() throws {
        let root = DynamicGenerationSchema(
            name: "Node",
            properties: [
                .init(name: "children", schema: .init(arrayOf: .init(referenceTo: "Node")))
            ])
        let schema = try GenerationSchema(root: root, dependencies: [])
        #expect(schema.jsonSchemaString().contains(##""items":{"$ref":"#"}"##))
        try schema.validate(GeneratedContent(json: #"{"children":[{"children":[]}]}"#))
    }

    @Test func duplicatePropertiesThrow() {
        let root = DynamicGenerationSchema(
            name: "R",
            properties: [
                .init(name: "a", schema: .init(type: String.self)), .init(name: "a", schema: .init(type: Int.self)),
            ])
        #expect(throws: GuidedGenerationError.duplicateProperty(name: "a", typeName: "R")) {
            try GenerationSchema(root: root, dependencies: [])
        }
    }

    @Test func duplicateTypesThrow() {
        let root = DynamicGenerationSchema(name: "R", properties: [.init(name: "a", schema: .init(referenceTo: "T"))])
        let first = DynamicGenerationSchema(name: "T", anyOf: ["x"])
        let second = DynamicGenerationSchema(name: "T", anyOf: ["y"])
        #expect(throws: GuidedGenerationError.duplicateType(name: "T")) {
            try GenerationSchema(root: root, dependencies: [first, second])
        }
        let inline = DynamicGenerationSchema(
            name: "R",
            properties: [
                .init(name: "a", schema: DynamicGenerationSchema(name: "T", anyOf: ["x"])),
                .init(name: "b", schema: DynamicGenerationSchema(name: "T", anyOf: ["y"])),
            ])
        #expect(throws: GuidedGenerationError.duplicateType(name: "T")) {
            try GenerationSchema(root: inline, dependencies: [])
        }
    }

    @Test func undefinedReferencesThrow() {
        let root = DynamicGenerationSchema(
            name: "R", properties: [.init(name: "a", schema: .init(referenceTo: "Missing"))])
        #expect(throws: GuidedGenerationError.undefinedReference(name: "Missing")) {
            try GenerationSchema(root: root, dependencies: [])
        }
        #expect(
            "\(GuidedGenerationError.undefinedReference(name: "Missing"))"
                == #"the schema refers to the type "Missing", which is not defined"#)
    }

    @Test func generableTypesCarryTheirDefinitions() throws {
        let root = DynamicGenerationSchema(
            name: "Deck",
            properties: [
                .init(name: "cards", schema: .init(type: [Flashcard].self, guides: [.maximumCount(2)]))
            ])
        let schema = try GenerationSchema(root: root, dependencies: [])
        #expect(schema.definitions.names == ["Example", "Flashcard"])
        try schema.validate(GeneratedContent(properties: ["cards": [Flashcard.sample]]))
    }
}

extension GenerationSchemaDynamicTests {
    @Test func anInlineTypesDescriptionDescribesAPropertyWithoutOne() throws {
        let root = DynamicGenerationSchema(
            name: "R",
            properties: [
                .init(name: "a", schema: DynamicGenerationSchema(name: "A", description: "pick one", anyOf: ["x"])),
                .init(
                    name: "b", description: "own",
                    schema: DynamicGenerationSchema(name: "B", description: "ignored", anyOf: ["y"])),
            ])
        let json = try GenerationSchema(root: root, dependencies: []).jsonSchemaString()
        #expect(json.contains(#""a":{"description":"pick one","type":"string","enum":["x"]}"#))
        #expect(json.contains(#""b":{"description":"own","type":"string","enum":["y"]}"#))
    }
}
