import Foundation
import Testing

@testable import GuidedGeneration

@Suite("JSON parser")
struct JSONStreamParserTests {
    private func error(parsing json: String, limits: JSONParsingLimits = JSONParsingLimits()) -> String? {
        do {
            _ = try GeneratedContent(json: json, limits: limits)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func parsesEveryKindOfValue() throws {
        let content = try GeneratedContent(
            json: #" {"a": [null, true, false, -1.5e2, "x\u00e9\ud83d\ude00\n"], "b": {}} "#)
        #expect(
            try content.value([GeneratedContent].self, forProperty: "a") == [
                GeneratedContent(kind: .null), GeneratedContent(kind: .bool(true)),
                GeneratedContent(kind: .bool(false)),
                GeneratedContent(kind: .number(-150)), GeneratedContent(kind: .string("xé😀\n")),
            ])
        #expect(content.isComplete)
        #expect(try GeneratedContent(json: "0") == GeneratedContent(kind: .number(0)))
        #expect(try GeneratedContent(json: #""\/\b\f\r\t""#) == GeneratedContent(kind: .string("/\u{08}\u{0C}\r\t")))
    }

    @Test(arguments: [
        ("", "invalid JSON at byte 0: expected a JSON value, found the end of the text"),
        ("{", "the JSON document ends before its last value is closed"),
        (#"{"a" 1}"#, "invalid JSON at byte 5: expected ':' after the property name \"a\", found '1'"),
        (#"{"a":1 "b":2}"#, "invalid JSON at byte 7: expected ',' or '}' after the property \"a\", found '\"'"),
        ("[1 2]", "invalid JSON at byte 3: expected ',' or ']' after an array element, found '2'"),
        ("[1,]", "invalid JSON at byte 3: expected a JSON value, found ']'"),
        ("{'a':1}", "invalid JSON at byte 1: expected a property name in double quotes, found '''"),
        ("tru", "the JSON document ends before its last value is closed"),
        ("nul1", "invalid JSON at byte 3: expected null, found '1'"),
        ("01", "invalid JSON at byte 2: \"01\" is not a valid number"),
        ("1.", "invalid JSON at byte 2: \"1.\" is not a valid number"),
        ("-", "invalid JSON at byte 1: \"-\" is not a valid number"),
        ("1e400", "invalid JSON at byte 5: the number 1e400 is too large"),
        ("{} x", "invalid JSON at byte 3: unexpected text after the end of the document, found 'x'"),
        (#"{"a":1,"a":2}"#, "invalid JSON at byte 9: the property \"a\" appears twice"),
        (#""\x""#, "invalid JSON at byte 2: invalid escape sequence in a string, found 'x'"),
        (#""\u12g4""#, "invalid JSON at byte 5: expected a hex digit in a \\u escape, found 'g'"),
        (
            #""\ud83d x""#,
            "invalid JSON at byte 7: a \\u escape holds half of a UTF-16 surrogate pair without the other half"
        ),
        (
            #""\ude00""#,
            "invalid JSON at byte 6: a \\u escape holds half of a UTF-16 surrogate pair without the other half"
        ),
        (
            "\"a\nb\"",
            "invalid JSON at byte 2: a control character inside a string must be escaped (for example \\n), found the control character 0xA"
        ),
        ("é", "invalid JSON at byte 0: expected a JSON value, found a non-ASCII character"),
    ])
    func invalidJSONGetsAClearOneLineError(json: String, message: String) {
        #expect(error(parsing: json) == message)
    }

    @Test func hugeNumbersAreRejectedAndQuotedBriefly() throws {
        let digits = String(repeating: "9", count: 400)
        #expect(
            error(parsing: digits)
                == "invalid JSON at byte 400: the number \(String(repeating: "9", count: 40))… is too large")
        #expect(
            throws: GuidedGenerationError.decodingFailure(
                path: "", issue: .unrepresentableNumber(value: "1.2345678901234568e+29", required: "a whole number"))
        ) {
            try Int(GeneratedContent(json: "123456789012345678901234567890"))
        }
    }

    @Test func aTenMegabyteStringIsRejectedBeforeParsing() {
        let huge = "\"" + String(repeating: "a", count: 10 * 1_048_576) + "\""
        #expect(error(parsing: huge) == "the JSON document is 10485762 bytes; the limit is 1048576 bytes")
    }

    @Test func theSizeCapIsConfigurable() throws {
        let text = "\"" + String(repeating: "a", count: 2_000_000) + "\""
        let limits = JSONParsingLimits(maximumByteCount: 4_000_000)
        #expect(try GeneratedContent(json: text, limits: limits).jsonString.utf8.count == text.utf8.count)
        #expect(error(parsing: "[1,2,3]", limits: JSONParsingLimits(maximumByteCount: 6)) != nil)
    }

    @Test func tenThousandLevelsOfNestingFailCleanly() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(
            error(parsing: deep) == "invalid JSON at byte 64: objects and arrays are nested more than 64 levels deep")
        let objects = String(repeating: #"{"a":"#, count: 10_000)
        #expect(error(parsing: objects)?.hasSuffix("nested more than 64 levels deep") == true)
    }

    @Test func sixtyFourLevelsAreAllowed() throws {
        let deep = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(try GeneratedContent(json: deep).isComplete)
        #expect(error(parsing: "[" + deep + "]") != nil)
    }

    @Test func theParserAgreesWithFoundationOnValidDocuments() throws {
        let documents = [
            #"{"a":[1,2.5,-3e-2,{"b":null}],"c":"\u0041\t"}"#, "[]", "{}", #"[[[],[{}]]]"#, "12345678901", "-0",
        ]
        for document in documents {
            let ours = try GeneratedContent(json: document)
            let theirs = try JSONSerialization.jsonObject(with: Data(document.utf8), options: .fragmentsAllowed)
            let reencoded = try JSONSerialization.jsonObject(
                with: Data(ours.jsonString.utf8), options: .fragmentsAllowed)
            #expect(NSDictionary(dictionary: ["v": theirs]) == NSDictionary(dictionary: ["v": reencoded]))
        }
    }
}
