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

@Suite("ServerSentEventParser fields")
struct ServerSentEventParserFieldTests {
    @Test func onlyDataFieldsCountAndOneLeadingSpaceIsDropped() {
        var parser = ServerSentEventParser()
        let stream = "id: 7\nevent: message\ndatum: no\ndata:  two spaces\ndata\ndata:x\n\n: only a comment\n\n"
        #expect(parser.append(Data(stream.utf8)) == [" two spaces\n\nx"])
        #expect(parser.finish() == nil)
    }

    @Test func manyEventsInOneSliceAndATailAcrossSlices() {
        var parser = ServerSentEventParser()
        #expect(parser.append(Data("data: a\n\ndata: b\r\n\r\ndata: c".utf8)) == ["a", "b"])
        #expect(parser.append(Data("d\n".utf8)).isEmpty)
        #expect(parser.append(Data("\n".utf8)) == ["cd"])
    }
}
