import Foundation
import Testing

@testable import LanguageModels

@Suite("ServerSentEventParser")
struct ServerSentEventParserTests {
    @Test func eventsSplitAcrossArbitrarySlicesAreReassembled() {
        let stream = "data: {\"a\":1}\n\n: comment\ndata: é\r\n\r\ndata: [DONE]\n\n"
        let bytes = Array(stream.utf8)
        var parser = ServerSentEventParser()
        var events: [String] = []
        for byte in bytes { events += parser.append(Data([byte])) }
        #expect(events == ["{\"a\":1}", "é", "[DONE]"])
        #expect(parser.finish() == nil)
    }

    @Test func multiLineDataJoinsWithNewlines() {
        var parser = ServerSentEventParser()
        #expect(parser.append(Data("data: one\ndata:two\n\n".utf8)) == ["one\ntwo"])
    }

    @Test func unterminatedLastEventIsReturnedByFinish() {
        var parser = ServerSentEventParser()
        #expect(parser.append(Data("event: x\ndata: tail".utf8)).isEmpty)
        #expect(parser.finish() == "tail")
    }
}
