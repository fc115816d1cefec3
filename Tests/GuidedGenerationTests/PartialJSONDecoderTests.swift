import Foundation
import Testing

@testable import GuidedGeneration

@Suite("Partial JSON")
struct PartialJSONDecoderTests {
    /// Documents covering escapes, surrogate pairs, multi-byte text, numbers and nesting.
    static let corpus = [
        #"{"word":"naïve","text":"Pick the \"best\" word:\n","choices":["a","b\\c","d\u00e9","\ud83d\ude00"],"answer":"a","explanation":"x"}"#,
        #"[{"n":-12.5e+3,"ok":true,"none":null},{"n":0,"list":[1,22,333]},[],{}]"#,
        #""a top-level string with \t tab and 日本語 and \ud83c\udf89""#,
        #"{"deep":{"deeper":{"deepest":["x",{"y":[false]}]}}, "num": 1234567890}"#,
        "  12345  ",
        // A combining accent arriving in its own chunk changes the last Character but keeps the scalars.
        #"{"word":"cafe"# + "\u{301}" + #" au lait","n":[1e2,0.5]}"#,
    ]

    /// Feeds `document` in pieces cut at `cuts` and returns the snapshots.
    private func snapshots(of document: String, chunkSize: Int) throws -> [GeneratedContent] {
        var decoder = PartialJSONDecoder()
        var result: [GeneratedContent] = []
        var index = document.startIndex
        while index < document.endIndex {
            let end =
                document.unicodeScalars.index(index, offsetBy: chunkSize, limitedBy: document.endIndex)
                ?? document.endIndex
            result.append(try decoder.append(String(document.unicodeScalars[index..<end])))
            index = end
        }
        result.append(try decoder.finish())
        return result
    }

    @Test(arguments: corpus)
    func everyPrefixParsesMonotonically(document: String) throws {
        let snapshots = try snapshots(of: document, chunkSize: 1)
        let complete = try GeneratedContent(json: document)
        #expect(snapshots.last == complete)
        for (earlier, later) in zip(snapshots, snapshots.dropFirst()) {
            #expect(earlier.isPrefixSnapshot(of: later), "\(earlier.jsonString) → \(later.jsonString)")
        }
        for snapshot in snapshots.dropLast() where snapshot != complete {
            #expect(!snapshot.isComplete)
        }
    }

    @Test(arguments: corpus)
    func chunkSizeDoesNotChangeTheResult(document: String) throws {
        let expected = try GeneratedContent(json: document)
        for size in [2, 3, 7, 1000] {
            #expect(try snapshots(of: document, chunkSize: size).last == expected)
        }
    }

    @Test func aStringPropertyShowsItsTextSoFar() throws {
        var decoder = PartialJSONDecoder()
        #expect(
            try decoder.append(#"{"word":"abate","text":"What does"#).jsonString
                == #"{"word":"abate","text":"What does"}"#)
        #expect(try decoder.append(#" \"ab"#).jsonString == #"{"word":"abate","text":"What does \"ab"}"#)
    }

    @Test func arrayElementsAppearOnlyOnceTheirStringCloses() throws {
        var decoder = PartialJSONDecoder()
        #expect(try decoder.append(#"{"choices":["to less"#).jsonString == #"{"choices":[]}"#)
        #expect(try decoder.append(#"en","to g"#).jsonString == #"{"choices":["to lessen"]}"#)
    }

    @Test func numbersAndLiteralsAppearOnlyWhenComplete() throws {
        var decoder = PartialJSONDecoder()
        #expect(try decoder.append(#"{"n":12"#).jsonString == "{}")
        #expect(try decoder.append(#"3,"flag":tr"#).jsonString == #"{"n":123}"#)
        #expect(try decoder.append("ue").jsonString == #"{"n":123,"flag":true}"#)
    }

    @Test func aTopLevelStringShowsPartialTextButNotAHalfEscape() throws {
        var decoder = PartialJSONDecoder()
        #expect(try decoder.append(#""smile \ud83d"#).kind == .string("smile "))
        #expect(try decoder.append(#"\ude00"#).kind == .string("smile 😀"))
        let final = try decoder.append(#"""#)
        #expect(final.isComplete)
        #expect(decoder.isComplete)
    }

    @Test func snapshotsAreIncompleteUntilTheDocumentCloses() throws {
        var decoder = PartialJSONDecoder()
        #expect(decoder.snapshot == GeneratedContent(kind: .null, isComplete: false))
        let open = try decoder.append(#"{"a":[{"b":1}"#)
        #expect(!open.isComplete)
        #expect(try open.value([GeneratedContent].self, forProperty: "a").first?.isComplete == true)
        #expect(try decoder.append("]}").isComplete)
    }

    @Test func finishingEarlyIsAnError() throws {
        var decoder = PartialJSONDecoder()
        try decoder.append(#"{"a":"#)
        #expect(throws: GuidedGenerationError.incompleteDocument) { try decoder.finish() }
    }

    @Test func badInputFailsAsSoonAsItIsSeenAndStaysFailed() throws {
        var decoder = PartialJSONDecoder()
        try decoder.append(#"{"a":1"#)
        #expect(throws: GuidedGenerationError.self) { try decoder.append("x") }
        #expect(throws: GuidedGenerationError.self) { try decoder.append("}") }
    }

    @Test func limitsApplyWhileStreaming() throws {
        var decoder = PartialJSONDecoder(limits: JSONParsingLimits(maximumDepth: 2, maximumByteCount: 10))
        try decoder.append("[[")
        #expect(throws: GuidedGenerationError.nestingTooDeep(limit: 2, offset: 2)) { try decoder.append("[") }
        var small = PartialJSONDecoder(limits: JSONParsingLimits(maximumByteCount: 10))
        try small.append("\"abcdefgh")
        #expect(throws: GuidedGenerationError.documentTooLarge(byteCount: 11, limit: 10)) { try small.append("ij") }
    }
}

extension PartialJSONDecoderTests {
    @Test func hostileStreamsFailCleanly() throws {
        var deep = PartialJSONDecoder()
        #expect(throws: GuidedGenerationError.nestingTooDeep(limit: 64, offset: 64)) {
            for _ in 0..<10_000 { try deep.append("[") }
        }
        var huge = PartialJSONDecoder()
        try huge.append("\"")
        let block = String(repeating: "a", count: 65_536)
        #expect(throws: GuidedGenerationError.documentTooLarge(byteCount: 1 + 16 * 65_536, limit: 1_048_576)) {
            for _ in 0..<160 { try huge.append(block) }
        }
        var number = PartialJSONDecoder()
        try number.append("[" + String(repeating: "9", count: 500))
        #expect(throws: GuidedGenerationError.self) { try number.append("]") }
    }
}
