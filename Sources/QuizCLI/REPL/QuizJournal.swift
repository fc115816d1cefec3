import Foundation
import Quiz

/// Something that happened in a quiz session, for history and transcript.
enum QuizEvent: Sendable {
    case questionShown(QuizItem, number: Int, request: QuestionRequest)
    case answered(QuizItem, givenIndex: Int, isCorrect: Bool, latency: TimeInterval)
    case skipped(QuizItem)
    case sourceFailed(String)
}

/// What the REPL needs from persistence: it records events and reads back history.
///
/// Keeping this a protocol lets the loop run in tests without touching the file system.
protocol QuizJournal: Sendable {
    /// - Throws: When an answer could not be saved; the REPL stops rather than lose data silently.
    func record(_ event: QuizEvent) throws
    func statsReport() throws -> String
    func recentAnswers(count: Int) throws -> String
    func transcriptText() throws -> String
    /// Words due for review now, most overdue first, then recently missed ones.
    func dueWords() throws -> [String]
}
