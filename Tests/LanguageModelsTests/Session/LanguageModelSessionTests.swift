import Foundation
import GuidedGeneration
import LanguageModels
import TestSupport
import Testing

@Suite("LanguageModelSession")
struct LanguageModelSessionTests {
    typealias GenerationError = LanguageModelSession.GenerationError

    @Test func respondReturnsTheTypedValueAndRecordsOnlyTheTurn() async throws {
        let model = ScriptedLanguageModel([.text(QuizCard.json())])
        let session = LanguageModelSession(model: model, instructions: "You are an English teacher.")
        let response = try await session.respond(to: "Ask about a fruit.", generating: QuizCard.self)

        #expect(response.content.word == "apple")
        #expect(response.attempts == 1)
        #expect(
            session.transcript.entries == [
                .instructions("You are an English teacher."), .prompt("Ask about a fruit."),
                .response(response.rawContent),
            ])
        let request = try #require(model.requests.first)
        #expect(request.messages.first == .init(role: .system, content: "You are an English teacher."))
        #expect(request.messages.last?.content.contains(QuizCard.generationSchema.promptDescription) == true)
        #expect(request.responseFormat?.schemaJSON == QuizCard.generationSchema.jsonSchemaString())
        #expect(request.responseFormat?.name == "QuizCard")
    }

    @Test func schemaStaysOutOfThePromptWhenNotWanted() async throws {
        let model = ScriptedLanguageModel([.text(QuizCard.json())])
        let session = LanguageModelSession(model: model)
        _ = try await session.respond(to: "Ask.", generating: QuizCard.self, includeSchemaInPrompt: false)
        #expect(model.requests.first?.messages == [.init(role: .user, content: "Ask.")])
    }

    @Test func laterTurnsSeeEarlierOnesButNeverTheCorrections() async throws {
        let model = ScriptedLanguageModel([
            .text("Sure! Here is a question"), .text(QuizCard.json(word: "pear")), .text(QuizCard.json(word: "plum")),
        ])
        let session = LanguageModelSession(model: model, instructions: "Teach.")
        let first = try await session.respond(to: "One.", generating: QuizCard.self, includeSchemaInPrompt: false)
        #expect(first.attempts == 2)
        let retry = model.requests[1].messages
        #expect(retry.count == model.requests[0].messages.count + 1)
        #expect(retry.last?.role == .user && retry.last?.content.contains("invalid JSON") == true)
        #expect(!retry.contains { $0.content.contains("Sure!") })

        _ = try await session.respond(to: "Two.", generating: QuizCard.self, includeSchemaInPrompt: false)
        let third = model.requests[2].messages.map(\.content)
        #expect(third == ["Teach.", "One.", QuizCard.json(word: "pear"), "Two."])
        #expect(session.transcript.entries.count == 5)
    }

    @Test func aTurnCanLeaveEarlierTurnsOutAndKeepOnlyTheirNote() async throws {
        let model = ScriptedLanguageModel([.text(QuizCard.json(word: "pear")), .text(QuizCard.json(word: "plum"))])
        let session = LanguageModelSession(model: model, instructions: "Teach.")
        session.earlierTurnsNote = LanguageModelSession.listing(property: "word", label: "Asked")
        _ = try await session.respond(to: "One.", generating: QuizCard.self, includeSchemaInPrompt: false)
        let second = try await session.respond(
            to: "Two.", schema: QuizCard.generationSchema, generating: QuizCard.self, includeSchemaInPrompt: false,
            recentTurns: 0, accepting: { $0 })
        #expect(model.requests[1].messages.map(\.content) == ["Teach.\n\nAsked: pear.", "Two."])
        // The turn is still recorded, so later turns (with the session's window) see it.
        #expect(second.content.word == "plum" && session.transcript.entries.count == 5)
    }

    @Test(arguments: [
        (QuizCard.json(choices: ["fruit", "tool", "city"]), "choices has 3 items"),
        (QuizCard.json(answer: "banana"), "not one of the choices"),
        (QuizCard.json(choices: ["fruit", "Fruit", "city", "colour"]), "two choices are the same"),
        (QuizCard.json(choices: ["fruit", " ", "city", "colour"]), "a choice is empty"),
        (#"{"word":"apple"}"#, "missing property"),
    ])
    func invalidRepliesAreReAskedWithTheReason(badReply: String, reason: String) async throws {
        let model = ScriptedLanguageModel([.text(badReply), .text(QuizCard.json())])
        let session = LanguageModelSession(model: model)
        let rejections = MessageLog()
        session.onRejectedAttempt = { attempt, why in rejections.append("\(attempt): \(why)") }
        let response = try await session.respond(to: "Ask.", generating: QuizCard.self)
        #expect(response.attempts == 2)
        #expect(model.requests[1].messages.last?.content.contains(reason) == true)
        #expect(rejections.lines.count == 1 && rejections.lines.first?.hasPrefix("1: ") == true)
        #expect(rejections.lines.first?.contains(reason) == true)
    }

    @Test func answerInADifferentCaseIsAcceptedAsItsChoice() async throws {
        let model = ScriptedLanguageModel([.text(QuizCard.json(answer: "  FRUIT"))])
        let response = try await LanguageModelSession(model: model).respond(to: "Ask.", generating: QuizCard.self)
        #expect(response.content.answer == "fruit")
        #expect(response.attempts == 1)
    }

    @Test func cutOffRepliesAreReAskedAsShorter() async throws {
        let model = ScriptedLanguageModel([
            .reply(ModelReply(content: #"{"word":"ap"#, finishReason: .length)), .text(QuizCard.json()),
        ])
        let options = GenerationOptions(sampling: .topP(0.9, seed: 7))
        let response = try await LanguageModelSession(model: model).respond(
            to: "Ask.", generating: QuizCard.self, options: options)
        #expect(response.attempts == 2)
        #expect(model.requests[1].messages.last?.content.contains("too long") == true)
        #expect(model.requests.map(\.options.sampling) == [.topP(0.9, seed: 7), .topP(0.9, seed: 8)])
    }

    @Test func repeatedRefusalsEndInRefusal() async throws {
        let model = ScriptedLanguageModel([], fallback: .reply(ModelReply(content: "", refusal: "I can't.")))
        let session = LanguageModelSession(model: model)
        let error = await #expect(throws: GenerationError.self) {
            try await session.respond(to: "Ask.", generating: QuizCard.self)
        }
        guard case .refusal(let context) = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(context.debugDescription.contains("I can't."))
        #expect(model.requests.count == 3)
        #expect(!session.isResponding)
        #expect(session.transcript.entries.isEmpty)
    }

    @Test func threeBadRepliesEndInAClearDecodingFailure() async throws {
        let model = ScriptedLanguageModel([], fallback: .text(QuizCard.json(answer: "banana")))
        let session = LanguageModelSession(model: model, maximumAttempts: 3)
        let error = await #expect(throws: GenerationError.self) {
            try await session.respond(to: "Ask.", generating: QuizCard.self)
        }
        guard case .decodingFailure(let context) = error else {
            Issue.record("got \(String(describing: error))")
            return
        }
        #expect(context.debugDescription.contains("3 attempts"))
        #expect(context.debugDescription.contains("\"banana\" is not one of the choices"))
        #expect(context.debugDescription.contains("scripted @ memory"))
    }

    @Test func runTimeSchemaRestrictsTheWordWhileDecodingTheType() async throws {
        let schema = try GenerationSchema(
            root: DynamicGenerationSchema(
                name: "QuizCard",
                properties: [
                    .init(name: "word", schema: .init(name: "Word", anyOf: ["lamb", "duck"])),
                    .init(name: "text", schema: .init(type: String.self)),
                    .init(
                        name: "choices",
                        schema: .init(arrayOf: .init(type: String.self), minimumElements: 4, maximumElements: 4)),
                    .init(name: "answer", schema: .init(type: String.self)),
                    .init(name: "explanation", schema: .init(type: String.self)),
                ]), dependencies: [])
        let model = ScriptedLanguageModel([.text(QuizCard.json(word: "apple")), .text(QuizCard.json(word: "duck"))])
        let session = LanguageModelSession(model: model)
        let response = try await session.respond(to: "Ask.", schema: schema, generating: QuizCard.self)
        #expect(response.content.word == "duck")
        #expect(response.attempts == 2)
        #expect(model.requests[0].responseFormat?.schemaJSON.contains("lamb") == true)
        #expect(model.requests[1].messages.last?.content.contains("apple") == true)
    }

    @Test func untypedRespondReturnsValidatedContent() async throws {
        let model = ScriptedLanguageModel([.text(#"{"n": 1}"#), .text(QuizCard.json())])
        let response = try await LanguageModelSession(model: model).respond(
            to: "Ask.", schema: QuizCard.generationSchema)
        #expect(try response.content.value(String.self, forProperty: "word") == "apple")
        #expect(response.attempts == 2)
    }

    @Test func aSecondRequestWhileOneIsInFlightIsRejected() async throws {
        // The first reply does not end until released: it is in flight however slow the machine.
        let model = ScriptedLanguageModel([.text(QuizCard.json())], holding: [1])
        let session = LanguageModelSession(model: model)
        let stream = session.streamResponse(to: "Ask.", generating: QuizCard.self)
        #expect(session.isResponding)
        let error = await #expect(throws: GenerationError.self) {
            try await session.respond(to: "Again.", generating: QuizCard.self)
        }
        guard case .concurrentRequests = error else { Issue.record("got \(String(describing: error))"); return }
        model.release()
        #expect(try await stream.collect().content.word == "apple")
        #expect(!session.isResponding)
    }

    @Test func cancellingAStreamEndsItAndFreesTheSession() async throws {
        // Held until cancelled: only the cancellation can end the reply.
        let model = ScriptedLanguageModel([.text(QuizCard.json())], holding: [1])
        let session = LanguageModelSession(model: model)
        let stream = session.streamResponse(to: "Ask.", generating: QuizCard.self)
        #expect(session.isResponding)
        let task = Task { try await stream.collect() }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        // Iteration ends only after the request has, so the session is free at once: no waiting.
        #expect(!session.isResponding)
        #expect(session.transcript.entries.isEmpty)
    }
}
