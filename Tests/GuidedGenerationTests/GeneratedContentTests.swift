import Testing

@testable import GuidedGeneration

@Suite("GeneratedContent")
struct GeneratedContentTests {
    @Test func propertiesKeepTheOrderTheyWereWrittenIn() {
        let content = GeneratedContent(properties: ["zeta": 1, "alpha": "a", "mid": [true]])
        #expect(content.orderedProperties.map(\.key) == ["zeta", "alpha", "mid"])
        #expect(content.jsonString == #"{"zeta":1,"alpha":"a","mid":[true]}"#)
    }

    @Test func parsedObjectsKeepTheirKeyOrder() throws {
        let json = #"{"word":"w","text":"t","choices":["a","b","c","d"],"answer":"a","explanation":"e"}"#
        let content = try GeneratedContent(json: json)
        #expect(content.orderedProperties.map(\.key) == ["word", "text", "choices", "answer", "explanation"])
        #expect(content.jsonString == json)
    }

    @Test func aRepeatedKeyKeepsItsFirstPlaceAndLastValue() {
        let content = GeneratedContent(properties: ["a": 1, "b": 2, "a": 3])
        #expect(content.jsonString == #"{"a":3,"b":2}"#)
    }

    @Test func valuesAreReadByPropertyAndType() throws {
        let content = try GeneratedContent(json: #"{"n":3,"s":"x","list":["p","q"],"none":null}"#)
        #expect(try content.value(Int.self, forProperty: "n") == 3)
        #expect(try content.value(String.self, forProperty: "s") == "x")
        #expect(try content.value([String].self, forProperty: "list") == ["p", "q"])
        #expect(try content.value(String?.self, forProperty: "none") == nil)
        #expect(try content.value(String?.self, forProperty: "absent") == nil)
        #expect(try content.value(GeneratedContent.self, forProperty: "n") == GeneratedContent(kind: .number(3)))
    }

    @Test func typeMismatchesSayWhatWasFoundAndWhatIsRequired() throws {
        let content = try GeneratedContent(json: #"{"choices":["a","b",3]}"#)
        #expect(
            throws: GuidedGenerationError.decodingFailure(
                path: "choices[2]", issue: .typeMismatch(found: "a number", required: "a string"))
        ) {
            try content.value([String].self, forProperty: "choices")
        }
        let message = GuidedGenerationError.decodingFailure(
            path: "choices[2]", issue: .typeMismatch(found: "a number", required: "a string")
        ).description
        #expect(message == "choices[2] is a number; a string is required")
        #expect(throws: GuidedGenerationError.self) {
            try GeneratedContent(json: "[1]").value(Int.self, forProperty: "x")
        }
    }

    @Test func jsonStringEscapesWhatJSONRequires() throws {
        let text = "quote \" backslash \\ newline \n tab \t bell \u{07} é 😀"
        let json = GeneratedContent(kind: .string(text)).jsonString
        #expect(json == #""quote \" backslash \\ newline \n tab \t bell \u0007 é 😀""#)
        #expect(try GeneratedContent(json: json) == GeneratedContent(kind: .string(text)))
    }

    @Test func numbersPrintWithoutNeedlessFractions() {
        #expect(GeneratedContent(kind: .number(4)).jsonString == "4")
        #expect(GeneratedContent(kind: .number(-0.5)).jsonString == "-0.5")
        #expect(GeneratedContent(kind: .number(1e300)).jsonString == "1e+300")
        #expect(GeneratedContent(kind: .number(.infinity)).jsonString == "null")
    }

    @Test func prettyJSONIsIndentedAndReparses() throws {
        let content = GeneratedContent(properties: ["a": [1, 2], "b": GeneratedContent(properties: [:])])
        #expect(content.prettyJSONString == "{\n  \"a\": [\n    1,\n    2\n  ],\n  \"b\": {}\n}")
        #expect(try GeneratedContent(json: content.prettyJSONString) == content)
    }
}
