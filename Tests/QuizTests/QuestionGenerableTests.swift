import GuidedGeneration
import Testing

@testable import Quiz

@Suite("Question as a Generable type")
struct QuestionGenerableTests {
    static func json(
        choices: String = #"["to lessen", "to grow", "to wait", "to leave"]"#, answer: String = "to lessen"
    )
        -> String
    {
        #"{"word": "abate", "text": "What does \"abate\" mean?", "choices": \#(choices), "answer": "\#(answer)", "explanation": "It means to lessen."}"#
    }

    @Test func theSchemaListsTheFieldsInGenerationOrder() throws {
        let schema = Question.generationSchema.jsonSchemaString()
        let positions = ["\"word\"", "\"text\"", "\"choices\"", "\"answer\"", "\"explanation\""].map {
            schema.range(of: $0)?.lowerBound
        }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        #expect(schema.contains(#""minItems":4"#) && schema.contains(#""maxItems":4"#))
        #expect(schema.contains(#""additionalProperties":false"#))
    }

    @Test func contentRoundTrips() throws {
        let question = try Question(GeneratedContent(json: Self.json()))
        #expect(question.choices.count == 4)
        #expect(try Question(question.generatedContent) == question)
    }

    @Test func anAnswerWhoseCaseDiffersIsMatchedAndRespelled() throws {
        let question = try Question(GeneratedContent(json: Self.json(answer: "To Lessen ")))
        #expect(question.answer == "to lessen")
    }

    @Test func anAnswerThatIsNotAChoiceIsRejectedWithAReason() {
        #expect(throws: QuestionError.answerNotAChoice("to mitigate")) {
            try Question(GeneratedContent(json: Self.json(answer: "to mitigate")))
        }
    }

    @Test func duplicateEmptyOrMissingChoicesAreRejected() {
        #expect(throws: QuestionError.duplicateChoices("to grow", "To Grow")) {
            try Question(GeneratedContent(json: Self.json(choices: #"["to lessen", "to grow", "To Grow", "x"]"#)))
        }
        #expect(throws: QuestionError.emptyChoice(2)) {
            try Question(GeneratedContent(json: Self.json(choices: #"["to lessen", " ", "a", "b"]"#)))
        }
        #expect(throws: QuestionError.wrongChoiceCount(3)) {
            try Question(GeneratedContent(json: Self.json(choices: #"["to lessen", "a", "b"]"#)))
        }
        #expect(throws: (any Error).self) {
            try Question(GeneratedContent(json: #"{"word": "abate"}"#))
        }
    }

    @Test func aWordListRestrictsTheWordThroughAnyOf() throws {
        let schema = try Question.generationSchema(restrictingWordTo: ["lamb", "salmon", "duck"])
        #expect(schema.jsonSchemaString().contains(#""enum":["lamb","salmon","duck"]"#))
        let content = try GeneratedContent(json: Self.json())
        #expect(throws: (any Error).self) { try schema.validate(content) }
        #expect(throws: QuestionError.emptyWordList) { try Question.generationSchema(restrictingWordTo: []) }
    }

    @Test func partialSnapshotsDecode() throws {
        var decoder = PartialJSONDecoder()
        let snapshot = try decoder.append(#"{"word": "abate", "text": "What do"#)
        let partial = try Question.PartiallyGenerated(snapshot)
        #expect(partial.word == "abate")
        #expect(partial.text == "What do")
        #expect(partial.choices == nil)
    }

    /// The typed snapshot's direct reading gives what the generic reading gives, at every prefix of a
    /// streamed question, and leaves a snapshot with a field of the wrong type to it (and its error).
    @Test func plainSnapshotFieldsMatchTheGenericReadingAtEveryPrefix() throws {
        func generic(_ content: GeneratedContent) throws -> Question.PartiallyGenerated {
            Question.PartiallyGenerated(
                word: try content.value(forProperty: "word"), text: try content.value(forProperty: "text"),
                choices: try content.value(forProperty: "choices"), answer: try content.value(forProperty: "answer"),
                explanation: try content.value(forProperty: "explanation"))
        }
        let json =
            #"{"word": "abate", "text": "What does \"abate\" mean?", "choices": ["to lessen", "to grow", "\u00e9", "x"], "#
            + #""answer": "to lessen", "explanation": null, "extra": 1}"#
        var decoder = PartialJSONDecoder()
        var prefixes = 0
        for character in json {
            let snapshot = try decoder.append(String(character))
            let plain = try #require(Question.PartiallyGenerated.plainFields(of: snapshot))
            #expect(plain == (try generic(snapshot)), "\(snapshot.jsonString)")
            #expect(try Question.PartiallyGenerated(snapshot) == plain)
            prefixes += 1
        }
        #expect(prefixes == json.count)
        let notStarted = GeneratedContent(kind: .null, isComplete: false)
        #expect(Question.PartiallyGenerated.plainFields(of: notStarted) == .init())
        #expect(Question.PartiallyGenerated.plainFields(of: GeneratedContent(kind: .null)) == nil)
        for wrong in [#"{"word": 3}"#, #"{"choices": ["a", 1]}"#, #"{"choices": "a"}"#, #"["a"]"#] {
            let content = try GeneratedContent(json: wrong)
            #expect(Question.PartiallyGenerated.plainFields(of: content) == nil, "\(wrong)")
            #expect(throws: (any Error).self) { try Question.PartiallyGenerated(content) }
        }
    }
}
