import Quiz

/// Asks again, before anything is cut, for a question that fits a format's character limits.
///
/// Kahoot rejects questions over 120 characters and answers over 75. A word asked another way often
/// fits (a definition-to-word question has one-word answers where a word-to-definition one has four
/// glosses), so each question over the limits is asked again for the same word, up to `attempts` times,
/// and the version with the fewest characters over is kept. Only what still does not fit is then cut,
/// and the loss report lists each cut.
public struct LengthFitter: Sendable {
    public var format: ExportFormat
    /// Extra questions asked per question over the limits.
    public var attempts: Int

    public init(format: ExportFormat, attempts: Int = 3) {
        self.format = format
        self.attempts = attempts
    }

    /// A question that was replaced, for a line on standard error.
    public struct Replacement: Sendable, Hashable, CustomStringConvertible {
        public var questionNumber: Int
        public var word: String
        public var kind: QuestionKind
        public var overflowBefore: Int
        public var overflowAfter: Int

        public var description: String {
            let now = overflowAfter == 0 ? "now fits" : "now \(overflowAfter) over"
            return "note: question \(questionNumber) (\"\(word)\") asked again as a \(kind.rawValue) question "
                + "to fit the length limits (was \(overflowBefore) characters over, \(now))"
        }
    }

    /// Characters over the format's limits, counted as the format's renderer counts them; 0 for a
    /// format without limits.
    public func overflow(_ question: Question) -> Int {
        guard let limits = format.lengthLimits else { return 0 }
        let over = { (text: String, limit: Int) in max(0, TextLimit.oneLine(text).utf16.count - limit) }
        return over(question.text, limits.question) + question.choices.map { over($0, limits.answer) }.reduce(0, +)
    }

    /// `items` with every question over the limits replaced by the best fitting version `source` gave
    /// for the same word; a source that fails or changes the word leaves the question as it was.
    public func fit(_ items: [QuizItem], source: any QuestionSource) async -> (
        items: [QuizItem], replacements: [Replacement]
    ) {
        var result = items
        var replacements: [Replacement] = []
        for (index, item) in items.enumerated() {
            let before = overflow(item.question)
            guard before > 0 else { continue }
            var best = item
            var bestOverflow = before
            for _ in 0..<attempts where bestOverflow > 0 && !Task.isCancelled {
                let request = QuestionRequest(level: item.level, words: [item.question.word])
                guard let candidate = try? await source.nextQuestion(for: request, onPartial: { _ in }),
                    Question.normalized(candidate.question.word) == Question.normalized(item.question.word),
                    (try? candidate.question.validate()) != nil, candidate.question.answerIndex != nil
                else { continue }
                let candidateOverflow = overflow(candidate.question)
                if candidateOverflow < bestOverflow {
                    best = candidate
                    bestOverflow = candidateOverflow
                }
            }
            guard bestOverflow < before else { continue }
            result[index] = best
            replacements.append(
                Replacement(
                    questionNumber: index + 1, word: item.question.word, kind: best.kind, overflowBefore: before,
                    overflowAfter: bestOverflow))
        }
        return (result, replacements)
    }
}

extension ExportFormat {
    /// The longest question and answer the format's importer takes, in UTF-16 code units; nil without limits.
    public var lengthLimits: (question: Int, answer: Int)? {
        switch self {
        case .kahoot, .kahootCSV: (KahootRenderer.questionLimit, KahootRenderer.answerLimit)
        default: nil
        }
    }
}
