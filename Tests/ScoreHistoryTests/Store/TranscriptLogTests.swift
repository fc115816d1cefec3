import Foundation
import Quiz
import Testing

@testable import ScoreHistory

@Suite("TranscriptLog")
struct TranscriptLogTests {
    let secret = "sk-live-S3CR3T/key"
    let question = Question(
        word: "abate", text: "What does \"abate\" mean?", choices: ["to lessen", "to grow", "to wait", "to leave"],
        answer: "to lessen", explanation: "Abate means to lessen.")

    func events() -> [TranscriptEvent] {
        [
            TranscriptEvent(kind: .instructions, at: at(day: 0), text: "You are an English teacher."),
            TranscriptEvent(kind: .prompt, at: at(day: 0), text: "Level B1. Authorization: Bearer \(secret)"),
            TranscriptEvent(kind: .modelOutput, at: at(day: 0), text: "{\"echo\":\"\(secret)\"}"),
            TranscriptEvent(kind: .retry, at: at(day: 0), reason: "missing key `answer`", attempt: 2),
            TranscriptEvent(kind: .timing, at: at(day: 0), label: "generation", seconds: 1.25),
            TranscriptEvent(kind: .questionShown, at: at(day: 0), question: question),
            TranscriptEvent(kind: .answerGiven, at: at(day: 0, hour: 9.001), text: "to grow", seconds: 3.6),
            TranscriptEvent(kind: .grading, at: at(day: 0, hour: 9.001), text: "to lessen", isCorrect: false),
        ]
    }

    @Test func eventsRoundTripThroughAPrivateFileWithoutTheSecret() throws {
        let temp = try TemporaryDirectory()
        let locations = DataLocations(
            dataDirectory: temp.url, transcriptsDirectory: temp.url.appendingPathComponent("t"))
        let log = TranscriptLog(session: "s1", locations: locations, redactor: Redactor(secrets: [secret]))
        for event in events() { try log.append(event) }

        let text = try String(contentsOf: log.file, encoding: .utf8)
        #expect(!text.contains("S3CR3T"))
        #expect(text.contains("[redacted]"))
        #expect(text.split(separator: "\n").count == events().count)
        #expect(permissions(of: log.file.path) == 0o600)
        #expect(permissions(of: locations.transcriptsDirectory.path) == 0o700)

        let loaded = try log.load()
        #expect(loaded.skipped == nil)
        #expect(loaded.items.map(\.kind) == events().map(\.kind))
        #expect(loaded.items[1].text == "Level B1. Authorization: Bearer [redacted]")
        #expect(loaded.items[5].question == question)
        #expect(loaded.items[3].attempt == 2)
    }

    @Test func aSecretThatJSONWouldEscapeIsStillRedacted() throws {
        let temp = try TemporaryDirectory()
        let tricky = "pa\"ss\\word"
        let log = TranscriptLog(file: temp.url.appendingPathComponent("s.jsonl"), redactor: Redactor(secrets: [tricky]))
        try log.append(TranscriptEvent(kind: .prompt, at: dayZero, text: "key=\(tricky)"))
        let text = try String(contentsOf: log.file, encoding: .utf8)
        #expect(!text.contains("ss\\\\word") && !text.contains("ss\\word"))
        #expect(try log.load().items.first?.text == "key=[redacted]")
    }

    @Test func renderedTranscriptReadsLikeTheSession() throws {
        let lines = events().map { $0.redacted(by: Redactor(secrets: [secret])).rendered }
        #expect(lines[0] == "[09:00:00] instructions:\nYou are an English teacher.")
        #expect(lines[3] == "[09:00:00] retry 2: missing key `answer`")
        #expect(lines[4] == "[09:00:00] generation: 1.25 s")
        #expect(lines[5].hasPrefix("[09:00:00] question: What does \"abate\" mean?\n  A) to lessen\n  B) to grow"))
        #expect(lines[6] == "[09:00:03] typed: to grow after 3.6 s")
        #expect(lines[7] == "[09:00:03] ❌ wrong, key: to lessen")
    }

    @Test func anUncheckedQuestionAndARekeyedOneSaySoInTheRenderedTranscript() {
        let unchecked = TranscriptEvent(
            kind: .questionShown, at: at(day: 0), reason: "not checked: 'zorbing' is not in the lexicon",
            question: question)
        #expect(
            unchecked.rendered.hasPrefix(
                "[09:00:00] question: What does \"abate\" mean?\n  (not checked: 'zorbing' is not in the lexicon)\n  A) "
            ))
        let rekeyed = TranscriptEvent(kind: .rekeyed, at: at(day: 0), text: "re-keyed \"lamb\": …")
        #expect(rekeyed.rendered == "[09:00:00] re-keyed \"lamb\": …")
    }

    @Test func missingTranscriptIsEmpty() throws {
        let temp = try TemporaryDirectory()
        let log = TranscriptLog(file: temp.url.appendingPathComponent("none.jsonl"), redactor: Redactor(secrets: []))
        #expect(try log.load().items.isEmpty)
    }
}
