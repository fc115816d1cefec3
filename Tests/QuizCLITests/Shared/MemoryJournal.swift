import Foundation
import Quiz
import Support

@testable import QuizCLI

/// Keeps quiz events in memory instead of files.
final class MemoryJournal: QuizJournal, Sendable {
    private let stored = Locked<[QuizEvent]>([])
    private let dueWordList = Locked<[String]>([])
    /// What `dueWords()` answers.
    var due: [String] {
        get { dueWordList.value }
        set { dueWordList.withLock { $0 = newValue } }
    }

    var events: [QuizEvent] { stored.value }

    var answers: [(word: String, isCorrect: Bool)] {
        events.compactMap { event in
            guard case let .answered(item, _, isCorrect, _) = event else { return nil }
            return (item.question.word, isCorrect)
        }
    }

    func record(_ event: QuizEvent) throws {
        stored.withLock { $0.append(event) }
    }

    func statsReport() throws -> String { "stats: \(answers.count) answers" }
    func recentAnswers(count: Int) throws -> String { "last \(count)" }
    func transcriptText() throws -> String { "transcript" }
    func dueWords() throws -> [String] { due }
}
