import Foundation
import Testing

@testable import TestSupport

/// The scripted server writes its SSE events' strings by hand (for speed: see `Reply.quoted`), so
/// they must read back through a real JSON decoder as the text they came from, or every streamed test
/// would be fed something other than what it scripted.
@Suite struct FakeServerQuotingTests {
    @Test(arguments: [
        "", "plain", "say \"hi\"", #"back\slash"#, "line\nbreak\r\ttab", "bell\u{07}and\u{1F}unit",
        "naïve café – “quotes” 🎉", "{\"word\": \"abate\", \"choices\": [\"a\", \"b\"]}",
    ])
    func aQuotedStringDecodesToItself(_ text: String) throws {
        let json = FakeOpenAIServer.Reply.quoted(text)
        let decoded = try JSONDecoder().decode(String.self, from: Data(json.utf8))
        #expect(decoded == text)
    }

    @Test func controlCharactersAreEscapedNotWritten() {
        let json = FakeOpenAIServer.Reply.quoted("a\u{01}b\nc")
        #expect(json == #""a\u0001b\nc""#)
        #expect(!json.unicodeScalars.contains { $0.value < 0x20 })
    }
}
