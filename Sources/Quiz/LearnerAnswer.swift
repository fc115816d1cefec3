import Foundation

extension Question {
    /// The labels shown before each choice: `A)` to `D)`.
    /// The one table of them: the REPL, the blind verifier, history, transcripts and every export use it.
    public static let choiceLabels = ["A", "B", "C", "D"]

    /// The label of choice `index`, or `?` past the four a question has (a hand-edited history line, say).
    public static func choiceLabel(at index: Int) -> String {
        choiceLabels.indices.contains(index) ? choiceLabels[index] : "?"
    }

    /// Reads what a learner typed as one of the choices.
    ///
    /// Accepts a letter (`b`, `B`, `b)`), a number (`2`) or the text of a choice, ignoring case and
    /// surrounding white space. Returns nil for anything else, so the caller can re-prompt without penalty.
    public func choiceIndex(forLearnerInput input: String) -> Int? {
        var typed = Self.normalized(input)
        if typed.count == 2, typed.last == ")" || typed.last == "." { typed.removeLast() }
        if let index = Self.choiceLabels.firstIndex(where: { $0.lowercased() == typed }), index < choices.count {
            return index
        }
        if let number = Int(typed), (1...choices.count).contains(number) {
            return number - 1
        }
        return indexOfChoice(matching: typed)
    }

    /// `B) to grow stronger`: how a choice is shown to the learner and in feedback.
    public func labelledChoice(at index: Int) -> String {
        "\(Self.choiceLabels[index])) \(choices[index])"
    }
}
