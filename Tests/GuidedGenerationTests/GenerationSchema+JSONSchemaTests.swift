import Foundation
import Testing

@testable import GuidedGeneration

@Suite("JSON Schema export")
struct GenerationSchemaJSONSchemaTests {
    @Test func aGenerableTypeExportsThePortableSubset() {
        let expected = """
            {"description":"A vocabulary flashcard","type":"object","properties":{\
            "word":{"description":"The headword, in lower case","type":"string","pattern":"^[a-z]+$"},\
            "level":{"type":"integer","minimum":1,"maximum":6},\
            "examples":{"type":"array","items":{"$ref":"#/$defs/Example"},"minItems":1,"maxItems":3},\
            "note":{"type":"string"}},\
            "required":["word","level","examples"],"additionalProperties":false,\
            "$defs":{"Example":{"type":"object","properties":{"sentence":{"type":"string"},\
            "register":{"type":"string","enum":["formal","informal"]}},\
            "required":["sentence","register"],"additionalProperties":false}}}
            """
        #expect(Flashcard.generationSchema.jsonSchemaString() == expected)
    }

    @Test func theExportIsValidJSONWhenPrettyPrinted() throws {
        let pretty = Flashcard.generationSchema.jsonSchemaString(prettyPrinted: true)
        #expect(pretty.contains("\n  \"type\": \"object\""))
        #expect(try GeneratedContent(json: pretty) == Flashcard.generationSchema.jsonSchema)
        #expect(try JSONSerialization.jsonObject(with: Data(pretty.utf8)) is [String: Any])
    }

    @Test func forbiddenKeywordsNeverAppear() {
        let schema = GenerationSchema(
            type: Flashcard.self,
            properties: [
                .init(name: "code", type: String.self, guides: [.pattern(#"\w+-\d\s?"#)]),
                .init(name: "tags", type: [String].self, guides: [.count(2), .element(.pattern("[A-Z]"))]),
                .init(name: "score", type: Double.self, guides: [.range(0...1)]),
            ])
        let json = schema.jsonSchemaString()
        #expect(!json.contains("uniqueItems"))
        #expect(!json.contains(#"\\d"#) && !json.contains(#"\\w"#) && !json.contains(#"\\s"#))
        #expect(json.contains(#""pattern":"^[A-Za-z0-9_]+-[0-9][ \\t\\n\\r]?$""#))
        #expect(json.contains(#""items":{"type":"string","pattern":"^[A-Z]$"},"minItems":2,"maxItems":2"#))
        #expect(json.contains(#""score":{"type":"number"}"#))
    }

    @Test func theRootIsAClosedObject() throws {
        let exported = Flashcard.generationSchema.jsonSchema
        #expect(try exported.value(Bool.self, forProperty: "additionalProperties") == false)
        #expect(try exported.value(String.self, forProperty: "type") == "object")
    }
}
