import Foundation
import Testing

@testable import LanguageModels

@Suite("HTTPResponseDecoder")
struct HTTPResponseDecoderTests {
    typealias DecodingError = HTTPResponseDecoder.DecodingError

    static let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n"
    static let body = "data: {\"a\":\"é\"}\n\n"
    /// A head, two chunks (one with an extension), the last chunk and a trailer.
    static let chunked: String = {
        let rest = String(body.dropFirst(5))
        let size = String(rest.utf8.count, radix: 16)
        return head + "5\r\ndata:\r\n" + "\(size);name=x\r\n\(rest)\r\n" + "0\r\nX-Trailer: 1\r\n\r\n"
    }()

    /// Feeds `pieces` one after another; returns the status, headers, joined body and completeness.
    func decode(_ pieces: [Data]) throws(DecodingError) -> (Int?, [String: String], Data, Bool) {
        var decoder = HTTPResponseDecoder()
        var status: Int?
        var headers: [String: String] = [:]
        var body = Data()
        for piece in pieces {
            for event in try decoder.consume(piece) {
                switch event {
                case .head(let code, let fields):
                    #expect(status == nil, "one head only")
                    status = code
                    headers = fields
                case .body(let data): body.append(data)
                }
            }
        }
        return (status, headers, body, decoder.isComplete)
    }

    @Test func aChunkedResponseDecodesTheSameAtEverySplitPoint() throws {
        let bytes = Data(Self.chunked.utf8)
        for split in 0...bytes.count {
            let (status, headers, body, complete) = try decode([bytes.prefix(split), bytes.dropFirst(split)])
            #expect(status == 200, "split at \(split)")
            #expect(headers["transfer-encoding"] == "chunked", "split at \(split)")
            #expect(String(decoding: body, as: UTF8.self) == Self.body, "split at \(split)")
            #expect(complete, "split at \(split)")
        }
    }

    @Test func aChunkedResponseDecodesByteByByte() throws {
        let (status, _, body, complete) = try decode(Data(Self.chunked.utf8).map { Data([$0]) })
        #expect(status == 200)
        #expect(String(decoding: body, as: UTF8.self) == Self.body)
        #expect(complete)
    }

    @Test func aContentLengthResponseDecodesAtEverySplitPointAndStopsAtItsLength() throws {
        let text = "HTTP/1.1 404 Not Found\r\nContent-Length: 11\r\n\r\nhello worldEXTRA"
        let bytes = Data(text.utf8)
        for split in 0...bytes.count {
            let (status, _, body, complete) = try decode([bytes.prefix(split), bytes.dropFirst(split)])
            #expect(status == 404 && complete, "split at \(split)")
            #expect(String(decoding: body, as: UTF8.self) == "hello world", "split at \(split)")
        }
    }

    @Test func aBodyWithoutFramingRunsUntilTheConnectionCloses() throws {
        var decoder = HTTPResponseDecoder()
        _ = try decoder.consume(Data("HTTP/1.0 200 OK\r\n\r\nabc".utf8))
        #expect(!decoder.isComplete)
        #expect(decoder.isCompleteAtEndOfStream())
        var chunked = HTTPResponseDecoder()
        _ = try chunked.consume(Data((Self.head + "5\r\nab").utf8))
        #expect(!chunked.isCompleteAtEndOfStream(), "a chunked body cut short is incomplete")
    }

    @Test func aHeadThatIsNotHTTPIsRejectedQuotingItsFirstLine() {
        var decoder = HTTPResponseDecoder()
        #expect(throws: DecodingError.malformedHead("SSH-2.0-OpenSSH_9.2")) {
            try decoder.consume(Data("SSH-2.0-OpenSSH_9.2\r\n\r\n".utf8))
        }
    }

    @Test func aBrokenChunkSizeOrChunkEndIsRejected() {
        var size = HTTPResponseDecoder()
        #expect(throws: DecodingError.malformedChunk) { try size.consume(Data((Self.head + "zz\r\n").utf8)) }
        var end = HTTPResponseDecoder()
        #expect(throws: DecodingError.malformedChunk) { try end.consume(Data((Self.head + "2\r\nabXY\r\n").utf8)) }
    }

    /// The byte-level reading of a chunk-size line agrees with the general one wherever it answers, and
    /// leaves every other line (spaces, signs, a bare extension, overlong sizes) to it.
    @Test func aPlainChunkSizeIsReadAsTheGeneralReadingReadsIt() {
        let plain = ["0", "1a", "1A", "fF", "7", "00a", "1a;name=x", "1a;", "123456789abcdef"]
        for line in plain {
            let bytes = ArraySlice(Array(line.utf8))
            #expect(HTTPResponseDecoder.plainChunkSize(bytes) != nil, "\(line)")
            #expect(HTTPResponseDecoder.plainChunkSize(bytes) == HTTPResponseDecoder.chunkSize(bytes), "\(line)")
        }
        for line in ["", " 1a", "1a ", "+1a", "-0", ";x", "1g", "1 a", "123456789abcdef0", "1a\t"] {
            #expect(HTTPResponseDecoder.plainChunkSize(ArraySlice(Array(line.utf8))) == nil, "\(line)")
        }
        #expect(HTTPResponseDecoder.chunkSize(ArraySlice(Array(" 1a ;x".utf8))) == 26)
    }

    @Test func anEndlessHeadIsRejected() {
        var decoder = HTTPResponseDecoder()
        #expect(throws: DecodingError.headTooLarge) {
            try decoder.consume(Data(("HTTP/1.1 200 OK\r\nX: " + String(repeating: "a", count: 70_000)).utf8))
        }
    }
}
