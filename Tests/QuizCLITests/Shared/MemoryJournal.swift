import Foundation
import Quiz

@testable import QuizCLI

/// Keeps quiz events in memory instead of files.
final class MemoryJournal: QuizJournal, @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [QuizEvent] = []
    var due: [String] = []

    var events: [QuizEvent] { lock.withLock { stored } }

    var answers: [(word: String, isCorrect: Bool)] {
        events.compactMap { event in
            guard case let .answered(item, _, isCorrect, _) = event else { return nil }
            return (item.question.word, isCorrect)
        }
    }

    func record(_ event: QuizEvent) throws {
        lock.withLock { stored.append(event) }
    }

    func statsReport() throws -> String { "stats: \(answers.count) answers" }
    func recentAnswers(count: Int) throws -> String { "last \(count)" }
    func transcriptText() throws -> String { "transcript" }
    func dueWords() throws -> [String] { due }
}
