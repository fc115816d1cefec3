import Foundation
import Testing

@testable import GuidedGeneration

@Suite("GenerationSchema")
struct GenerationSchemaTests {
    @Test func propertiesKeepDeclarationOrderInTheExport() throws {
        let exported = try GeneratedContent(json: Flashcard.generationSchema.jsonSchemaString())
        let properties = try exported.value(GeneratedContent.self, forProperty: "properties")
        #expect(properties.orderedProperties.map(\.key) == ["word", "level", "examples", "note"])
        #expect(try exported.value([String].self, forProperty: "required") == ["word", "level", "examples"])
    }

    @Test func validContentPasses() throws {
        try Flashcard.generationSchema.validate(Flashcard.sample.generatedContent)
        var noNote = Flashcard.sample
        noNote.note = nil
        try Flashcard.generationSchema.validate(noNote.generatedContent)
    }

    @Test func nestedTypesAreValidatedThroughTheirReference() throws {
        let content = try GeneratedContent(
            json: #"{"word":"abate","level":1,"examples":[{"sentence":"s","register":"slang"}]}"#)
        #expect(
            throws: GuidedGenerationError.schemaViolations([
                #"examples[0].register "slang" is not one of: formal, informal"#
            ])
        ) {
            try Flashcard.generationSchema.validate(content)
        }
    }

    @Test func wrongTopLevelTypesAndMissingPropertiesAreViolations() throws {
        #expect(throws: GuidedGenerationError.schemaViolations(["the value is an array; an object is required"])) {
            try Flashcard.generationSchema.validate(GeneratedContent(json: "[]"))
        }
        #expect(
            throws: GuidedGenerationError.schemaViolations([
                #"missing property "word""#, #"missing property "level""#, #"missing property "examples""#,
            ])
        ) { try Flashcard.generationSchema.validate(GeneratedContent(json: "{}")) }
    }

    @Test func duplicatePropertiesAreReportedWhenValidating() {
        let schema = GenerationSchema(
            type: Flashcard.self,
            properties: [
                .init(name: "a", type: String.self), .init(name: "a", type: Int.self),
            ])
        #expect(throws: GuidedGenerationError.duplicateProperty(name: "a", typeName: "Flashcard")) {
            try schema.validate(GeneratedContent(properties: ["a": "x"]))
        }
    }

    @Test func twoDifferentTypesWithOneNameAreReported() {
        let schema = GenerationSchema(
            type: Flashcard.self,
            properties: [
                .init(name: "a", type: Flashcard.Example.self), .init(name: "b", type: OtherExample.Example.self),
            ])
        #expect(throws: GuidedGenerationError.duplicateType(name: "Example")) {
            try schema.validate(GeneratedContent(properties: [:]))
        }
    }

    @Test func optionalPropertiesMayBeNull() throws {
        try Flashcard.generationSchema.validate(
            GeneratedContent(
                json: #"{"word":"a","level":1,"examples":[{"sentence":"s","register":"formal"}],"note":null}"#))
    }
}

/// A second type named `Example`, to provoke a duplicate-type problem.
private enum OtherExample {
    struct Example: Generable {
        var count: Int
        static let generationSchema = GenerationSchema(
            type: Example.self, properties: [.init(name: "count", type: Int.self)])
        init(_ content: GeneratedContent) throws { count = try content.value(forProperty: "count") }
        var generatedContent: GeneratedContent { GeneratedContent(properties: ["count": count]) }
    }
}
