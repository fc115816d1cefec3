import Testing

@testable import GuidedGeneration

@Suite("Prompt rendering")
struct GenerationSchemaPromptTests {
    @Test func aQuestionSchemaRendersCompactly() throws {
        let schema = try questionSchema(words: ["lamb", "salmon", "duck"])
        #expect(
            schema.promptDescription == """
                {word: "lamb"|"salmon"|"duck"
                 text: string // The question stem
                 choices: string[4]
                 answer: string
                 explanation: string}
                """)
        #expect(schema.promptDescription.count * 3 < schema.jsonSchemaString().count * 2)
    }

    @Test func nestedTypesGuidesAndOptionalsAreShown() {
        #expect(
            Flashcard.generationSchema.promptDescription == """
                {word: string /^[a-z]+$/ // The headword, in lower case
                 level: integer 1...6
                 examples: Example[1...3]
                 note?: string}
                Example = {sentence: string
                 register: "formal"|"informal"}
                """)
    }
}
