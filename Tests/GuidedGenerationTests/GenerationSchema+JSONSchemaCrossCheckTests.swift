import Foundation
import Testing

@testable import GuidedGeneration

/// Runs Python's `jsonschema` (pip install jsonschema) over the exported schema, when it is installed.
private enum PythonJSONSchema {
    static let script = """
        import json, sys, jsonschema
        request = json.load(sys.stdin)
        jsonschema.Draft202012Validator.check_schema(request["schema"])
        validator = jsonschema.Draft202012Validator(request["schema"])
        print(json.dumps([validator.is_valid(document) for document in request["documents"]]))
        """

    static let isAvailable: Bool = (try? run(["-c", "import jsonschema"], input: "")) != nil

    /// Checks the schema against the 2020-12 meta-schema and answers, per document, whether it validates.
    static func verdicts(schema: GeneratedContent, documents: [GeneratedContent]) throws -> [Bool] {
        let request = GeneratedContent(properties: ["schema": schema, "documents": documents])
        let output = try run(["-c", script], input: request.jsonString)
        return try [Bool](GeneratedContent(json: output))
    }

    private static func run(_ arguments: [String], input: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.executableLoad) }
        return String(decoding: output, as: UTF8.self)
    }
}

@Suite("JSON Schema export cross-checked with Python jsonschema")
struct GenerationSchemaJSONSchemaCrossCheckTests {
    static let flashcards = [
        #"{"word":"abate","level":5,"examples":[{"sentence":"s","register":"formal"}]}"#,
        #"{"word":"abate","level":5,"examples":[{"sentence":"s","register":"formal"}],"note":"n"}"#,
        #"{"word":"Abate","level":5,"examples":[{"sentence":"s","register":"formal"}]}"#,
        #"{"word":"abate","level":7,"examples":[{"sentence":"s","register":"formal"}]}"#,
        #"{"word":"abate","level":5,"examples":[]}"#,
        #"{"word":"abate","level":5,"examples":[{"sentence":"s","register":"slang"}]}"#,
        #"{"word":"abate","level":5,"examples":[{"sentence":"s","register":"formal","x":1}]}"#,
        #"{"word":"abate","examples":[{"sentence":"s","register":"formal"}]}"#,
        #"{"word":"abate","level":"5","examples":[{"sentence":"s","register":"formal"}]}"#,
        #"{"word":"abate","level":5,"examples":[{"sentence":"s","register":"formal"}],"extra":true}"#,
    ]

    private func ourVerdicts(_ schema: GenerationSchema, _ documents: [GeneratedContent]) -> [Bool] {
        documents.map { (try? schema.validate($0)) != nil }
    }

    @Test(.enabled(if: PythonJSONSchema.isAvailable))
    func aGenerableTypesExportIsValidAndJudgedAsWeJudgeIt() throws {
        let documents = try Self.flashcards.map { try GeneratedContent(json: $0) }
        let schema = Flashcard.generationSchema
        let verdicts = try PythonJSONSchema.verdicts(schema: schema.jsonSchema, documents: documents)
        #expect(verdicts == ourVerdicts(schema, documents))
        #expect(verdicts.filter { $0 }.count == 2)
    }

    @Test(.enabled(if: PythonJSONSchema.isAvailable))
    func aWordListExportIsValidAndJudgedAsWeJudgeIt() throws {
        let schema = try questionSchema(words: ["lamb", "salmon", "duck"])
        let documents = try [
            #"{"word":"lamb","text":"t","choices":["a","b","c","d"],"answer":"a","explanation":"e"}"#,
            #"{"word":"lamb ","text":"t","choices":["a","b","c","d"],"answer":"a","explanation":"e"}"#,
            #"{"word":"duck","text":"t","choices":["a","b","c"],"answer":"a","explanation":"e"}"#,
            #"{"word":"duck","text":"t","choices":["a","b","c","d",1],"answer":"a","explanation":"e"}"#,
        ].map { try GeneratedContent(json: $0) }
        let verdicts = try PythonJSONSchema.verdicts(schema: schema.jsonSchema, documents: documents)
        #expect(verdicts == [true, false, false, false])
        #expect(verdicts == ourVerdicts(schema, documents))
    }
}
