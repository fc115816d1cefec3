import Quiz

/// What the learner has asked for; the REPL turns it into a `QuestionRequest` each turn.
struct QuizSettings: Sendable, Equatable {
    var level: CEFRLevel?
    var topic: String?
    var words: [String]?
    /// Stop after this many questions; nil means until the learner quits.
    var count: Int?
    /// Words to drill next, in order, ahead of anything else (`:review`).
    var reviewQueue: [String] = []

    /// The request for the next question, never repeating a word already asked this session
    /// until a word list runs out (words put in the review queue on purpose are the exception).
    mutating func nextRequest(excluding asked: Set<String>) -> QuestionRequest {
        if !reviewQueue.isEmpty {
            return QuestionRequest(level: level, topic: topic, words: [reviewQueue.removeFirst()])
        }
        // Once every listed word was asked, a new round starts rather than running dry.
        let listIsExhausted = words.map { $0.allSatisfy { asked.contains(Question.normalized($0)) } } ?? false
        return QuestionRequest(level: level, topic: topic, words: words, excludedWords: listIsExhausted ? [] : asked)
    }
}
