import Foundation
import GuidedGeneration
import LanguageModels
import Support
import TestSupport
import Testing

/// The session over the real HTTP client against the loopback fake server.
@Suite("LanguageModelSession over HTTP")
struct LanguageModelSessionServerTests {
    @Test(arguments: [false, true])
    func faultyRepliesAreRetriedUntilAValidQuestionArrives(streaming: Bool) async throws {
        let server = try FakeOpenAIServer(replies: [
            .completion(QuizCard.json(choices: ["fruit", "tool", "city"])),
            .status(500, body: "oops"),
            .completion(QuizCard.json(answer: "banana")),
            .completion(QuizCard.json(answer: "FRUIT")),
        ])
        defer { server.stop() }
        let model = OpenAICompatibleModel(baseURL: server.baseURL, name: "m", sleep: { _ in })
        let session = LanguageModelSession(model: model, instructions: "Teach.")
        let response: LanguageModelSession.Response<QuizCard>
        if streaming {
            response = try await session.streamResponse(to: "Ask.", generating: QuizCard.self).collect()
        } else {
            response = try await session.respond(to: "Ask.", generating: QuizCard.self)
        }
        #expect(response.content.answer == "fruit")
        #expect(server.chatRequests.count == 4)
        #expect(response.attempts == 3)
        let lastRequest = try #require(server.chatRequests.last?.json)
        let messages = try #require(lastRequest["messages"] as? [[String: Any]])
        let corrections = messages.compactMap { $0["content"] as? String }.filter { $0.contains("not usable") }
        #expect(corrections.count == 2)
        #expect(session.transcript.entries.count == 3)
    }

    @Test func truncatedAndBrokenStreamsCountAsFailedAttempts() async throws {
        let card = QuizCard.json()
        let server = try FakeOpenAIServer(replies: [
            .truncatedStream(card, chunkCount: 4), .disconnect(card, chunkCount: 4), .completion(card),
        ])
        defer { server.stop() }
        let session = LanguageModelSession(model: OpenAICompatibleModel(baseURL: server.baseURL, name: "m"))
        let response = try await session.streamResponse(to: "Ask.", generating: QuizCard.self).collect()
        #expect(response.attempts == 3)
        #expect(response.content.word == "apple")
    }

    /// The premise of the bench's streaming rows: a reply sent a token or so per SSE event is read
    /// event by event, one snapshot per event, not buffered into one.
    @Test func aReplyStreamedATokenPerEventGivesASnapshotPerEvent() async throws {
        let card = QuizCard.json()
        var pieces: [String] = []
        var rest = Substring(card)
        while !rest.isEmpty {
            let size = pieces.count % 3 + 1
            pieces.append(String(rest.prefix(size)))
            rest = rest.dropFirst(size)
        }
        let server = try FakeOpenAIServer(fallback: .tokenStream(pieces))
        defer { server.stop() }
        let model = OpenAICompatibleModel(baseURL: server.baseURL, name: "m")
        let session = LanguageModelSession(model: model)
        var snapshots: [GeneratedContent] = []
        for try await snapshot in session.streamResponse(to: "Ask.", generating: QuizCard.self) {
            snapshots.append(snapshot.rawContent)
        }
        #expect(snapshots.count >= pieces.count - 1, "\(snapshots.count) snapshots of \(pieces.count) events")
        #expect(try QuizCard(#require(snapshots.last)) == QuizCard(GeneratedContent(json: card)))

        let whole = try await model.complete(ModelRequest(messages: [.init(role: .user, content: "Ask.")]))
        #expect(whole.content == card)
    }

    /// Deltas reach the snapshot decoder on the reading task; cancelling it mid-reply must still end the
    /// stream as cancelled, not judge the cut-off reply as a rejected attempt (and ask again).
    @Test func cancellingMidStreamIsNotARejectedAttempt() async throws {
        // The server stalls until it stops, under bounds longer than any run: the cancellation is the
        // only way the reply ends, however long a loaded machine takes to deliver the first snapshot.
        let server = try FakeOpenAIServer(fallback: .stall(QuizCard.json(), chunkCount: 8, seconds: .untilStopped))
        defer { server.stop() }
        let model = OpenAICompatibleModel(baseURL: server.baseURL, name: "m", timeLimits: .init(seconds: 600))
        let session = LanguageModelSession(model: model)
        let rejections = Locked(0)
        session.onRejectedAttempt = { _, _ in rejections.withLock { $0 += 1 } }
        let (firstSnapshot, arrived) = AsyncStream<Void>.makeStream()
        let stream = session.streamResponse(to: "Ask.", generating: QuizCard.self)
        let task = Task {
            for try await _ in stream { arrived.yield() }
        }
        for await _ in firstSnapshot { break }
        task.cancel()
        try await task.value
        #expect(rejections.withLock { $0 } == 0)
        #expect(server.chatRequests.count == 1)
        #expect(!session.isResponding)
    }

    @Test func manySessionsStreamConcurrentlyWithoutInterference() async throws {
        let sessionCount = 8
        let turns = 5
        let server = try FakeOpenAIServer(fallback: .completion(QuizCard.json()))
        defer { server.stop() }
        let words = try await withThrowingTaskGroup(of: [String].self) { group in
            for _ in 0..<sessionCount {
                group.addTask {
                    let session = LanguageModelSession(model: OpenAICompatibleModel(baseURL: server.baseURL, name: "m"))
                    var words: [String] = []
                    for turn in 0..<turns {
                        let stream = session.streamResponse(to: "Ask \(turn).", generating: QuizCard.self)
                        words.append(try await stream.collect().content.word)
                    }
                    return words
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(words.count == sessionCount * turns)
        #expect(words.allSatisfy { $0 == "apple" })
        #expect(server.chatRequests.count == sessionCount * turns)
    }
}
