/// What the learner has asked for; the session turns it into a `QuestionRequest` each turn.
public struct QuizSettings: Sendable, Equatable {
    public var level: CEFRLevel?
    public var topic: String?
    public var words: [String]?
    /// Stop after this many questions; nil means until the learner quits.
    public var count: Int?
    /// Words to drill next, in order, ahead of anything else (`:review`).
    public var reviewQueue: [String] = []

    public init(
        level: CEFRLevel? = nil, topic: String? = nil, words: [String]? = nil, count: Int? = nil,
        reviewQueue: [String] = []
    ) {
        self.level = level
        self.topic = topic
        self.words = words
        self.count = count
        self.reviewQueue = reviewQueue
    }

    /// The request for the next question, about none of the words `asked` (words put in the review
    /// queue on purpose are the exception).
    public mutating func nextRequest(excluding asked: Set<String>) -> QuestionRequest {
        if !reviewQueue.isEmpty {
            return QuestionRequest(level: level, topic: topic, words: [reviewQueue.removeFirst()])
        }
        return QuestionRequest(level: level, topic: topic, words: words, excludedWords: asked)
    }

    /// Whether every word of the list (if any) is among `asked`.
    func hasListed(allOf asked: Set<String>) -> Bool {
        words.map { $0.allSatisfy { asked.contains(Question.normalized($0)) } } ?? false
    }
}
