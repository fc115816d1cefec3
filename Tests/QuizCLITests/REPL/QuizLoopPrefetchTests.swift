import Foundation
import ModelQuestions
import Quiz
import Support
import TestSupport
import Testing

@testable import QuizCLI

/// The prefetch against a real `ModelQuestionSource` and session: cancelling it waits for its end,
/// so the next request finds the session free (a second request in flight would be refused).
@Suite("Quiz loop prefetch with a model")
struct QuizLoopPrefetchTests {
    static let templates = PromptTemplates(instructions: "Teach.", question: "{{level}} {{words}} {{asked}}")

    static func reply(_ word: String) -> ScriptedLanguageModel.Step {
        .text(
            #"{"word":"\#(word)","text":"What does \#(word) mean?","choices":["right \#(word)","w1","w2","w3"],"#
                + #""answer":"right \#(word)","explanation":"\#(word) means right."}"#)
    }

    func run(_ lines: any LineSource, model: ScriptedLanguageModel, count: Int) async -> (ExitCode, BufferedOutput) {
        let output = BufferedOutput()
        let source = ModelQuestionSource(model: model, templates: Self.templates, sourceName: "scripted", seed: 3)
        var loop = QuizLoop(
            settings: QuizSettings(words: ["lamb", "duck", "salmon"], count: count),
            dependencies: .init(
                source: source, input: lines, output: output, errors: output, journal: MemoryJournal(),
                style: .plain, now: { Date(timeIntervalSince1970: 0) }))
        return (await loop.run(), output)
    }

    @Test func aLevelChangeMidPrefetchAsksAgainOnAFreeSession() async {
        // `:level` is typed once the model has the prefetch's request, which is held (never ends) until
        // the level change cancels it.
        let model = ScriptedLanguageModel(
            [Self.reply("lamb"), Self.reply("duck"), Self.reply("salmon")], holding: [2])
        let lines = GatedLines([":level b2", "right lamb", "right salmon"]) { _ = await model.waitForRequests(2) }
        let (code, output) = await run(lines, model: model, count: 2)
        #expect(code == .success, "\(output.text)")
        #expect(!output.text.contains("error:"), "\(output.text)")
        #expect(output.text.contains("Q2. What does salmon mean?"))
        #expect(output.text.contains("Session over: 2/2 correct (100%)"))
        #expect(model.requests.count == 3)
    }

    @Test func cancellingTheSessionTaskEndsWithASummaryAndTheInterruptedCode() async throws {
        let model = ScriptedLanguageModel([Self.reply("lamb")], fallback: Self.reply("duck"))
        let input = BlockingLines()
        let output = BufferedOutput()
        let source = ModelQuestionSource(model: model, templates: Self.templates, sourceName: "scripted", seed: 3)
        let loop = QuizLoop(
            settings: QuizSettings(),
            dependencies: .init(
                source: source, input: input, output: output, errors: output, journal: MemoryJournal(),
                style: .plain, now: { Date(timeIntervalSince1970: 0) }))
        let task = Task {
            var loop = loop
            return await loop.run()
        }
        await input.waitUntilReading()
        task.cancel()
        #expect(await task.value == .interrupted)
        #expect(output.text.hasSuffix("\nNo questions answered. Goodbye!\n"))
    }
}

/// Scripted lines, the first of them typed only once `gate` has returned (it waits for an event).
final class GatedLines: LineSource, Sendable {
    private let lines: ScriptedLines
    private let gate: @Sendable () async -> Void
    private let isOpen = Locked(false)

    init(_ lines: [String], gate: @escaping @Sendable () async -> Void) {
        self.lines = ScriptedLines(lines)
        self.gate = gate
    }

    func nextLine() async -> String? {
        if !isOpen.value {
            await gate()
            isOpen.withLock { $0 = true }
        }
        return await lines.nextLine()
    }
}

/// Input that never arrives, as from a learner still thinking; says when the loop starts waiting.
final class BlockingLines: LineSource, Sendable {
    private let (reading, readingContinuation) = AsyncStream<Void>.makeStream()

    func nextLine() async -> String? {
        readingContinuation.yield()
        let (never, _) = AsyncStream<String>.makeStream()
        var iterator = never.makeAsyncIterator()
        return await iterator.next()
    }

    func waitUntilReading() async {
        var iterator = reading.makeAsyncIterator()
        _ = await iterator.next()
    }
}
