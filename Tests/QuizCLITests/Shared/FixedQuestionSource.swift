import Foundation
import GuidedGeneration
import Quiz
import Support

/// Hands out numbered questions whose answer is always the first choice before shuffling.
struct FixedQuestionSource: QuestionSource {
    var sourceName: String { "fixed" }
    let requests = RequestLog()

    func nextQuestion(
        for request: QuestionRequest, onPartial: @escaping @Sendable (QuestionProgress) -> Void
    ) async throws -> QuizItem {
        let number = requests.append(request)
        let word = request.words?.first ?? "word\(number)"
        onPartial(.partial(.init(word: word, text: "What does")))
        let question = Question(
            word: word, text: "What does \"\(word)\" mean?",
            choices: ["right \(word)", "wrong one", "wrong two", "wrong three"],
            answer: "right \(word)", explanation: "\(word) means right.")
        return QuizItem(question: question, level: request.level, kind: .generated, source: sourceName)
    }
}

final class RequestLog: Sendable {
    private let requests = Locked<[QuestionRequest]>([])

    var all: [QuestionRequest] { requests.value }

    func append(_ request: QuestionRequest) -> Int {
        requests.withLock {
            $0.append(request)
            return $0.count
        }
    }
}

/// A source that always fails, as a dead server would.
struct FailingQuestionSource: QuestionSource {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "the model server at http://127.0.0.1:9 refused the connection" }
    }

    var sourceName: String { "failing" }

    func nextQuestion(
        for request: QuestionRequest, onPartial: @escaping @Sendable (QuestionProgress) -> Void
    ) async throws -> QuizItem {
        throw Failure()
    }
}
