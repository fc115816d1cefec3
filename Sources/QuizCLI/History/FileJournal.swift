import Foundation
import Quiz
import ScoreHistory

/// The REPL's journal on disk: every answer goes to the score history, everything else to the
/// session's transcript.
struct FileJournal: QuizJournal {
    var session: String
    var history: HistoryStore
    var transcript: TranscriptLog
    var reports: HistoryReports
    var style: TerminalStyle
    var now: @Sendable () -> Date

    func record(_ event: QuizEvent) throws {
        switch event {
        case let .questionShown(item, _, _):
            try transcript.append(
                TranscriptEvent(
                    kind: .questionShown, at: now(), reason: item.uncheckedReason.map { "not checked: \($0)" },
                    question: item.question, label: item.originLabel))
        case let .answered(item, givenIndex, isCorrect, latency):
            let given = item.question.choices[givenIndex]
            try history.append(
                HistoryRecord(
                    item: item, given: given, isCorrect: isCorrect, latency: latency, session: session, time: now()))
            try transcript.append(TranscriptEvent(kind: .answerGiven, at: now(), text: given, seconds: latency))
            try transcript.append(
                TranscriptEvent(kind: .grading, at: now(), text: item.question.answer, isCorrect: isCorrect))
        case let .skipped(item):
            try transcript.append(
                TranscriptEvent(kind: .answerGiven, at: now(), text: ":skip", question: item.question))
        case let .sourceFailed(message):
            try transcript.append(TranscriptEvent(kind: .retry, at: now(), reason: "gave up: \(message)"))
        }
    }

    /// Model-side events (prompts, raw output, retries, timings) go straight to the transcript.
    func log(_ event: TranscriptEvent) {
        try? transcript.append(event)
    }

    func statsReport() throws -> String {
        try reports.stats().rendered(style: style.textStyle)
    }

    func recentAnswers(count: Int) throws -> String {
        try reports.recent(count: count)
    }

    func transcriptText() throws -> String {
        try transcript.load().items.map(\.rendered).joined(separator: "\n")
    }

    func dueWords() throws -> [String] {
        try reports.reviewPlan().words
    }
}
