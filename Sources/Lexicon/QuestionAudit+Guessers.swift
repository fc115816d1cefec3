import Quiz

/// Choices-only guessers: strategies a test-wise learner uses without knowing the word. Each picks a
/// choice index; ties are broken with the caller's generator, so a guesser with no signal scores 25%.
extension QuestionAudit {
    public enum Guesser: String, CaseIterable, Sendable {
        /// The choice whose length is furthest from the mean of the other three.
        case oddLength = "odd length"
        /// The only choice whose shape (word count, punctuation, ending) differs from the rest.
        case oddShape = "odd shape"
        /// The choice sharing most words with the stem.
        case stemOverlap = "most words shared with the stem"

        public func pick(_ question: Question, using random: inout SeededGenerator) -> Int {
            let choices = question.choices
            let scores: [Double] =
                switch self {
                case .oddLength:
                    choices.indices.map { index in
                        let others = choices.indices.filter { $0 != index }.map { Double(choices[$0].count) }
                        return abs(Double(choices[index].count) - others.reduce(0, +) / Double(others.count))
                    }
                case .oddShape:
                    choices.map { choice in
                        let shape = Self.shape(choice)
                        return choices.filter { Self.shape($0) == shape }.count == 1 ? 1 : 0
                    }
                case .stemOverlap:
                    choices.map { choice in
                        let stem = Set(QuestionAudit.words(question.text).filter { $0.count > 3 })
                        return Double(Set(QuestionAudit.words(choice)).intersection(stem).count)
                    }
                }
            let best = scores.max() ?? 0
            let tied = scores.indices.filter { scores[$0] == best }
            return tied[Int.random(in: tied.indices, using: &random)]
        }

        static func shape(_ choice: String) -> String {
            let words = choice.split(separator: " ")
            let count = words.count == 1 ? "1" : words.count <= 4 ? "2-4" : "5+"
            let punctuation = choice.contains { ",;()".contains($0) } ? "p" : ""
            let ending = ["ly", "ing", "ed", "tion", "ness", "s"].first { choice.hasSuffix($0) } ?? ""
            return count + punctuation + ending
        }
    }

    /// Each guesser's share of right picks over `items`, in `Guesser.allCases` order.
    public static func guessingRates(_ items: [QuizItem], seed: UInt64) -> [(Guesser, Double)] {
        var random = SeededGenerator(seed: seed)
        return Guesser.allCases.map { guesser in
            let right = items.filter { guesser.pick($0.question, using: &random) == $0.question.answerIndex }.count
            return (guesser, items.isEmpty ? 0 : Double(right) / Double(items.count))
        }
    }
}
